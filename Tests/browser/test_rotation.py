"""Turning a phone keeps the reader's place: at 390×844 with touch emulation (a mobile viewport,
CDP Emulation.setDeviceMetricsOverride with the screen's orientation, and
Emulation.setTouchEmulationEnabled), on the first page, a page in the middle of an article, a page
that begins inside a paragraph cut by the page before, and a gallery photo zoomed in with a double
tap, the phone turns to 844×390 and back. After each turn the carousel shows the other geometry,
the first words that were on screen before are on screen after (found in the current page's text
and drawn inside the window), the article is the same and the zoom is back to 1; after turning
back the reader is on the page they started from, its first words on screen. (A switch keeps the
place where the page the reader last turned to starts, and turning the phone is not turning a
page: so turning back brings the page the reader started from, not the page that holds the
landscape page's first words, which is the one before it when the landscape page begins
earlier.) Screenshots of each step go to test-artifacts/ (rotation-*.png)."""

import pytest

from conftest import WAIT_SECONDS, contents_page, double_tap, geometry, open_issue, settle, state, wait_until
from pages_on_screen import article_ids, first_words, open_page, settle_on_page, words_on_screen

PORTRAIT, LANDSCAPE = (390, 844), (844, 390)


def turn(driver, size):
    """Turns the emulated phone to `size` (a portrait or landscape screen of that many CSS px)."""
    width, height = size
    portrait = height > width
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": True,
        "screenWidth": width, "screenHeight": height,
        "screenOrientation": {"type": "portraitPrimary" if portrait else "landscapePrimary", "angle": 0 if portrait else 90}})


def phone(browser):
    driver = browser(*PORTRAIT)
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    turn(driver, PORTRAIT)
    return driver


def wait_for_geometry(driver, name, timeout=WAIT_SECONDS):
    try:
        wait_until(driver, f"document.documentElement.dataset.geometry === {name!r}", timeout)
    except pytest.fail.Exception:
        return f"the carousel still shows {driver.execute_script('return document.documentElement.dataset.geometry')} pages"
    return settle_on_page(driver)


def pages_to_turn_on(driver):
    """(name, article id, page from 1) for the four kinds of page, found in the portrait pages of
    the sample issue: the first page; the middle page of the longest text article; the first page
    that begins inside a paragraph the page before cut (its first element is a paragraph with the
    class `continued`, which the carousel gives every element a cut starts inside); the second
    photo of a gallery."""
    ids, shown = article_ids(driver), geometry(driver)
    articles = shown["navigation"]["articles"]
    sources = [entry["source"] for entry in contents_page(driver)]
    assert len(sources) == len(ids) and all(sources), sources
    galleries = [i for i, source in enumerate(sources) if source.endswith(".plist")]
    texts = [i for i in range(len(articles)) if i not in galleries]
    longest = max(texts, key=lambda i: articles[i]["pages"])
    chosen = [("first", ids[0], 1), ("mid-article", ids[longest], articles[longest]["pages"] // 2 + 1)]
    split = None
    for a in texts:
        for page in range(2, articles[a]["pages"] + 1):
            assert isinstance(open_page(driver, ids[a], page), list)
            if driver.execute_script("const first = document.querySelector('.page.current .col > *');"
                                     "return !!first && first.matches('p.continued')"):
                split = ("after-a-split-paragraph", ids[a], page)
                break
        if split:
            break
    assert split, "no page of the sample issue begins inside a paragraph"
    gallery = galleries[0]
    return chosen + [split, ("gallery", ids[gallery], articles[gallery]["zoomable"][1] + 1)]


def test_turning_a_phone_keeps_the_readers_place(browser, sample_url, artifacts):
    driver = phone(browser)
    open_issue(driver, sample_url)
    assert driver.execute_script("return [innerWidth, innerHeight, navigator.maxTouchPoints]") == [390, 844, 5]
    assert geometry(driver)["name"] == "phone"
    failures = []
    for kind, article_id, page in pages_to_turn_on(driver):
        turn(driver, PORTRAIT)
        assert wait_for_geometry(driver, "phone") is not None
        start = open_page(driver, article_id, page)
        assert isinstance(start, list), f"{kind}: {start}"
        before = first_words(driver)
        assert len(before) == 4 and all(w["onScreen"] for w in before), f"{kind}: the first words are not on screen: {before}"
        words = [w["word"] for w in before]
        if kind == "gallery":
            photo = driver.execute_script(
                "const r = document.querySelector('.page.current img').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]")
            double_tap(driver, photo)
            settle(driver)
            assert state(driver)["zoom"] == 2, f"{kind}: a double tap did not zoom the photo in"
        driver.save_screenshot(str(artifacts / f"rotation-{kind}-1-portrait.png"))

        turn(driver, LANDSCAPE)
        turned = wait_for_geometry(driver, "phone-landscape")
        driver.save_screenshot(str(artifacts / f"rotation-{kind}-2-landscape.png"))
        after = state(driver)
        where = f"{kind} ({article_id} page {page}) turned to 844×390"
        if not isinstance(turned, list):
            failures.append(f"{where}: {turned}")
            continue
        failures += [f"{where}: {p}" for p in words_on_screen(driver, words)]
        if after["at"][0] != start[0]:
            failures.append(f"{where}: the article changed from {start[0]} to {after['at'][0]}")
        if after["zoom"] != 1:
            failures.append(f"{where}: the zoom is {after['zoom']}, not 1")

        turn(driver, PORTRAIT)
        back = wait_for_geometry(driver, "phone")
        driver.save_screenshot(str(artifacts / f"rotation-{kind}-3-portrait-again.png"))
        where = f"{kind} ({article_id} page {page}) turned back to 390×844"
        if not isinstance(back, list):
            failures.append(f"{where}: {back}")
            continue
        failures += [f"{where}: {p}" for p in words_on_screen(driver, words)]
        if state(driver)["at"] != start:
            failures.append(f"{where}: the reader is on page {state(driver)['at']}, not back on {start}")
        if state(driver)["zoom"] != 1:
            failures.append(f"{where}: the zoom is {state(driver)['zoom']}, not 1")
    assert not failures, "\n".join(failures)
