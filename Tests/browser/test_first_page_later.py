"""What the first page does not need comes after it (folio-later.js: the contents overlay, touch and
the pull, printing), and nothing a reader does before it arrives is lost: here folio-later.js is
held until the test lets it run (as conftest.hold_contents holds contents.html), so "before it
arrives" is a state the test holds, not a window of time it hopes to hit."""
import pathlib
import shutil
import urllib.parse

from selenium.webdriver.common.action_chains import ActionChains

from conftest import issue_data, make_browser, settle, touch, wait_for

RELEASE = "window.postMessage('release-later', '*')"


def held_bundle(sample_url, tmp_path):
    """A copy of the sample bundle whose folio-later.js runs only when the page posts 'release-later'."""
    bundle = tmp_path / "bundle"
    shutil.copytree(pathlib.Path(urllib.parse.unquote(urllib.parse.urlparse(sample_url).path)).parent, bundle)
    script = bundle / "folio-later.js"
    script.write_text("addEventListener('message', function release(e) {\nif (e.data !== 'release-later') return;\n"
                      f"removeEventListener('message', release);\n{script.read_text()}\n}});\n")
    return bundle


def open_held(bundle, width=390, height=844):
    """A browser on the held bundle, once its first page shows with its article and folio-later.js
    has been asked for (it is held: the carousel is not complete)."""
    driver = make_browser(width, height)
    driver.get((bundle / "index.html").as_uri())
    wait_for(lambda: driver.execute_script(
        "return !!window.folio && performance.getEntriesByName('folio-first-page').length > 0"
        " && !!document.querySelector('script[src=\"folio-later.js\"]')"),
        message="the first page did not show, or folio-later.js was not asked for")
    assert driver.execute_script("return window.folio.loaded()") is False, "folio-later.js is held"
    return driver


def test_a_swipe_before_the_rest_arrives_is_played_when_it_does(sample_url, tmp_path):
    driver = open_held(held_bundle(sample_url, tmp_path))
    try:
        assert driver.execute_script("return window.folio.state().at") == [0, 0]
        # A swipe from right to left across most of the page: the next article (the cover's first).
        touch(driver, "touchStart", [(330, 400)])
        for x in range(300, 30, -30):
            touch(driver, "touchMove", [(x, 400)])
        touch(driver, "touchEnd", [])
        settle(driver)
        assert driver.execute_script("return window.folio.state().at") == [0, 0], "touch is not here yet"
        driver.execute_script(RELEASE)
        wait_for(lambda: driver.execute_script("return window.folio.loaded() && window.folio.state().at[0] === 1"),
                 message=lambda: f"the swipe was not played: {driver.execute_script('return window.folio.state()')}")
        assert driver.execute_script("return window.folio.state().at") == [1, 0]
    finally:
        driver.quit()


def test_contents_opened_before_the_rest_arrives_show_when_it_does(sample_url, tmp_path):
    bundle = held_bundle(sample_url, tmp_path)
    data = issue_data(bundle)
    driver = open_held(bundle, 1280, 800)
    try:
        ActionChains(driver).send_keys("o").send_keys("\ue015").perform()  # o, then ↓: the next card
        assert driver.execute_script("return window.folio.state()")["highlight"] == 1
        assert driver.execute_script("return document.getElementById('contents').hidden") is True
        driver.execute_script(RELEASE)
        wait_for(lambda: driver.execute_script("return window.folio.loaded()"), message="folio-later.js did not run")
        shown = driver.execute_script("""const c = document.getElementById('contents');
            return [c.hidden, [...c.querySelectorAll('.card')].length,
                    (c.querySelector('.card[aria-current]') || {}).textContent || null]""")
        assert shown[0] is False and shown[1] == len(data["articles"]), shown
        assert data["articles"][1]["title"] in shown[2], shown
    finally:
        driver.quit()
