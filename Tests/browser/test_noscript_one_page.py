"""Readers without script get one page: index.html in a Chromium profile with JavaScript off shows
the issue's contents as a single page that fills the window, the issue's title once and one thing
that scrolls (the contents), not a page with its own title above a frame that repeats it."""
import pytest
from selenium.webdriver.support.ui import WebDriverWait

from conftest import issue_data
from test_noscript import bundle_folder, scriptless_browser  # noqa: F401 (a fixture)

# The headings and other visible text of a document, outside any frame, and how far it scrolls.
SHOWN = """const heads = [...document.querySelectorAll('h1, h2')].filter((h) => h.checkVisibility())
    .map((h) => h.textContent.trim());
const e = document.scrollingElement;
return {heads, text: document.body.innerText.trim(), scrolls: [e.scrollHeight - innerHeight, e.scrollWidth - innerWidth]};"""


@pytest.mark.parametrize("width,height", [(1280, 800), (390, 844)])
def test_without_script_index_is_one_page_with_the_title_once(scriptless_browser, sample_url, width, height, artifacts):
    driver = scriptless_browser(width, height)
    data = issue_data(bundle_folder(sample_url))
    driver.get(sample_url)
    assert driver.execute_script("return typeof window.folio") == "undefined", "script is off"
    frame = WebDriverWait(driver, 10).until(lambda d: d.find_element("id", "static-frame"))
    index = driver.execute_script(SHOWN)
    # index.html shows nothing of its own: no title above the contents, nothing to scroll.
    assert index["heads"] == [] and data["title"] not in index["text"], index
    assert index["scrolls"][0] <= 0 and index["scrolls"][1] <= 0, f"index.html itself scrolls: {index['scrolls']}"
    box = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.width, r.height]", frame)
    assert box == [0, 0, width, height], f"the contents fill the {width}×{height} window: {box}"
    driver.switch_to.frame(frame)
    contents = WebDriverWait(driver, 10).until(lambda d: d.find_elements("css selector", "#static > ol > li") and d.execute_script(SHOWN))
    # The issue's title once, as the page's heading (the cover's entry in the list names it too).
    assert contents["heads"] == [data["title"], "Contents"], contents["heads"]
    assert contents["scrolls"][1] <= 0, "the contents do not scroll sideways"
    driver.switch_to.default_content()
    driver.save_screenshot(str(artifacts / f"no-script-one-page-{width}x{height}.png"))
