"""Keyboard, focus and links in the carousel, driven with real key, mouse and touch events
(WebDriver actions and CDP Input.dispatchTouchEvent), never with the page's own functions."""
import pathlib
import shutil
import subprocess
import time
from urllib.parse import unquote, urlparse

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import ROOT, build_bundle, folio_conformance_executable, folio_executable, issue_data, hold_contents, open_first_article, open_issue, release_contents, settle, state, wait_for, wait_for_page
from test_gestures import touch


def keys(driver, *pressed):
    """Presses keys as a reader does, through WebDriver's key actions, each once the carousel has
    come to rest after the one before (conftest.settle)."""
    for key in pressed:
        ActionChains(driver).send_keys(key).perform()
        settle(driver)


def shown_page(driver):
    """The page drawn at the centre of the viewport, as [article, page]."""
    at = driver.execute_script("""
        const el = document.elementsFromPoint(innerWidth / 2, innerHeight / 2).find((e) => e.matches('.page'));
        return el ? el.dataset.at : null""")
    return [int(n) for n in at.split("/")] if at else None


def tab_to(driver, name, backwards=False, limit=40):
    """Presses Tab (Shift+Tab) until `name` has the focus; fails after `limit` presses."""
    for _ in range(limit):
        keys(driver, Keys.SHIFT + Keys.TAB if backwards else Keys.TAB)
        if focused(driver) == name:
            return
    pytest.fail(f"Tab never reached {name}")


def live_text(driver):
    return driver.execute_script("return document.getElementById('live').textContent")


def focused(driver):
    return driver.execute_script("""const e = document.activeElement;
        return e ? (e.id || e.getAttribute('aria-label') || e.tagName + ':' + e.textContent.slice(0, 30)) : null""")


@pytest.fixture(scope="module")
def linked_url(tmp_path_factory):
    """Two articles: the first links to the second by its file name and to a web page (no cover:
    the strip is the two articles)."""
    base = tmp_path_factory.mktemp("linked")
    articles = base / "content" / "articles"
    articles.mkdir(parents=True)
    (base / "content" / "issue.yaml").write_text("title: Links\ncover: false\n")
    (articles / "first.md").write_text(
        "---\ntitle: First\nauthor: A. Writer\nsummary: Where the links are.\norder: 1\n---\n\n"
        "Read [the second article](second.md) next, or [the web](https://example.org/page).\n\n"
        + "\n\n".join(["Some more text to fill the page with words that wrap."] * 3) + "\n")
    (articles / "second.md").write_text(
        "---\ntitle: Second\norder: 2\n---\n\n" + "\n\n".join(["The second article's text."] * 4) + "\n")
    return build_bundle(base / "content", base / "out", base / "cache")


def test_tab_never_shifts_the_view(browser, sample_url):
    # The issue's first symptom: Tab on #/a-bird-on-a-spring/6 focused a link of a page not
    # shown, the browser scrolled the stage and every later page was drawn one off.
    driver = browser(1280, 800)
    open_issue(driver, sample_url.split("#")[0] + "#/a-bird-on-a-spring/6")
    assert wait_for_page(driver)
    for _ in range(6):
        keys(driver, Keys.TAB)
        assert driver.execute_script("return [stage.scrollTop, stage.scrollLeft]") == [0, 0]
        inside = driver.execute_script("""const e = document.activeElement, p = e.closest('.page');
            return p ? p.classList.contains('current') : true""")
        assert inside, f"focus went to a page that is not shown: {focused(driver)}"
    assert shown_page(driver) == state(driver)["at"]
    keys(driver, Keys.ESCAPE)
    driver.execute_script("document.activeElement.blur()")
    for _ in range(5):
        keys(driver, Keys.ARROW_UP)
    keys(driver, Keys.ARROW_RIGHT)
    settle(driver)
    at = state(driver)["at"]
    assert shown_page(driver) == at, "the page drawn is the page the state names"
    assert live_text(driver).endswith(f"page {at[1] + 1} of " + live_text(driver).rsplit(" ", 1)[1])


def test_only_the_current_page_is_focusable_and_exposed(browser, sample_url):
    driver = browser(1280, 800)
    open_first_article(driver, sample_url)
    keys(driver, Keys.ARROW_DOWN)
    settle(driver)
    pages = driver.execute_script("""return [...document.querySelectorAll('#strip .page')].map((p) =>
        [p.classList.contains('current'), p.inert, p.getAttribute('aria-hidden'), p.getAttribute('role')])""")
    assert len(pages) > 3
    assert [p for p in pages if p[0]] == [[True, False, None, "region"]]
    assert all(p[1] and p[2] == "true" and p[3] is None for p in pages if not p[0]), pages


def test_enter_and_space_activate_buttons(browser, sample_url):
    driver = browser(1280, 800)
    open_issue(driver, sample_url)
    # Tab to "Next article" (the first control) and press Enter, then Space on "Next article" again.
    tab_to(driver, "Next article")
    keys(driver, Keys.ENTER)
    settle(driver)
    assert state(driver)["at"] == [1, 0], "Enter on Next article goes to the next article"
    assert focused(driver) == "Next article"
    keys(driver, Keys.SPACE)
    settle(driver)
    assert state(driver)["at"] == [2, 0], "Space on Next article does what Enter does, not 'down'"
    # The contents button opens the contents; Enter on its Close button closes it where it was.
    driver.find_element("id", "open-contents").click()
    settle(driver)
    assert state(driver)["overlay"] is True
    keys(driver, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
    assert state(driver)["highlight"] == 4
    tab_to(driver, "close-contents", backwards=True)
    keys(driver, Keys.ENTER)
    settle(driver)
    assert state(driver)["overlay"] is False and state(driver)["at"] == [2, 0], "Close closes, it does not open the highlight"
    assert focused(driver) == "open-contents", "focus returns to the contents button"


def test_tab_stays_in_the_open_contents(browser, sample_url):
    driver = browser(1280, 800)
    open_issue(driver, sample_url)
    keys(driver, "o")
    seen = set()
    for _ in range(30):
        keys(driver, Keys.TAB)
        inside = driver.execute_script("return document.getElementById('contents').contains(document.activeElement)")
        assert inside, f"Tab left the contents dialog: {focused(driver)}"
        seen.add(focused(driver))
    assert "filter" in seen and "close-contents" in seen


def opened_tabs(driver, home):
    """How many tabs the page opened; closes them and brings the magazine's tab back to the front."""
    others = [h for h in driver.window_handles if h != home]
    for handle in others:
        driver.switch_to.window(handle)
        driver.close()
    driver.switch_to.window(home)
    return len(others)


def first_link(driver, selector):
    return driver.execute_script("return document.querySelector('.page.current ' + arguments[0])", selector)


def wait_for_attribute(driver, selector, name):
    """The attribute `name` of the first element `selector` finds, once it has one (fails if never)."""
    return wait_for(lambda: driver.execute_script(
        "const e = document.querySelector(arguments[0]); return e && e.getAttribute(arguments[1])", selector, name),
        message=f"{selector} never had a {name} attribute")


def tab_opened(driver, home):
    """Waits for the page to open a tab, then returns how many it opened (see `opened_tabs`)."""
    wait_for(lambda: len(driver.window_handles) > 1, message="no tab was opened")
    return opened_tabs(driver, home)


def test_links_follow_on_click_enter_and_tap(browser, linked_url):
    driver = browser(1280, 800)
    open_issue(driver, linked_url)
    home = driver.current_window_handle
    external = first_link(driver, "a[href^='https:']")
    assert external.get_attribute("target") == "_blank" and "noopener" in external.get_attribute("rel")
    # A click on a link to the web opens it in a new tab; the magazine keeps its place.
    ActionChains(driver).click(external).perform()
    assert tab_opened(driver, home) == 1 and driver.current_window_handle == home
    assert state(driver)["at"] == [0, 0]
    # Enter on the focused link does the same.
    tab_to(driver, "A:the web")
    keys(driver, Keys.ENTER)
    assert tab_opened(driver, home) == 1 and state(driver)["at"] == [0, 0]
    # A tap on it too.
    box = driver.execute_script("return document.querySelector('.page.current a[href^=\"https:\"]').getBoundingClientRect().toJSON()")
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    touch(driver, "touchStart", [(x, y)])
    touch(driver, "touchEnd", [])
    assert tab_opened(driver, home) == 1 and state(driver)["at"] == [0, 0], "a tap follows a link"
    # A link to another article of the issue (second.md) goes there inside the carousel: the
    # build resolved it to the article's link (#/second), which names its article at once.
    internal = first_link(driver, "a[href$='#/second']")
    assert internal.get_attribute("target") in (None, "")
    assert internal.get_attribute("data-article") == "second"
    ActionChains(driver).click(internal).perform()
    settle(driver)
    assert state(driver)["at"] == [1, 0] and opened_tabs(driver, home) == 0
    assert driver.execute_script("return location.hash") in ("#/second/@0.0", "#/first/@0.0")
    keys(driver, Keys.ARROW_LEFT)
    settle(driver)
    assert state(driver)["at"] == [0, 0]
    box = driver.execute_script("return document.querySelector('.page.current a[href$=\"#/second\"]').getBoundingClientRect().toJSON()")
    touch(driver, "touchStart", [(box["x"] + 5, box["y"] + box["height"] / 2)])
    touch(driver, "touchEnd", [])
    settle(driver)
    assert state(driver)["at"] == [1, 0], "a tap on a link to another article goes there"


def test_a_click_on_a_link_to_another_article_needs_no_contents(browser, linked_url, tmp_path):
    """The build resolves a link to `second.md` to the article's own link (`#/second`), so the
    page knows its article without contents.html: a real click made while contents.html is held
    back turns the carousel to that article at once, rather than following the link to the
    Markdown file or waiting."""
    bundle = tmp_path / "bundle"
    shutil.copytree(pathlib.Path(unquote(urlparse(linked_url).path)).parent, bundle)
    hold_contents(bundle)
    driver = browser(1280, 800)
    open_issue(driver, (bundle / "index.html").as_uri())
    home, url = driver.current_window_handle, driver.current_url
    internal = first_link(driver, "a[href$='#/second']")
    assert internal.get_attribute("data-article") == "second" and internal.get_attribute("data-internal") is None, \
        "the link names its article before contents.html arrives"
    ActionChains(driver).click(internal).perform()
    settle(driver)
    assert state(driver)["at"] == [1, 0], "the click goes to the article without the contents"
    assert driver.current_url.split("#")[0] == url.split("#")[0] and opened_tabs(driver, home) == 0


def test_an_arrow_under_the_pointer_stays_until_it_is_clicked(browser, sample_url):
    """The controls fade 1.5 s after the pointer last moved, but not from under it: a reader who
    brings the pointer to an arrow and waits there still clicks the arrow (and not the page
    beneath it, which a click on opens the contents)."""
    driver = browser(1280, 800)
    first = open_first_article(driver, sample_url)
    right = driver.find_element(By.CSS_SELECTOR, "#arrows [data-dir=right]")
    ActionChains(driver).move_to_element(right).perform()
    time.sleep(2.5)  # past the controls' rest, which would have hidden it
    assert driver.execute_script("return document.body.classList.contains('active')"), "the arrow faded under the pointer"
    ActionChains(driver).click().perform()
    settle(driver)
    assert state(driver)["at"] == [first + 1, 0] and not state(driver)["overlay"]


def test_arrows_in_the_filter_field_belong_to_the_field(browser, sample_url):
    driver = browser(1280, 800)
    open_issue(driver, sample_url)
    keys(driver, "o")
    driver.find_element("id", "filter").click()
    keys(driver, "garden")
    keys(driver, Keys.ARROW_LEFT, Keys.ARROW_LEFT)
    assert driver.execute_script("return document.getElementById('filter').selectionStart") == 4
    assert state(driver)["overlay"] is True
    keys(driver, Keys.ENTER)
    settle(driver)
    at = state(driver)["at"]
    data = issue_data(driver)
    assert "garden" in data["articles"][at[0]]["title"].lower() and state(driver)["overlay"] is False


def test_conformance_scenarios_pass_in_the_carousel():
    """`folio-conformance conformance` on every shared scenario with the html sink (real Chromium), at
    every page geometry of the standard set (a viewport of each geometry's size, where the carousel
    must pick it)."""
    scenarios = sorted((ROOT / "Tests" / "FolioConformanceTests" / "Scenarios").glob("*.json"))
    assert len(scenarios) >= 30
    run = subprocess.run([str(folio_conformance_executable()), "conformance", *map(str, scenarios), "--sink", "html"],
                         capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    assert f"5 geometries: {5 * len(scenarios)} passed, 0 failed" in run.stdout, run.stdout[-2000:]


def test_the_stock_folio_names_the_executable_that_checks_the_html_sink():
    """The shipped `folio` holds no WebDriver client: `--sink html` is a one-line usage error (64)
    that names `folio-conformance`, and nothing is played."""
    scenario = ROOT / "Tests" / "FolioConformanceTests" / "Scenarios" / "01-opens-on-the-first-page-of-the-first-article.json"
    run = subprocess.run([str(folio_executable()), "conformance", str(scenario), "--sink", "html"],
                         capture_output=True, text=True)
    assert run.returncode == 64, run.stdout + run.stderr
    assert run.stdout == "", run.stdout
    assert run.stderr.count("\n") == 1 and "`folio-conformance conformance ... --sink html`" in run.stderr, run.stderr
