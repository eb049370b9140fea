"""The issue's cover in the carousel (issue 31), for the sample (Content/) and Examples/StateParks:
the strip's first page, the page the carousel opens on; laid out by the paginator as one page in
every geometry (masthead, subtitle, number and date, cover lines, photo) and drawn as it measured it.

- At the eight responsive viewports of test_geometries.py the cover is the current page, its
  masthead is the issue's title, its photo is drawn at the paginator's height, every word and block
  lies inside the page's text box and the page inside the window, and its lines start where the
  paginator's do (lines_on_screen.compare_lines).
- A cover line leads to its article through the navigation rules, not a page load: a real click
  (WebDriver), Enter on the focused line, a tap (CDP touch); Back returns to the cover.
- The contents overlay lists the cover first (its card "Cover", with the cover photo's thumbnail);
  `start: last` opens on the last article and `wrap: true` leads from it to the cover and back; in a
  right-to-left issue the first article waits to the cover's left.
- Without script the contents frame lists the cover first, and its own page shows the masthead,
  the photo and the lines (as links that open the carousel at each article).
- The cover's navigation scenarios (Tests/FolioConformanceTests/Scenarios/Cover) pass in the
  carousel (`folio-conformance conformance ... --sink html`) in the laptop geometry, whose cover
  has its photo in the second column (each scenario is a fresh browser: all five geometries would
  take four times as long; they pass there too, and test_keyboard.py plays the shared scenarios at all five).

One browser for the module, its viewport set with CDP (conftest.make_browser); each bundle built
once."""
import html
import pathlib
import re
import subprocess
import urllib.parse

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from conftest import (ROOT, build_bundle, sample_bundle_with, contents_page, folio_conformance_executable, geometry, issue_data, make_browser,
                      open_issue, settle, state, touch, wait_for, wait_for_page, wait_until)
from lines_on_screen import compare_lines, page_maps
from pages_on_screen import settle_on_page
from test_geometries import SIZES
from test_noscript import scriptless_browser  # noqa: F401 (a fixture)

# What the reader sees of the current page: whether it is the cover, its masthead, its lines (text,
# the article each names), its photo, what lies outside the page's text box, and whether the page
# lies inside the window.
COVER_PAGE = """
const page = document.querySelector('.page.current'), box = page.getBoundingClientRect();
const scale = box.width / page.offsetWidth, pad = parseFloat(getComputedStyle(page).paddingTop) * scale;
const inner = {left: box.left + pad - 1, right: box.right - pad + 1, top: box.top + pad - 1, bottom: box.bottom - pad + 1};
const inside = (r) => r.left >= inner.left && r.right <= inner.right && r.top >= inner.top && r.bottom <= inner.bottom;
const describe = (r) => `${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`;
const outside = [];
const walker = document.createTreeWalker(page, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  for (const m of node.data.matchAll(/\\S+/g)) {
    const range = document.createRange();
    range.setStart(node, m.index); range.setEnd(node, m.index + m[0].length);
    for (const r of range.getClientRects()) if (!inside(r)) outside.push(`the word "${m[0]}" at ${describe(r)}`);
  }
}
page.querySelectorAll('.col *').forEach((el) => {
  const r = el.getBoundingClientRect();
  if ((el.tagName === 'IMG' || getComputedStyle(el).display !== 'inline') && (r.width || r.height) && !inside(r))
    outside.push(`a ${el.tagName.toLowerCase()} at ${describe(r)}`);
});
const img = page.querySelector('img'), photo = img && img.getBoundingClientRect();
return {cover: page.classList.contains('cover'), label: page.getAttribute('aria-label'),
        masthead: (page.querySelector('header h1') || {}).textContent,
        lines: [...page.querySelectorAll('li a[href]')].map((a) => [a.textContent, a.dataset.article || null]),
        photo: img && {loaded: img.complete && img.naturalWidth > 0, height: photo.height / scale},
        outside, inner: describe(inner),
        inWindow: box.left >= -0.5 && box.top >= -0.5 && box.right <= innerWidth + 0.5 && box.bottom <= innerHeight + 0.5};
"""


def bundle_folder(url):
    return pathlib.Path(urllib.parse.unquote(urllib.parse.urlparse(url).path)).parent


@pytest.fixture(scope="module")
def driver():
    """One Chromium for the module; each test sets its viewport (`show`)."""
    browser = make_browser(390, 844)
    yield browser
    browser.quit()


@pytest.fixture(scope="module")
def parks_url(tmp_path_factory):
    base = tmp_path_factory.mktemp("parks")
    return build_bundle(ROOT / "Examples" / "StateParks", base / "out", base / "cache")


def show(driver, url, width, height):
    """Opens `url` (a fresh load: the carousel picks its geometry as it starts) in a width×height viewport."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    base, _, fragment = url.partition("#")
    # A new reader: no place kept from an earlier test (folio.js keeps it in localStorage).
    # (The page left keeps it as it goes: it is left first, then the place is cleared.)
    driver.get("about:blank")
    driver.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": "file://", "storageTypes": "local_storage"})
    open_issue(driver, f"{base}?{width}x{height}" + (f"#{fragment}" if fragment else ""))
    assert driver.execute_script("return [innerWidth, innerHeight]") == [width, height]


def cover_lines(bundle, data):
    """The cover's lines as its article file holds them: [(title, article id)], in order."""
    cover = (bundle / data["articles"][0]["file"]).read_text()
    content = cover.split("<article", 1)[1].split("</article>", 1)[0]
    return [(html.unescape(title), urllib.parse.unquote(article_id))
            for article_id, title in re.findall(r'<li><a href="index\.html#/([^"]+)"[^>]*>(.*?)</a></li>', content)]


@pytest.mark.parametrize("issue", ["sample", "parks"])
def test_the_cover_comes_first_and_fits_every_viewport(driver, sample_url, parks_url, artifacts, issue):
    url = sample_url if issue == "sample" else parks_url
    bundle = bundle_folder(url)
    data = issue_data(bundle)
    assert data.get("cover") is True and data["articles"][0]["title"] == data["title"], "the strip's first column is the cover"
    lines = cover_lines(bundle, data)
    titles = {a["id"]: a["title"] for a in data["articles"]}
    assert lines and all(titles[article_id] == title for title, article_id in lines), lines
    maps = page_maps(bundle, data["articles"][0]["file"])
    failures, report = [], []
    for width, height in SIZES:
        show(driver, url, width, height)
        where = f"{issue} at {width}×{height}"
        assert settle_on_page(driver) == [0, 0], f"{where}: the carousel does not open on the cover"
        shown = geometry(driver)
        assert shown["navigation"]["articles"][0]["pages"] == 1, f"{where}: the cover is one page"
        seen = driver.execute_script(COVER_PAGE)
        entry = maps[shown["name"]][0]
        assert seen["cover"] and seen["label"] == f"{data['title']}, page 1 of 1", f"{where}: {seen}"
        assert seen["masthead"] == data["title"], f"{where}: {seen['masthead']}"
        drawn = [(title, article_id) for title, article_id in seen["lines"]]
        if not drawn or drawn != lines[:len(drawn)]:
            failures.append(f"{where}: the lines drawn {drawn} are not the first of the cover's {lines}")
        if entry["photos"]:
            if not (seen["photo"] and seen["photo"]["loaded"]):
                failures.append(f"{where}: the cover photo is not drawn: {seen['photo']}")
            elif abs(seen["photo"]["height"] - entry["photos"][0]) > 1:
                failures.append(f"{where}: the photo is {seen['photo']['height']:.1f} px high, measured at {entry['photos'][0]:.1f}")
        failures += [f"{where}: {p} is outside the text box {seen['inner']}" for p in seen["outside"]]
        if not seen["inWindow"]:
            failures.append(f"{where}: the page is not inside the window")
        compared = compare_lines(driver, entry)
        failures += [f"{where}: {p}" for p in compared["problems"]]
        report.append(f"{where}: {shown['name']}, {len(drawn)} of {len(lines)} lines, photo "
                      f"{entry['photos'][0] if entry['photos'] else 'none'} px, {compared['lines']} lines of text as the paginator's")
        if (width, height) == (390, 844):
            driver.save_screenshot(str(artifacts / f"cover-{issue}-phone.png"))
    print("\n".join(report))
    (artifacts / f"cover-{issue}.txt").write_text("\n".join(report) + "\n")
    assert not failures, "\n".join(failures)


def cover_link(driver, article_id):
    return driver.find_element("css selector", f".page.current a[data-article='{article_id}']")


def test_each_cover_line_leads_to_its_article_and_back_returns(driver, sample_url):
    show(driver, sample_url, 390, 844)
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    data = issue_data(driver)
    ids = [a["id"] for a in data["articles"]]
    lines = [(a.text, a.get_attribute("data-article")) for a in driver.find_elements("css selector", ".page.current li a")]
    assert len(lines) == 3, lines
    driver.execute_script("window.notReloaded = true")
    for (title, article_id), way in zip(lines, ["click", "enter", "tap"]):
        link = cover_link(driver, article_id)
        assert link.get_attribute("href").endswith(f"#/{article_id}") and link.get_attribute("target") in (None, "")
        if way == "click":
            ActionChains(driver).click(link).perform()
        elif way == "enter":
            for _ in range(8):
                if driver.execute_script("return document.activeElement === arguments[0]", link):
                    break
                ActionChains(driver).send_keys(Keys.TAB).perform()
            assert driver.execute_script("return document.activeElement === arguments[0]", link), "Tab never reached the line"
            ActionChains(driver).send_keys(Keys.ENTER).perform()
        else:
            box = driver.execute_script("return arguments[0].getBoundingClientRect().toJSON()", link)
            touch(driver, "touchStart", [(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)])
            touch(driver, "touchEnd", [])
        target = [ids.index(article_id), 0]
        wait_for(lambda: state(driver)["at"] == target, message=lambda: f"a {way} on “{title}” did not lead to {target}: {state(driver)}")
        settle(driver)
        assert wait_for_page(driver)
        heading = driver.execute_script("return document.querySelector('.page.current header h1').textContent")
        assert heading == title and driver.execute_script("return window.notReloaded === true"), (way, heading)
        assert driver.execute_script("return location.hash").startswith(f"#/{article_id}/"), "the address follows"
        driver.back()
        wait_for(lambda: state(driver)["at"] == [0, 0], message=lambda: f"Back did not return to the cover: {state(driver)}")
        settle(driver)
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
    # From the first article, the previous article is the cover.
    ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
    settle(driver)
    assert state(driver)["at"] == [1, 0]
    ActionChains(driver).send_keys(Keys.ARROW_LEFT).perform()
    settle(driver)
    assert state(driver)["at"] == [0, 0] and driver.execute_script("return document.getElementById('live').textContent") == \
        f"Cover: {data['title']}, page 1 of 1"


def cards(driver):
    return driver.execute_script("""return [...document.querySelectorAll('#contents .card')].map((c) =>
        [c.querySelector('.number').textContent, c.querySelector('.name').textContent, c.classList.contains('cover'),
         (c.querySelector('img') || {src: null}).src, c.getBoundingClientRect().left])""")


def keys(driver, *pressed):
    for key in pressed:
        ActionChains(driver).send_keys(key).perform()
        settle(driver)


def press(driver, *keys):
    """Presses each key (a key, or a tuple held together) with WebDriver actions, then lets the carousel settle."""
    for key in keys:
        chord = ActionChains(driver)
        for k in key if isinstance(key, tuple) else (key,):
            chord.key_down(k)
        for k in reversed(key if isinstance(key, tuple) else (key,)):
            chord.key_up(k)
        chord.perform()
    settle(driver)


FOCUSED_LINE = """const a = document.activeElement;
return a && a.closest('.page.current.cover li') ? a.dataset.article : null;"""


def test_the_covers_keys_follow_the_rules(driver, sample_url):
    """The cover's keys are the rules engine's (Navigator+Cover.swift, ported in folio-rules.js): ↓ with no
    line highlighted is the column's pull (as a swipe, the wheel, Space and PageDown are); Tab highlights
    the next cover line and then ↓ does too, Shift-Tab and ↑ the previous one, Enter and a digit open a
    line's article; the highlighted line has the focus, and Tab past the last line leaves the focus to the
    browser."""
    show(driver, sample_url, 1280, 800)
    data = issue_data(driver)
    ids = [a["id"] for a in data["articles"]]
    lines = [a.get_attribute("data-article") for a in driver.find_elements("css selector", ".page.current li a[data-article]")]
    assert len(lines) == 3, lines
    article = [ids.index(i) for i in lines]
    highlight = lambda: state(driver)["highlight"]
    assert highlight() is None
    # ↓ with no line highlighted is the column's pull: the first article's title shows, no line is highlighted.
    press(driver, Keys.ARROW_DOWN)
    s = state(driver)
    assert s["at"] == [0, 0] and s["highlight"] is None and s["peek"] == "next", s
    assert driver.execute_script(FOCUSED_LINE) is None
    press(driver, Keys.TAB)
    assert highlight() == article[0] and driver.execute_script(FOCUSED_LINE) == lines[0]
    press(driver, Keys.ARROW_DOWN, Keys.ARROW_DOWN)
    assert highlight() == article[2] and driver.execute_script(FOCUSED_LINE) == lines[2]
    assert state(driver)["at"] == [0, 0] and state(driver)["peek"] is None
    # ↓ on the last line is the column's pull too, the line kept.
    press(driver, Keys.ARROW_DOWN)
    s = state(driver)
    assert s["at"] == [0, 0] and s["highlight"] == article[2] and s["peek"] == "next", s
    press(driver, Keys.ARROW_UP)
    assert highlight() == article[1] and driver.execute_script(FOCUSED_LINE) == lines[1]
    # Enter on the highlighted line opens its article.
    press(driver, Keys.ENTER)
    assert state(driver)["at"] == [article[1], 0] and highlight() is None
    press(driver, *[Keys.ARROW_LEFT] * article[1])
    wait_for(lambda: state(driver)["at"] == [0, 0], message=lambda: f"Left did not return to the cover: {state(driver)}")
    press(driver, (Keys.SHIFT, Keys.TAB))
    assert highlight() == article[2] and driver.execute_script(FOCUSED_LINE) == lines[2], "Shift-Tab from none: the last line"
    press(driver, Keys.ARROW_UP)
    assert highlight() == article[1] and driver.execute_script(FOCUSED_LINE) == lines[1]
    press(driver, Keys.ESCAPE)
    assert highlight() is None and driver.execute_script(FOCUSED_LINE) is None, "Escape clears the highlight"
    press(driver, (Keys.SHIFT, Keys.TAB))
    assert highlight() == article[2] and driver.execute_script(FOCUSED_LINE) == lines[2]
    press(driver, Keys.TAB)
    assert highlight() is None and driver.execute_script(FOCUSED_LINE) is None, "Tab past the last line leaves the lines"
    # A digit opens its line's article.
    press(driver, "3")
    assert state(driver)["at"] == [article[2], 0], state(driver)
    # Off the cover Tab is the browser's: no highlight.
    press(driver, Keys.TAB)
    assert highlight() is None


def test_space_page_down_and_the_wheel_pull_from_the_cover_at_once(driver, sample_url):
    """Space, PageDown and the mouse wheel press `down`, which on the cover with no line highlighted is
    the column's pull: the first article's title shows at once, not the first cover line's highlight
    (a reader used to step through every cover line before the pull)."""
    for pull in (" ", Keys.PAGE_DOWN, "wheel"):
        show(driver, sample_url, 1280, 800)
        assert state(driver)["at"] == [0, 0] and state(driver)["highlight"] is None
        if pull == "wheel":
            driver.execute_cdp_cmd("Input.dispatchMouseEvent",
                                   {"type": "mouseWheel", "x": 640, "y": 400, "deltaX": 0, "deltaY": 120})
            settle(driver)
        else:
            press(driver, pull)
        s = state(driver)
        assert s["at"] == [0, 0] and s["highlight"] is None and s["peek"] == "next", (repr(pull), s)
        assert driver.execute_script(FOCUSED_LINE) is None


def test_the_contents_list_the_cover_first(driver, sample_url):
    show(driver, sample_url, 1280, 800)
    data = issue_data(driver)
    keys(driver, "o")
    assert state(driver)["overlay"] is True and state(driver)["highlight"] == 0
    shown = cards(driver)
    assert [c[:3] for c in shown[:2]] == [["Cover", data["title"], True], ["1.", data["articles"][1]["title"], False]]
    assert [c[0] for c in shown[1:]] == [f"{n}." for n in range(1, len(data["articles"]))]
    thumb = contents_page(driver)[0]["thumb"]
    assert thumb, "contents.html gives the cover the cover photo's thumbnail"
    wait_until(driver, "document.querySelector('#contents .card.cover img')", message="the cover's card never got its thumbnail")
    assert cards(driver)[0][3].endswith("/" + thumb)
    keys(driver, Keys.ARROW_RIGHT, Keys.ENTER)
    assert state(driver)["at"] == [1, 0] and not state(driver)["overlay"]
    keys(driver, "o", Keys.ARROW_LEFT)
    assert state(driver)["highlight"] == 0 and driver.execute_script(
        "return document.querySelector('#contents .card[aria-current]').classList.contains('cover')")
    keys(driver, Keys.ENTER)
    assert state(driver)["at"] == [0, 0] and not state(driver)["overlay"]


@pytest.fixture(scope="module")
def last_and_wrap_url(tmp_path_factory):
    """The sample with `start: last` and `wrap: true`."""
    return sample_bundle_with(tmp_path_factory, "last-and-wrap", ("start: first", "start: last"), ("wrap: false", "wrap: true"))


def shown_page(driver):
    """The page drawn at the centre of the window, as [article, page]."""
    at = driver.execute_script("""const el = document.elementsFromPoint(innerWidth / 2, innerHeight / 2).find((e) => e.matches('.page'));
        return el ? el.dataset.at : null""")
    return [int(n) for n in at.split("/")] if at else None


def test_start_last_opens_on_the_last_article_and_wrap_leads_to_the_cover(driver, last_and_wrap_url):
    show(driver, last_and_wrap_url, 1280, 800)
    last = len(issue_data(driver)["articles"]) - 1
    assert state(driver)["at"] == [last, 0], "start: last opens on the last article, not the cover"
    keys(driver, Keys.ARROW_RIGHT)
    assert state(driver)["at"] == [0, 0] and shown_page(driver) == [0, 0], "wrap: the last article's next is the cover"
    assert driver.execute_script("return document.querySelector('.page.current').classList.contains('cover')")
    keys(driver, Keys.ARROW_LEFT)
    assert state(driver)["at"] == [last, 0] and shown_page(driver) == [last, 0], "and the cover's previous the last article"


@pytest.fixture(scope="module")
def arabic_url(tmp_path_factory):
    """Examples/RightToLeft, the Arabic example issue, built."""
    base = tmp_path_factory.mktemp("cover-right-to-left")
    return build_bundle(ROOT / "Examples" / "RightToLeft", base / "out", base / "cache")


def test_in_a_right_to_left_issue_the_first_article_waits_left_of_the_cover(driver, arabic_url):
    show(driver, arabic_url, 1280, 800)
    assert state(driver)["at"] == [0, 0]
    boxes = driver.execute_script("""return ['0/0', '1/0'].map((at) => {
        const el = document.querySelector(`.page[data-at="${at}"]`); return el && el.getBoundingClientRect().toJSON(); })""")
    assert boxes[1] and boxes[1]["right"] <= boxes[0]["left"], f"the first article waits to the left: {boxes}"
    assert driver.execute_script("return document.querySelector('.page.current').classList.contains('cover')")
    keys(driver, Keys.ARROW_RIGHT)
    assert state(driver)["at"] == [0, 0], "nothing is before the cover"
    keys(driver, Keys.ARROW_LEFT)
    assert state(driver)["at"] == [1, 0] and shown_page(driver) == [1, 0]
    keys(driver, Keys.ARROW_RIGHT, "o")
    shown = cards(driver)
    assert shown[0][2] and shown[1][4] < shown[0][4], "the contents run right to left, the cover's card first, on the right"


def test_without_script_the_contents_and_the_covers_page_show_the_cover(scriptless_browser, sample_url, artifacts):
    bundle = bundle_folder(sample_url)
    data = issue_data(bundle)
    driver = scriptless_browser(390, 844)
    driver.get(sample_url)
    driver.switch_to.frame(wait_for(lambda: driver.find_elements("id", "static-frame"))[0])
    wait_for(lambda: driver.find_elements("css selector", "#static > ol > li"), message="contents.html did not show")
    entry = driver.execute_script("""const li = document.querySelector('#static > ol > li'), img = li.querySelector('img');
        if (img) img.scrollIntoView();
        return {cover: li.classList.contains('cover'), title: li.querySelector('a').textContent,
                href: li.querySelector('a').getAttribute('href'), summary: (li.querySelector('p') || {}).textContent,
                count: li.querySelector('.count').textContent}""")
    assert entry == {"cover": True, "title": data["title"], "href": data["articles"][0]["file"], "summary": data["subtitle"],
                     "count": "(1 page)"}, entry
    wait_until(driver, "(() => { const i = document.querySelector('#static > ol > li.cover img'); return i && i.complete && i.naturalWidth > 0; })()",
               message="the cover's photo did not show in the contents")
    driver.switch_to.default_content()
    driver.save_screenshot(str(artifacts / "cover-no-script-contents.png"))
    # The cover's own page: the masthead, the photo and the lines, each a link that opens the carousel at its article.
    driver.get((bundle / data["articles"][0]["file"]).as_uri())
    page = driver.execute_script("""const img = document.querySelector('article img');
        if (img) img.scrollIntoView();
        return [document.title, document.querySelector('article h1').textContent,
                [...document.querySelectorAll('article li a')].map((a) => [a.textContent, a.getAttribute('href')])]""")
    lines = cover_lines(bundle, data)
    assert page[:2] == [data["title"], data["title"]] and page[2] == [[t, f"index.html#/{i}"] for t, i in lines], page
    wait_until(driver, "(() => { const i = document.querySelector('article img'); return i && i.complete && i.naturalWidth > 0; })()",
               message="the cover's page shows no photo")
    driver.save_screenshot(str(artifacts / "cover-no-script-page.png"))


def test_the_cover_scenarios_pass_in_the_carousel():
    scenarios = sorted((ROOT / "Tests" / "FolioConformanceTests" / "Scenarios" / "Cover").glob("*.json"))
    assert len(scenarios) >= 8
    run = subprocess.run([str(folio_conformance_executable()), "conformance", *map(str, scenarios), "--sink", "html",
                          "--geometry", "laptop"], capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    assert f"{len(scenarios)} passed, 0 failed" in run.stdout, run.stdout[-2000:]
