"""What a screen reader meets: axe-core (4.12.1, fetched by `scripts/ensure-deps test` into
.build/axe/) reports no violation of any impact on the first page, a text page, a zoomed photo and
the contents; Chromium's accessibility tree holds one page region, the current one; moves, peeks
and zoom are announced."""
import os
import pathlib

import pytest
from selenium.webdriver.common.keys import Keys

from conftest import ROOT, issue_data, navigation, open_issue, settle, state
from test_keyboard import keys, live_text
from test_reading import text_page
from test_screenshots import go, photo_page

AXE = pathlib.Path(os.environ.get("FOLIO_AXE", ROOT / ".build" / "axe" / "axe.min.js"))


def axe_violations(driver, attempts=3):
    """axe's violations on the page at rest. A run during which a transition started (the page
    number and title fade out 1.5 s after the last move, whenever the machine gets to it) judged
    colours half-way through a fade: the page is let settle and axe runs again."""
    if not AXE.is_file():
        pytest.fail(f"{AXE} is missing: run scripts/ensure-deps test")
    if not driver.execute_script("return !!window.axe"):
        driver.execute_script(AXE.read_text())
    for _ in range(attempts):
        result, moved = driver.execute_async_script("""const done = arguments[0];
            const running = () => document.getAnimations().some((a) => a.playState === 'running');
            let moved = running();
            const note = () => { moved = true; };
            document.addEventListener('transitionrun', note, true);
            const report = (violations) => {
              document.removeEventListener('transitionrun', note, true);
              done([violations, moved || running()]);
            };
            axe.run(document, {resultTypes: ['violations']}).then((r) => report(r.violations.map((v) =>
              ({id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5)}))),
              (e) => report([{id: 'axe failed', help: String(e)}]));""")
        if not moved:
            return result
        settle(driver)
    pytest.fail(f"the page never stayed still for a whole axe run in {attempts} runs; the last found {result}")


def regions(driver):
    """The regions in Chromium's accessibility tree (what a screen reader is given)."""
    tree = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
    return [node.get("name", {}).get("value") for node in tree
            if not node.get("ignored") and node.get("role", {}).get("value") == "region"]


def test_axe_finds_nothing_on_the_first_page(browser, sample_url):
    driver = browser(1280, 800)
    open_issue(driver, sample_url)
    settle(driver)
    assert axe_violations(driver) == []


def test_axe_finds_nothing_on_a_text_page(browser, sample_url):
    driver = browser(390, 844)
    open_issue(driver, sample_url)
    go(driver, text_page(driver))
    assert axe_violations(driver) == []


def test_axe_finds_nothing_on_a_zoomed_photo(browser, sample_url):
    driver = browser(1280, 800)
    open_issue(driver, sample_url)
    go(driver, photo_page(driver))
    keys(driver, "+", "+")
    assert state(driver)["zoom"] == 4
    settle(driver)
    assert axe_violations(driver) == []


def test_axe_finds_nothing_in_the_contents(browser, sample_url):
    driver = browser(1280, 800)
    open_issue(driver, sample_url)
    keys(driver, "o", Keys.ARROW_RIGHT)
    settle(driver)
    assert state(driver)["overlay"] is True
    assert axe_violations(driver) == []


def test_one_region_and_announcements(browser, sample_url):
    driver = browser(1280, 800)
    open_issue(driver, sample_url)
    data = issue_data(driver)
    titles = [a["title"] for a in data["articles"]]
    pages = navigation(driver)["articles"]
    assert regions(driver) == [f"{titles[0]}, page 1 of {pages[0]['pages']}"]
    keys(driver, Keys.ARROW_RIGHT)
    settle(driver)
    # With a cover (the issue opens on it) the articles are numbered from the one after it.
    first = 1 if data.get("cover") else 0
    assert live_text(driver) == f"Article {2 - first} of {len(titles) - first}: {titles[1]}, page 1 of {pages[1]['pages']}"
    assert regions(driver) == [f"{titles[1]}, page 1 of {pages[1]['pages']}"]
    keys(driver, Keys.ARROW_DOWN)
    assert live_text(driver) == f"{titles[1]}, page 2 of {pages[1]['pages']}"
    # The peek past the end of the column.
    keys(driver, Keys.ARROW_LEFT)
    go(driver, [1, pages[1]["pages"] - 1])
    keys(driver, Keys.ARROW_DOWN)
    assert state(driver)["peek"] == "next"
    assert live_text(driver) == f"Next article: {titles[2]}"
    # Zoom.
    zoomable = next(i for i, a in enumerate(pages) if a["zoomable"])
    go(driver, [zoomable, pages[zoomable]["zoomable"][0]])
    keys(driver, "+")
    assert live_text(driver) == "Photo zoomed to 2×"
    keys(driver, "0")
    assert live_text(driver) == "Zoom back to 1×"
    # The live region is polite and outside the pages.
    assert driver.execute_script("return document.getElementById('live').getAttribute('aria-live')") == "polite"
