"""Screenshots of the carousel's main views, saved under test-artifacts/ for a person to look at.
Keys are real key events (WebDriver actions)."""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from conftest import first_article, issue_data, navigation, open_issue, settle, state, wait_for, wait_for_page


def photo_page(driver):
    """The first page of an article of the sample issue with a photo in its text (zoomable by the
    shipped navigation map): not the cover, whose photo is the whole page (test_cover_art.py)."""
    articles, first = navigation(driver)["articles"], 1 if issue_data(driver).get("cover") else 0
    return next(([a, article["zoomable"][0]] for a, article in enumerate(articles) if article["zoomable"] and a >= first),
                None)


def press(driver, *pressed):
    """Presses keys as a reader does (not imported from test_keyboard, which imports this module
    through test_gestures)."""
    for key in pressed:
        ActionChains(driver).send_keys(key).perform()
        settle(driver)


def go(driver, at):
    driver.execute_script("location.hash = arguments[0]", f"#/{issue_data(driver)['articles'][at[0]]['id']}/{at[1] + 1}")
    wait_for(lambda: state(driver)["at"] == at, message=lambda: f"the link to {at} was not followed: {state(driver)}")
    settle(driver)
    assert wait_for_page(driver), f"page {at} shows no content"


def test_screenshots(browser, sample_url, artifacts):
    for width, height, name in [(390, 844, "phone"), (1280, 800, "desktop")]:
        driver = browser(width, height)
        open_issue(driver, sample_url)
        settle(driver)
        driver.save_screenshot(str(artifacts / f"{name}-first-page.png"))

        at = photo_page(driver)
        assert at is not None
        go(driver, at)
        press(driver, "+", "+")
        settle(driver)
        assert state(driver)["zoom"] == 4
        driver.save_screenshot(str(artifacts / f"{name}-zoomed-photo.png"))
        press(driver, "0")

        press(driver, "o", Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
        settle(driver)
        driver.save_screenshot(str(artifacts / f"{name}-contents.png"))
        press(driver, Keys.ESCAPE)

        first = first_article(driver)
        go(driver, [first, 0])
        pages = navigation(driver)["articles"][first]["pages"]
        go(driver, [first, pages - 1])
        press(driver, Keys.ARROW_DOWN)
        settle(driver)
        assert state(driver)["peek"] == "next"
        driver.save_screenshot(str(artifacts / f"{name}-peek.png"))
