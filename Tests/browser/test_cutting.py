"""Pages cut from an article's one content by its page map: a paragraph split between pages, an
ordered list split inside an item (no marker on the continued item, the numbers go on), a
two-column page, the geometry picked for the window and switched on a resize keeping the first
words on screen, and deep links that name a place in the content. The bundle is built with the
release `folio` from a content folder written here; real key events only."""
import re

import pytest
from selenium.webdriver.common.keys import Keys

from conftest import build_bundle, navigation, open_issue, state, wait_for, wait_for_page, wait_until
from conftest import resize as resize_viewport
from test_keyboard import keys

WORDS = ("tide stone heron reed salt lantern moss gravel kestrel alder thistle current harbour "
         "pebble willow fern quay drift shingle bramble").split()


def sentence(seed, count=18):
    words = [WORDS[(seed * 7 + i * 3) % len(WORDS)] for i in range(count)]
    return " ".join(words).capitalize() + "."


def paragraph(seed, sentences):
    return " ".join(sentence(seed + i) for i in range(sentences))


ISSUE = """title: Cuts
cover: false
navigation:
  horizontal: any-page
  remember-page: true
pages:
  narrow: {width: 400, height: 680, margin: 24, font-size: 17, line-height: 1.5}
  wide: {width: 1120, height: 700, margin: 40, font-size: 16, line-height: 1.5, columns: 2}
"""


@pytest.fixture(scope="module")
def cuts_url(tmp_path_factory):
    base = tmp_path_factory.mktemp("cuts")
    content = base / "content"
    content.mkdir()
    (content / "issue.yaml").write_text(ISSUE)
    items = "\n".join(f"{n}. Item {n}: {paragraph(n, 3)}" for n in range(1, 15))
    (content / "long-walk.md").write_text(
        "---\norder: 0\n---\n# The Long Walk\n\n" + "\n\n".join(paragraph(s, 9) for s in range(3)) + "\n\n" + items + "\n\n"
        + "\n\n".join(paragraph(s, 7) for s in range(5, 9)) + "\n")
    (content / "short-note.md").write_text("---\norder: 1\n---\n# A Short Note\n\nA few words.\n")
    return build_bundle(content, base / "out", base / "cache")


def pages_text(driver):
    """Every page of article 0 in the geometry on screen, turned to in order with Down: each
    page's columns as [text, ...]."""
    found = []
    total = navigation(driver)["articles"][0]["pages"]
    for page in range(total):
        assert state(driver)["at"] == [0, page]
        assert wait_for_page(driver)
        found.append(driver.execute_script(
            "return [...document.querySelectorAll('.page.current .col')].map((c) => c.textContent)"))
        keys(driver, Keys.ARROW_DOWN)
    return found


def test_a_page_cut_from_the_content_holds_exactly_its_text(browser, cuts_url):
    driver = browser(390, 844)
    open_issue(driver, cuts_url)
    assert driver.execute_script("return document.documentElement.dataset.geometry") == "narrow"
    pages = pages_text(driver)
    assert len(pages) >= 5
    # Joined in order, the pages give the article's text once: nothing lost, nothing twice.
    joined = "".join(text for page in pages for text in page)
    title = "The Long Walk"
    assert joined.startswith(title) and joined.count(title) == 1
    body = joined[len(title):]
    for s in range(3):
        assert body.count(paragraph(s, 9)) == 1, f"paragraph {s} appears once, whole across its pages"
    for n in range(1, 15):
        assert body.count(f"Item {n}: {paragraph(n, 3)}") == 1, f"item {n} once"


def test_a_split_paragraph_and_a_list_split_inside_an_item(browser, cuts_url):
    driver = browser(390, 844)
    open_issue(driver, cuts_url)
    seen_paragraph = seen_item = False
    for _ in range(12):
        first = driver.execute_script("""
            const col = document.querySelector('.page.current .col'), el = col && col.firstElementChild;
            if (!el) return null;
            const items = [...el.querySelectorAll(':scope > li')].map((li) => ({
              text: li.textContent.slice(0, 12), continued: li.classList.contains('continued'),
              marker: getComputedStyle(li).listStyleType}));
            return {tag: el.tagName, continued: el.classList.contains('continued'), start: el.start || 0,
                    indent: getComputedStyle(el).textIndent, items, text: el.textContent.slice(0, 40)};""")
        if first and first["tag"] == "P" and first["continued"]:
            seen_paragraph = True
            assert not any(paragraph(s, 9).startswith(first["text"]) for s in range(3)), "it starts mid-paragraph"
            assert first["indent"] == "0px"
        if first and first["tag"] == "OL" and first["continued"] and first["items"][0]["continued"]:
            seen_item = True
            items = first["items"]
            assert not items[0]["text"].startswith("Item"), "the cut is inside the item"
            assert items[0]["marker"] == "none", "a continued item has no marker"
            for index, item in enumerate(items[1:], 1):
                number = int(re.match(r"Item (\d+):", item["text"]).group(1))
                assert first["start"] + index == number, f"item {number} is numbered {first['start'] + index}"
                assert item["marker"] == "decimal"
        keys(driver, Keys.ARROW_DOWN)
    assert seen_paragraph, "some page starts inside a paragraph"
    assert seen_item, "some page starts inside a list item"


def test_two_column_pages_put_each_region_in_its_column(browser, cuts_url):
    driver = browser(1280, 800)
    open_issue(driver, cuts_url)
    assert driver.execute_script("return document.documentElement.dataset.geometry") == "wide"
    columns = driver.execute_script("""
        return [...document.querySelectorAll('.page.current .col')].map((c) => {
          const r = c.getBoundingClientRect();
          return {left: r.left, right: r.right, text: c.textContent, bottom: Math.max(0, ...[...c.children].map((e) => e.getBoundingClientRect().bottom))};
        });""")
    assert len(columns) == 2
    assert columns[1]["left"] > columns[0]["right"], "the second column is beside the first"
    assert columns[0]["text"] and columns[1]["text"]
    page_box = driver.execute_script("return document.querySelector('.page.current').getBoundingClientRect().bottom")
    assert all(c["bottom"] <= page_box + 0.5 for c in columns), "no column overflows the page"
    pages = pages_text(driver)
    joined = "".join(text for page in pages for text in page)
    for s in range(3):
        assert joined.count(paragraph(s, 9)) == 1, f"paragraph {s} appears once across columns and pages"
    assert sum(len(page) == 2 and page[1] != "" for page in pages) >= 2


def resize(driver, width, height):
    """Resizes the viewport as a window resize or a rotation does (the resize event fires)."""
    resize_viewport(driver, "Emulation.setDeviceMetricsOverride",
                    {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})


def first_words(driver):
    return driver.execute_script(
        "return document.querySelector('.page.current .col').textContent.trim().split(/\\s+/).slice(0, 6).join(' ')")


def current_text(driver):
    return driver.execute_script("return document.querySelector('.page.current').textContent")


def test_a_resize_switches_the_geometry_keeping_the_first_words_on_screen(browser, cuts_url):
    driver = browser(390, 844)
    open_issue(driver, cuts_url)
    for page in (3, 6):
        for _ in range(page - state(driver)["at"][1]):
            keys(driver, Keys.ARROW_DOWN)
        assert state(driver)["at"] == [0, page]
        assert wait_for_page(driver)
        words = first_words(driver)
        resize(driver, 1280, 800)
        assert driver.execute_script("return document.documentElement.dataset.geometry") == "wide"
        assert wait_for_page(driver)
        after = state(driver)
        assert after["at"][0] == 0 and after["zoom"] == 1
        assert words in " ".join(current_text(driver).split()), f"“{words}” stays on screen"
        resize(driver, 390, 844)
        assert driver.execute_script("return document.documentElement.dataset.geometry") == "narrow"
        assert state(driver)["at"] == [0, page], "turning back brings the same page"
        assert first_words(driver) == words


def test_set_window_size_picks_the_geometry_too(browser, cuts_url):
    driver = browser(390, 844)
    open_issue(driver, cuts_url)
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    driver.set_window_size(1300, 900)
    wait_until(driver, "document.documentElement.dataset.geometry === 'wide'", message="the wide geometry was never picked")


def test_deep_links_name_a_place_that_opens_its_page_in_any_geometry(browser, cuts_url):
    driver = browser(390, 844)
    open_issue(driver, cuts_url)
    for _ in range(4):
        keys(driver, Keys.ARROW_DOWN)
    # The address follows once the reader rests.
    link = wait_until(driver, r"/^#\/long-walk\/@\d+\.\d+$/.test(location.hash) && location.hash",
                      message="the address never named a place in the long walk")
    assert re.match(r"^#/long-walk/@\d+\.\d+$", link), link
    words = first_words(driver)
    for width, height in ((1280, 800), (390, 844)):
        other = browser(width, height)
        open_issue(other, cuts_url + link)
        wait_for(lambda: words in " ".join(current_text(other).split()), message=f"{width}×{height} never showed “{words}”")
        assert words in " ".join(current_text(other).split()), f"{width}×{height} opens the page with “{words}”"
    # The old form still opens that page of the geometry on screen.
    other = browser(390, 844)
    open_issue(other, cuts_url + "#/long-walk/3")
    assert state(other)["at"] == [0, 2]


def test_a_remembered_page_follows_its_place_into_another_geometry(browser, cuts_url):
    driver = browser(390, 844)
    open_issue(driver, cuts_url)
    for _ in range(5):
        keys(driver, Keys.ARROW_DOWN)
    assert state(driver)["at"] == [0, 5] and wait_for_page(driver)
    words = first_words(driver)
    keys(driver, Keys.ARROW_RIGHT)
    assert state(driver)["at"] == [1, 0]
    resize(driver, 1280, 800)
    assert driver.execute_script("return document.documentElement.dataset.geometry") == "wide"
    keys(driver, Keys.ARROW_LEFT)
    assert wait_for_page(driver)
    at = state(driver)["at"]
    assert at[0] == 0 and at[1] < 5, f"the wide geometry has fewer pages: {at}"
    assert words in " ".join(current_text(driver).split()), f"remember-page lands on the page with “{words}”"
