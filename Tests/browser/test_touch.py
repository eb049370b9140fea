"""Touch and wheel gestures that feel like a magazine app, driven with real input events (CDP
Input.dispatchTouchEvent and Input.dispatchMouseEvent) at 390×844 and, for the wheel, 1280×800.
Every assertion is on what the reader sees (where the page is drawn, the pull's box, the photo
under the fingers) or on the state the rules reached; screenshots mid-drag, mid-pull (before and
after the threshold) and mid-zoom go to test-artifacts/ (touch-*.png)."""

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from conftest import sample_bundle_with, double_tap, first_article, issue_data, navigation, open_first_article, open_issue, settle, stamp, state, touch
from test_screenshots import go, photo_page

PULL_THRESHOLD = 70  # folio-pull.js: screen px the page moves past its edge (after the rubber band)


def drag_to(driver, start, end, steps=10, every_ms=16):
    """Moves one finger that is down at `start` to `end` in `steps` moves, `every_ms` apart."""
    for i in range(1, steps + 1):
        touch(driver, "touchMove", [(start[0] + (end[0] - start[0]) * i / steps, start[1] + (end[1] - start[1]) * i / steps)], every_ms)


def page_box(driver, at=None):
    """The on-screen box of the current page (or of page `at`)."""
    return driver.execute_script("""
        const at = arguments[0] || window.folio.state().at;
        const r = document.querySelector(`.page[data-at="${at[0]}/${at[1]}"]`).getBoundingClientRect();
        return {x: r.left, y: r.top, width: r.width, height: r.height};""", at)


def photo_box(driver):
    return driver.execute_script("""
        const r = document.querySelector('.page.current img').getBoundingClientRect();
        return {x: r.left, y: r.top, width: r.width, height: r.height};""")


def pull_box(driver):
    return driver.execute_script("""
        const box = document.getElementById('pull');
        if (box.hidden) return null;
        const arrow = getComputedStyle(box.querySelector('.arrow')).transform;
        return {classes: box.className, hint: box.querySelector('.hint').textContent,
                title: box.querySelector('.title').textContent, arrow, opacity: Number(getComputedStyle(box).opacity),
                top: box.getBoundingClientRect().top, bottom: box.getBoundingClientRect().bottom, height: innerHeight};""")


def live_text(driver):
    return driver.execute_script("return document.getElementById('live').textContent")


def titles(driver):
    return [a["title"] for a in navigation(driver)["articles"]]


def page_counts(driver):
    return [a["pages"] for a in navigation(driver)["articles"]]


def rubber(d, size):
    """UIScrollView's rubber band, as folio-gesture.js draws it."""
    return (1 - 1 / (abs(d) * 0.55 / size + 1)) * size


@pytest.fixture(scope="module")
def advance_url(tmp_path_factory):
    """The sample issue with `edge-pull: advance`."""
    return sample_bundle_with(tmp_path_factory, "advance", ("edge-pull: peek", "edge-pull: advance"))


# ---- 1. Pages follow the finger; a locked direction resists ----

def test_the_page_follows_the_finger_on_the_open_axis_and_resists_on_a_locked_one(browser, sample_url, artifacts):
    driver = browser(390, 844)
    open_issue(driver, sample_url)  # on the issue's first page: its cover
    rest = page_box(driver)

    # Left is open (article 1 is to the right): the page is under the finger, 1:1, and never moves up or down.
    touch(driver, "touchStart", [(300, 400)])
    drag_to(driver, (300, 400), (180, 430))
    mid = page_box(driver)
    assert abs((mid["x"] - rest["x"]) - (-120)) <= 1, (rest, mid)
    assert mid["y"] == pytest.approx(rest["y"], abs=0.5), "a horizontal drag never moves the page vertically"
    driver.save_screenshot(str(artifacts / "touch-drag.png"))
    # The next article's first page comes in with it.
    neighbour = page_box(driver, [1, 0])
    assert neighbour["x"] < 390, "the next article's page is in view during the drag"
    drag_to(driver, (180, 430), (300, 400), steps=6, every_ms=30)
    touch(driver, "touchEnd", [], 150)
    settle(driver)
    assert state(driver)["at"] == [0, 0], "a drag that comes back moves nothing"

    # Right is locked on the issue's first page: the page resists (rubber band) and bounces back.
    touch(driver, "touchStart", [(100, 400)])
    drag_to(driver, (100, 400), (220, 400))
    damped = page_box(driver)["x"] - rest["x"]
    assert damped == pytest.approx(rubber(120, 390), abs=1.5), damped
    assert 10 < damped < 120 * 0.6, "a locked direction moves less than the finger"
    touch(driver, "touchEnd", [])
    settle(driver)
    assert state(driver)["at"] == [0, 0]
    assert page_box(driver)["x"] == pytest.approx(rest["x"], abs=0.5), "the page bounced back"

    # Page 2 of an article (horizontal: first-page): sideways is locked, down follows 1:1.
    first = first_article(driver)
    go(driver, [first, 1])
    rest = page_box(driver)
    touch(driver, "touchStart", [(300, 400)])
    drag_to(driver, (300, 400), (180, 400))
    assert page_box(driver)["x"] - rest["x"] == pytest.approx(-rubber(120, 390), abs=1.5)
    touch(driver, "touchEnd", [])
    settle(driver)
    assert state(driver)["at"] == [first, 1], "a locked direction never moves, however far the finger went"
    touch(driver, "touchStart", [(200, 300)])
    drag_to(driver, (200, 300), (200, 400))
    assert page_box(driver)["y"] - rest["y"] == pytest.approx(100, abs=1)
    assert page_box(driver)["x"] == pytest.approx(rest["x"], abs=0.5)
    touch(driver, "touchEnd", [])


def test_a_release_settles_with_an_animation_unless_the_reader_asks_for_reduced_motion(browser, sample_url):
    for reduce in (False, True):
        driver = browser(390, 844)
        if reduce:
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
        first = open_first_article(driver, sample_url, by_link=True)
        touch(driver, "touchStart", [(200, 600)])
        drag_to(driver, (200, 600), (200, 350))
        dragged = page_box(driver, [first, 1])["y"]
        # Which transitions the strip ran, recorded by the page itself: no time window to hit.
        driver.execute_script("""window.stripTransitions = [];
            document.getElementById('strip').addEventListener('transitionend',
                (e) => window.stripTransitions.push([e.propertyName, e.elapsedTime]));""")
        touch(driver, "touchEnd", [])
        at_once = page_box(driver, [first, 1])["y"]
        settle(driver)
        final = page_box(driver, [first, 1])["y"]
        ran = driver.execute_script("return window.stripTransitions")
        assert state(driver)["at"] == [first, 1]
        assert final != pytest.approx(dragged, abs=2), (dragged, final)
        if reduce:
            assert at_once == pytest.approx(final, abs=0.5), "with reduced motion the page is in place at once"
            assert ran == [], f"with reduced motion nothing is animated: {ran}"
        else:
            assert ["transform", pytest.approx(0.3, abs=0.01)] in ran, f"the release settles with the 300 ms animation: {ran}"


# ---- 3. Velocity ----

def test_a_short_fast_flick_moves_one_page(browser, sample_url):
    driver = browser(390, 844)
    first = open_first_article(driver, sample_url)
    # 35 px in 30 ms, up: the next page.
    touch(driver, "touchStart", [(200, 500)])
    touch(driver, "touchMove", [(200, 482)], 15)
    touch(driver, "touchMove", [(200, 465)], 15)
    touch(driver, "touchEnd", [], 1)
    settle(driver)
    assert state(driver)["at"] == [first, 1]
    # 35 px in 30 ms, down: back.
    touch(driver, "touchStart", [(200, 400)])
    touch(driver, "touchMove", [(200, 418)], 15)
    touch(driver, "touchMove", [(200, 435)], 15)
    touch(driver, "touchEnd", [], 1)
    settle(driver)
    assert state(driver)["at"] == [first, 0]
    # Sideways, on the first page: the next article.
    touch(driver, "touchStart", [(250, 400)])
    touch(driver, "touchMove", [(232, 400)], 15)
    touch(driver, "touchMove", [(215, 400)], 15)
    touch(driver, "touchEnd", [], 1)
    settle(driver)
    assert state(driver)["at"] == [first + 1, 0]


def test_a_slow_drag_moves_only_past_half_a_page(browser, sample_url):
    driver = browser(390, 844)
    first = open_first_article(driver, sample_url)
    half = page_box(driver)["height"] / 2
    # Up 400 px slowly, then back to 150 px (under half a page), and let go: nothing moves.
    touch(driver, "touchStart", [(200, 700)])
    drag_to(driver, (200, 700), (200, 300), steps=20, every_ms=30)
    drag_to(driver, (200, 300), (200, 550), steps=10, every_ms=30)
    touch(driver, "touchEnd", [], 150)
    settle(driver)
    assert 150 < half, half
    assert state(driver)["at"] == [first, 0], "a slow drag that ends under half a page snaps back"
    # A slow drag that ends past half a page turns it. It starts on the page, near its foot (the
    # gap under the page holds the controls: folio-controls.js).
    box = page_box(driver)
    start = int(box["y"] + box["height"] - 20)
    touch(driver, "touchStart", [(200, start)])
    drag_to(driver, (200, start), (200, start - half - 40), steps=20, every_ms=30)
    touch(driver, "touchEnd", [], 150)
    settle(driver)
    assert state(driver)["at"] == [first, 1]


# ---- 2. The Reeder pull ----

def last_page_of_first_article(driver):
    first = first_article(driver)
    last = [first, page_counts(driver)[first] - 1]
    go(driver, last)
    return last


def test_the_pull_brings_the_next_title_in_turns_its_arrow_and_peeks(browser, sample_url, artifacts):
    driver = browser(390, 844)
    open_issue(driver, sample_url)
    last = last_page_of_first_article(driver)
    names = titles(driver)[last[0]:]
    rest = page_box(driver)

    touch(driver, "touchStart", [(195, 700)])
    drag_to(driver, (195, 700), (195, 600), steps=8)
    settle(driver)
    before = pull_box(driver)
    moved = rest["y"] - page_box(driver)["y"]
    assert moved == pytest.approx(rubber(100, 844), abs=1.5) and moved < PULL_THRESHOLD, moved
    assert before is not None and before["title"] == names[1], before
    assert "armed" not in before["classes"] and before["hint"] == "Pull for the next article", before
    assert before["arrow"] in ("none", "matrix(1, 0, 0, 1, 0, 0)"), before
    assert 0 < before["opacity"] <= 1 and before["top"] < before["height"] - 20, "the title is coming into view: " + str(before)
    driver.save_screenshot(str(artifacts / "touch-pull-before-threshold.png"))

    drag_to(driver, (195, 600), (195, 380), steps=8)
    settle(driver)
    after = pull_box(driver)
    assert rest["y"] - page_box(driver)["y"] >= PULL_THRESHOLD
    assert "armed" in after["classes"] and after["hint"] == "Release to see the next article", after
    assert after["arrow"].startswith("matrix(-1, "), "past the threshold the arrow has turned round: " + after["arrow"]
    assert after["opacity"] == 1 and after["top"] < before["top"] and after["bottom"] <= after["height"], "it came in with the pull"
    assert live_text(driver) == f"Release to see the next article: {names[1]}"
    driver.save_screenshot(str(artifacts / "touch-pull-past-threshold.png"))

    touch(driver, "touchEnd", [])
    settle(driver)
    s = state(driver)
    assert s["at"] == last and s["peek"] == "next", "edge-pull: peek shows the title and stays"
    assert driver.find_element("id", "peek").text == f"Next: {names[1]}"
    assert page_box(driver)["y"] == pytest.approx(rest["y"], abs=0.5), "the page bounced back"
    assert pull_box(driver) is None
    assert live_text(driver) == f"Next article: {names[1]}"


def test_a_pull_released_short_of_the_threshold_bounces_back(browser, sample_url):
    driver = browser(390, 844)
    open_issue(driver, sample_url)
    last = last_page_of_first_article(driver)
    rest = page_box(driver)
    touch(driver, "touchStart", [(195, 700)])
    drag_to(driver, (195, 700), (195, 600), steps=6, every_ms=30)
    settle(driver)
    assert pull_box(driver) is not None
    touch(driver, "touchEnd", [])
    settle(driver)
    s = state(driver)
    assert s["at"] == last and s["peek"] is None
    assert page_box(driver)["y"] == pytest.approx(rest["y"], abs=0.5)
    assert pull_box(driver) is None


def test_with_advance_the_pull_goes_there_both_ways(browser, advance_url):
    driver = browser(390, 844)
    open_issue(driver, advance_url)
    last = last_page_of_first_article(driver)
    names = titles(driver)[last[0]:]
    touch(driver, "touchStart", [(195, 700)])
    drag_to(driver, (195, 700), (195, 380), steps=10)
    settle(driver)
    armed = pull_box(driver)
    assert "armed" in armed["classes"] and armed["hint"] == "Release to open the next article" and armed["title"] == names[1]
    touch(driver, "touchEnd", [])
    settle(driver)
    assert state(driver)["at"] == [last[0] + 1, 0]
    assert state(driver)["peek"] is None

    # The first page pulling down: the previous article's title, from above.
    touch(driver, "touchStart", [(195, 150)])
    drag_to(driver, (195, 150), (195, 250), steps=6)
    settle(driver)
    short = pull_box(driver)
    assert "previous" in short["classes"] and "armed" not in short["classes"] and short["title"] == names[0], short
    assert short["hint"] == "Pull for the previous article"
    drag_to(driver, (195, 250), (195, 480), steps=6)
    settle(driver)
    assert "armed" in pull_box(driver)["classes"]
    touch(driver, "touchEnd", [])
    settle(driver)
    assert state(driver)["at"] == [last[0], 0]


def test_with_advance_a_short_pull_stays(browser, advance_url):
    driver = browser(390, 844)
    open_issue(driver, advance_url)
    last = last_page_of_first_article(driver)
    touch(driver, "touchStart", [(195, 700)])
    drag_to(driver, (195, 700), (195, 620), steps=6, every_ms=30)
    touch(driver, "touchEnd", [], 150)
    settle(driver)
    assert state(driver)["at"] == last and state(driver)["peek"] is None


def test_with_advance_the_wheel_and_keys_pull_twice(browser, advance_url):
    driver = browser(1280, 800)
    open_issue(driver, advance_url)
    last = last_page_of_first_article(driver)
    wheel(driver, [100])
    settle(driver)
    assert state(driver)["at"] == last and state(driver)["peek"] == "next", "the first wheel notch past the end reveals"
    wheel(driver, [100])
    settle(driver)
    assert state(driver)["at"] == [last[0] + 1, 0], "a second notch goes there"
    go(driver, last)
    ActionChains(driver).send_keys(Keys.ARROW_DOWN).perform()
    assert state(driver)["peek"] == "next"
    ActionChains(driver).send_keys(Keys.ARROW_DOWN).perform()
    assert state(driver)["at"] == [last[0] + 1, 0]


# ---- 4. Zoom where the fingers are ----

def pinch(driver, centre, start_gap, end_gap, steps=8, lift=True):
    cx, cy = centre
    touch(driver, "touchStart", [(cx - start_gap / 2, cy), (cx + start_gap / 2, cy)])
    for i in range(1, steps + 1):
        gap = start_gap + (end_gap - start_gap) * i / steps
        touch(driver, "touchMove", [(cx - gap / 2, cy), (cx + gap / 2, cy)])
    if lift:
        touch(driver, "touchEnd", [])


def photo_point(box, fraction):
    return box["x"] + fraction[0] * box["width"], box["y"] + fraction[1] * box["height"]


def test_pinch_zooms_toward_the_fingers(browser, sample_url, artifacts):
    driver = browser(390, 844)
    open_issue(driver, sample_url)
    go(driver, photo_page(driver))
    box = photo_box(driver)
    focus = (box["x"] + box["width"] * 0.3, box["y"] + box["height"] * 0.65)
    fraction = ((focus[0] - box["x"]) / box["width"], (focus[1] - box["y"]) / box["height"])

    pinch(driver, focus, 60, 180, lift=False)
    settle(driver)
    mid = photo_box(driver)
    assert mid["width"] == pytest.approx(box["width"] * 3, rel=0.02), "mid-pinch the photo follows the fingers (3×)"
    x, y = photo_point(mid, fraction)
    assert abs(x - focus[0]) <= 3 and abs(y - focus[1]) <= 3, ((x, y), focus)
    assert state(driver)["zoom"] == 4 and state(driver)["moves"] == [], "the rules' zoom is the step nearest the fingers"
    driver.save_screenshot(str(artifacts / "touch-zoom.png"))
    touch(driver, "touchEnd", [])
    settle(driver)
    after = photo_box(driver)
    assert after["width"] == pytest.approx(box["width"] * 4, rel=0.02), "on release it settles at the rules' zoom"
    x, y = photo_point(after, fraction)
    assert abs(x - focus[0]) <= 3 and abs(y - focus[1]) <= 3, "the same point stays under the fingers"

    # However far the fingers spread, the zoom stops at max-zoom (10); pinching in goes back to 1.
    pinch(driver, (195, 420), 20, 380)
    settle(driver)
    assert state(driver)["zoom"] == 10
    assert photo_box(driver)["width"] == pytest.approx(box["width"] * 10, rel=0.02)
    pinch(driver, (195, 420), 380, 20)
    settle(driver)
    assert state(driver)["zoom"] == 1 and state(driver)["moves"]
    assert photo_box(driver)["width"] == pytest.approx(box["width"], abs=1)


def test_double_tap_zooms_in_on_the_tapped_point_and_out_again(browser, sample_url):
    driver = browser(390, 844)
    open_issue(driver, sample_url)
    go(driver, photo_page(driver))
    box = photo_box(driver)
    point = (box["x"] + box["width"] * 0.7, box["y"] + box["height"] * 0.4)
    fraction = (0.7, 0.4)
    double_tap(driver, point)
    settle(driver)
    assert state(driver)["zoom"] == 2
    zoomed = photo_box(driver)
    assert zoomed["width"] == pytest.approx(box["width"] * 2, rel=0.02)
    x, y = photo_point(zoomed, fraction)
    assert abs(x - point[0]) <= 3 and abs(y - point[1]) <= 3, ((x, y), point)
    double_tap(driver, point)
    settle(driver)
    assert state(driver)["zoom"] == 1
    assert photo_box(driver)["width"] == pytest.approx(box["width"], abs=1)


def test_a_zoomed_photo_pans_with_momentum_and_stops_at_its_edges(browser, sample_url):
    driver = browser(390, 844)
    open_issue(driver, sample_url)
    at = photo_page(driver)
    go(driver, at)
    box = photo_box(driver)
    pinch(driver, (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2), 60, 240)
    settle(driver)
    assert state(driver)["zoom"] == 4
    # A quick 60 px pan to the left: the photo goes on after the finger has left, then stops.
    start = photo_box(driver)
    touch(driver, "touchStart", [(250, 400)])
    touch(driver, "touchMove", [(230, 400)], 20)
    touch(driver, "touchMove", [(210, 400)], 20)
    touch(driver, "touchMove", [(190, 400)], 20)
    touch(driver, "touchEnd", [], 2)
    released = start["x"] - 60
    settle(driver)
    coasted = photo_box(driver)["x"]
    assert coasted < released - 10, f"momentum carried the photo on: {start['x']} → {coasted} (finger stopped at {released}) {state(driver)}"
    settle(driver)
    assert photo_box(driver)["x"] == pytest.approx(coasted, abs=1), "and it stopped"
    # A hard fling right: the photo's left edge stops at the edge of its frame, never inside it.
    for _ in range(3):
        touch(driver, "touchStart", [(100, 400)])
        touch(driver, "touchMove", [(160, 400)], 10)
        touch(driver, "touchMove", [(300, 400)], 10)
        touch(driver, "touchEnd", [], 2)
        settle(driver)
    flung = photo_box(driver)
    assert flung["x"] == pytest.approx(box["x"], abs=1), (flung, box)
    assert state(driver)["at"] == at and state(driver)["zoom"] == 4, "panning never navigates"


# ---- 5. Wheel and trackpad ----

# One wheel gesture starts at least this long after the previous event (in event time), longer
# than folio-input.js's QUIET_MS, so two gestures stay two however fast the machine sends them.
WHEEL_GAP_MS = 500


def wheel(driver, deltas, every_ms=16, x=640, y=400):
    """Wheel events `every_ms` apart (by their timestamps)."""
    for i, delta in enumerate(deltas):
        driver.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": "mouseWheel", "x": x, "y": y, "deltaX": 0, "deltaY": delta,
                                                            "timestamp": stamp(every_ms, i == 0, gap_ms=WHEEL_GAP_MS)})


def test_one_notch_moves_one_page_and_inertia_never_overshoots(browser, sample_url):
    # A tablet's window: one-column pages, the first article six of them.
    driver = browser(768, 1024)
    first = open_first_article(driver, sample_url, by_link=True)
    wheel(driver, [100])
    settle(driver)
    assert state(driver)["at"] == [first, 1], "a notch moves one page"
    wheel(driver, [100])
    settle(driver)
    assert state(driver)["at"] == [first, 2], "and the next notch the next"
    wheel(driver, [-100])
    settle(driver)
    assert state(driver)["at"] == [first, 1]
    # A trackpad flick: a push, then inertia dying away over a third of a second: one page.
    flick = [12, 40, 90, 140, 130, 115, 100, 86, 74, 63, 54, 46, 39, 33, 28, 24, 20, 17, 14, 12, 10, 8, 6, 5, 4, 3, 2, 1]
    wheel(driver, flick)
    settle(driver)
    assert state(driver)["at"] == [first, 2], "a flick and its inertia move one page"
    # A tiny trackpad nudge moves nothing.
    wheel(driver, [5, 8, 6, 3])
    settle(driver)
    assert state(driver)["at"] == [first, 2]
    # A fresh push while a flick's inertia is dying away is a new flick: one more page.
    wheel(driver, flick[:12] + [100, 140, 120, 90, 60, 40, 20, 10])
    settle(driver)
    assert state(driver)["at"] == [first, 4], "two flicks, two pages"


def test_a_long_deliberate_spin_moves_several_pages(browser, sample_url):
    driver = browser(768, 1024)
    open_issue(driver, sample_url)
    longest = max(range(len(page_counts(driver))), key=lambda a: page_counts(driver)[a])
    assert page_counts(driver)[longest] >= 5
    go(driver, [longest, 0])
    # 26 notches of 100 px without a pause: one page for the first, one more per viewport after it.
    viewport = driver.execute_script("return innerHeight")
    wheel(driver, [100] * 26)
    settle(driver)
    assert state(driver)["at"] == [longest, 1 + 2500 // viewport], "a long spin turned several pages"


# ---- The peek never covers the page ----

def test_a_peek_makes_room_where_the_margin_is_too_small(browser, sample_url):
    driver = browser(1280, 800)
    open_issue(driver, sample_url)
    first = first_article(driver)
    go(driver, [first + 1, 0])
    rest = page_box(driver)
    assert rest["y"] < 40, "at 1280×800 the page nearly fills the height"
    # Pull the second article's first page down past the threshold: the previous article's title, above.
    touch(driver, "touchStart", [(640, 200)])
    drag_to(driver, (640, 200), (640, 520), steps=10)
    touch(driver, "touchEnd", [])
    settle(driver)
    assert state(driver)["peek"] == "previous"
    peek = driver.find_element("id", "peek").rect
    page = page_box(driver)
    assert peek["y"] + peek["height"] <= page["y"], f"the peek {peek} covers the page at {page}"
    title = driver.execute_script("return document.querySelector('.page.current h1, .page.current h2').getBoundingClientRect().top")
    assert title > peek["y"] + peek["height"]
    ActionChains(driver).send_keys(Keys.ARROW_DOWN).perform()
    settle(driver)
    assert state(driver)["peek"] is None and state(driver)["at"] == [first + 1, 1]
    # The next peek, below the last page, lifts the page instead.
    last = [first, page_counts(driver)[first] - 1]
    go(driver, last)
    rest = page_box(driver)
    ActionChains(driver).send_keys(Keys.ARROW_DOWN).perform()
    settle(driver)
    assert state(driver)["peek"] == "next"
    peek = driver.find_element("id", "peek").rect
    page = page_box(driver)
    assert page["y"] + page["height"] <= peek["y"] and page["y"] < rest["y"], (page, peek, rest)
