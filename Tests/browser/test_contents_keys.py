"""The keyboard after the contents close (issue 26): whichever way the contents open (the `o` key,
a click or a tap on the ☰ button, a double tap on the page) and close (Escape, `o`, Enter on an
article, a click on an article, Enter in the filter, the Close button), the next keys do what the
rules say: Enter outside the contents does nothing (R11, scenario 30) and `o` opens them again.
When the contents close without a pick, the focus goes back to the control that had it when they
opened (a dialog's rule); a pick or contents opened by a key or a tap on the page leave no control
focused. Real events only: WebDriver key and mouse actions, CDP touch events."""
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from conftest import double_tap, navigation, open_first_article, state, touch, wait_until

GEOMETRIES = {"phone": (400, 680), "desktop": (1760, 990)}


def press(driver, *keys):
    for key in keys:
        ActionChains(driver).send_keys(key).perform()


def tap(driver, point):
    """One tap: a touch start and, 60 ms later by its timestamp, its end (conftest.touch)."""
    touch(driver, "touchStart", [point], 0)
    touch(driver, "touchEnd", [], 60)


def centre(driver, css):
    return driver.execute_script("""const r = document.querySelector(arguments[0]).getBoundingClientRect();
        return [r.x + r.width / 2, r.y + r.height / 2]""", css)


def focused(driver):
    return driver.execute_script("const e = document.activeElement; return e === document.body ? null : e.id || e.className || e.tagName")


def open_contents(driver, way):
    if way == "key":
        press(driver, "o")
    elif way == "click":
        driver.find_element("id", "open-contents").click()
    elif way == "tap":
        tap(driver, centre(driver, "#open-contents"))
    elif way == "double tap":
        width, height = driver.execute_script("return [innerWidth, innerHeight]")
        point = (width * 0.25, height * 0.4)  # on the page, clear of the arrows and the ☰ button
        double_tap(driver, point)
    wait_until(driver, "window.folio.state().overlay", message=f"the contents did not open by {way}")


def close_contents(driver, way):
    """Closes the open contents; a pick goes to the article after the highlighted one."""
    if way in ("enter", "card click", "filter enter"):
        press(driver, Keys.ARROW_RIGHT)
    if way == "escape":
        press(driver, Keys.ESCAPE)
    elif way == "o":
        press(driver, "o")
    elif way == "enter":
        press(driver, Keys.ENTER)
    elif way == "card click":
        highlight = state(driver)["highlight"]
        driver.find_element("css selector", f"#contents .card[data-article='{highlight}']").click()
    elif way == "filter enter":
        driver.find_element("id", "filter").click()
        press(driver, Keys.ENTER)
    elif way == "close button":
        driver.find_element("id", "close-contents").click()
    wait_until(driver, "!window.folio.state().overlay", message=f"the contents did not close by {way}")


@pytest.fixture(params=sorted(GEOMETRIES))
def reader(request, browser, sample_url):
    """The sample on its first article (a real Right from the cover) in the geometry's window."""
    driver = browser(*GEOMETRIES[request.param])
    driver.first = open_first_article(driver, sample_url)
    assert driver.execute_script("return document.documentElement.dataset.geometry") == request.param
    return driver


def test_enter_after_a_pick_by_key_does_nothing(reader):
    press(reader, "o", Keys.ARROW_RIGHT, Keys.ENTER)
    after = state(reader)
    assert after["at"] == [reader.first + 1, 0] and not after["overlay"]
    press(reader, Keys.ENTER)
    assert state(reader) == after, "Enter outside the contents does nothing (R11)"
    assert focused(reader) is None


def test_o_opens_the_contents_after_a_pick_and_a_move(reader):
    press(reader, "o", Keys.ENTER, Keys.ARROW_DOWN)
    assert state(reader)["at"] == [reader.first, 1] and not state(reader)["overlay"]
    press(reader, "o")
    assert state(reader)["overlay"] is True and state(reader)["highlight"] == reader.first


OPENERS = ["key", "click", "tap", "double tap"]
CLOSERS = ["escape", "o", "enter", "card click", "filter enter", "close button"]


@pytest.mark.parametrize("opener", OPENERS)
def test_every_way_in_and_out_leaves_the_keys_to_the_rules(browser, sample_url, opener):
    driver = browser(*GEOMETRIES["phone"])
    for closer in CLOSERS:
        first = open_first_article(driver, sample_url + f"?{opener}-{closer}".replace(" ", "-"), by_link=True)
        if opener == "double tap":  # on a photo page a double tap zooms: go to the first text page
            zoomable = navigation(driver)["articles"][first]["zoomable"]
            press(driver, *[Keys.ARROW_DOWN] * next(p for p in range(10) if p not in zoomable))
        before = state(driver)
        open_contents(driver, opener)
        close_contents(driver, closer)
        after = state(driver)
        picked = closer in ("enter", "card click", "filter enter")
        assert after["at"] == ([before["at"][0] + 1, 0] if picked else before["at"]), (opener, closer)
        by_button = opener in ("click", "tap")
        expected_focus = "open-contents" if by_button and not picked else None
        assert focused(driver) == expected_focus, (opener, closer)
        if expected_focus is None:
            press(driver, Keys.ENTER)
            assert state(driver) == after, f"Enter after {opener} then {closer} changed the state (R11)"
        press(driver, "o")
        assert state(driver)["overlay"] is True, f"o after {opener} then {closer} did not open the contents"
        assert state(driver)["highlight"] == after["at"][0]
        press(driver, Keys.ESCAPE)
        assert state(driver)["overlay"] is False and state(driver)["at"] == after["at"]
