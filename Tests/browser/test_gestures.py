"""Touch gestures through Chrome DevTools' Input.dispatchTouchEvent: swipes lock to one axis,
a pinch zooms a photo page and locks navigation until the zoom is back at 1."""
from conftest import double_tap, navigation, open_first_article, open_issue, settle, stamp, state, touch
from test_screenshots import go, photo_page

# Every touch carries a CDP timestamp (conftest.touch), so a swipe's speed is what the test says
# whatever the machine's load; after each gesture the tests wait for the carousel to rest.


def swipe(driver, start, delta, steps=8):
    x, y = start
    touch(driver, "touchStart", [(x, y)])
    for i in range(1, steps + 1):
        touch(driver, "touchMove", [(x + delta[0] * i / steps, y + delta[1] * i / steps)])
    touch(driver, "touchEnd", [])
    settle(driver)


def pinch(driver, centre, start_gap, end_gap, steps=8):
    cx, cy = centre
    touch(driver, "touchStart", [(cx - start_gap / 2, cy), (cx + start_gap / 2, cy)])
    for i in range(1, steps + 1):
        gap = start_gap + (end_gap - start_gap) * i / steps
        touch(driver, "touchMove", [(cx - gap / 2, cy), (cx + gap / 2, cy)])
    touch(driver, "touchEnd", [])
    settle(driver)


def wheel(driver, deltas, modifiers=0, x=640, y=400):
    """One wheel gesture: events 16 ms apart by their timestamps, starting well after the last."""
    for i, delta in enumerate(deltas):
        driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
            "type": "mouseWheel", "x": x, "y": y, "deltaX": 0, "deltaY": delta, "modifiers": modifiers,
            "timestamp": stamp(16, i == 0, gap_ms=500)})
    settle(driver)


def test_swipes_move_along_one_axis_only(browser, sample_url):
    driver = browser(390, 844)
    first = open_first_article(driver, sample_url)
    swipe(driver, (300, 400), (-200, 0))
    assert state(driver)["at"] == [first + 1, 0], "a swipe left goes to the next article"
    swipe(driver, (100, 400), (200, 0))
    assert state(driver)["at"] == [first, 0], "a swipe right goes back"
    swipe(driver, (200, 600), (0, -250))
    assert state(driver)["at"] == [first, 1], "a swipe up goes to the next page"
    swipe(driver, (200, 300), (0, 250))
    assert state(driver)["at"] == [first, 0]
    # Diagonal swipes: the dominant axis wins and the other is ignored entirely.
    swipe(driver, (300, 600), (-200, -150))
    assert state(driver)["at"] == [first + 1, 0], "a mostly horizontal diagonal swipe moves only sideways"
    swipe(driver, (100, 300), (200, 0))
    swipe(driver, (300, 600), (-140, -220))
    assert state(driver)["at"] == [first, 1], "a mostly vertical diagonal swipe moves only down"


def test_a_short_swipe_snaps_back(browser, sample_url):
    driver = browser(390, 844)
    open_issue(driver, sample_url)
    swipe(driver, (200, 400), (-20, 0))
    assert state(driver)["at"] == [0, 0]


def test_pinch_zooms_a_photo_and_locks_navigation(browser, sample_url):
    driver = browser(390, 844)
    open_issue(driver, sample_url)
    at = photo_page(driver)
    go(driver, at)
    pinch(driver, (195, 420), 80, 300)
    zoomed = state(driver)
    assert 1 < zoomed["zoom"] <= 10 and zoomed["moves"] == [], zoomed
    swipe(driver, (300, 400), (-200, 0))
    swipe(driver, (200, 600), (0, -250))
    assert state(driver)["at"] == at, "navigation is locked while zoomed"
    pinch(driver, (195, 420), 300, 20)
    assert state(driver)["zoom"] == 1
    assert state(driver)["moves"], "navigation unlocks at zoom 1"


def test_pinch_on_a_text_page_does_not_zoom(browser, sample_url):
    driver = browser(390, 844)
    open_issue(driver, sample_url)
    articles = navigation(driver)["articles"]
    text_page = next([a, p] for a, article in enumerate(articles) for p in range(1, article["pages"])
                     if p not in article["zoomable"])
    go(driver, text_page)
    pinch(driver, (195, 420), 80, 300)
    assert state(driver)["zoom"] == 1


def test_ctrl_wheel_zooms_and_double_tap_resets(browser, sample_url):
    driver = browser(1280, 800)
    open_issue(driver, sample_url)
    at = photo_page(driver)
    go(driver, at)
    wheel(driver, [-200], modifiers=2)
    assert state(driver)["zoom"] > 1
    double_tap(driver, (640, 400))
    settle(driver)
    assert state(driver)["zoom"] == 1
    double_tap(driver, (100, 400))
    settle(driver)
    assert state(driver)["overlay"] is True, "a double tap beside the photo opens the contents (on it, it zooms in: test_touch.py)"


def test_one_wheel_gesture_moves_one_page(browser, sample_url):
    driver = browser(1280, 800)
    first = open_first_article(driver, sample_url)
    wheel(driver, [60] * 12)
    assert state(driver)["at"] == [first, 1]
