"""A right-to-left issue's strip in the carousel (`lang: ar` in issue.yaml): the next article is to
the left, and the arrow keys, the indicators, swipes and the contents follow. Driven with real
WebDriver keys and clicks and CDP touch events, never with the page's own functions."""
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import ROOT, build_bundle, issue_data, navigation, open_issue, settle, state, touch
from test_gestures import swipe

TITLES = ["الفجر", "السوق", "الليل"]
WORDS = "كان الصباح هادئا في المدينة القديمة وكانت الشمس ترتفع فوق الأسطح ببطء شديد"


@pytest.fixture(scope="module")
def arabic_issue(tmp_path_factory):
    """Three Arabic articles (one page, several pages, one page), no cover (test_cover.py reads a
    right-to-left cover); the bundle's folder and the URL of its index.html."""
    base = tmp_path_factory.mktemp("right-to-left")
    content = base / "content"
    content.mkdir()
    (content / "issue.yaml").write_text("title: مجلة\nlang: ar\ncover: false\n", encoding="utf-8")
    for index, title in enumerate(TITLES):
        paragraphs = 90 if index == 1 else 1
        body = "\n\n".join(f"{WORDS} {n + 1}." for n in range(paragraphs))
        (content / f"{title}.md").write_text(f"---\ntitle: {title}\norder: {index + 1}\n---\n\n{body}\n", encoding="utf-8")
    return base / "out", build_bundle(content, base / "out", base / "cache")


def press(driver, *keys):
    for key in keys:
        ActionChains(driver).send_keys(key).perform()
        settle(driver)


def page_box(driver, at):
    """The on-screen box of the page at `at` ([article, page]) when it is in the window, else None."""
    return driver.execute_script(
        """const el = document.querySelector(`.page[data-at="${arguments[0]}"]`);
        if (!el) return null;
        const b = el.getBoundingClientRect();
        return {left: b.left, right: b.right, top: b.top, bottom: b.bottom};""",
        f"{at[0]}/{at[1]}")


def shown_page(driver):
    """The page drawn at the centre of the viewport, as [article, page]."""
    at = driver.execute_script("""
        const el = document.elementsFromPoint(innerWidth / 2, innerHeight / 2).find((e) => e.matches('.page'));
        return el ? el.dataset.at : null""")
    return [int(n) for n in at.split("/")] if at else None


def arrow(driver, direction):
    return driver.find_element(By.CSS_SELECTOR, f"#arrows [data-dir={direction}]")


def test_the_bundle_says_the_strip_is_right_to_left(arabic_issue):
    data = issue_data(arabic_issue[0])
    assert [a["title"] for a in data["articles"]] == TITLES
    for geometry in data["geometries"]:
        navigation = geometry["navigation"]
        assert navigation["policy"]["direction"] == "rtl"
        first = navigation["articles"][0]["links"][0]["neighbours"]
        assert first["left"] == [1, 0] and first["right"] is None, "the map leads left to the next article"
        assert navigation["articles"][1]["pages"] > 1, geometry["name"]


@pytest.mark.parametrize("size", [(390, 844), (1280, 800)])
def test_the_next_article_lies_to_the_left_and_arrow_left_goes_there(browser, arabic_issue, size):
    driver = browser(*size)
    open_issue(driver, arabic_issue[1])
    assert state(driver)["at"] == [0, 0]
    here, next_one = page_box(driver, [0, 0]), page_box(driver, [1, 0])
    assert next_one and next_one["right"] <= here["left"], "the next article waits to the left"
    press(driver, Keys.ARROW_RIGHT)
    assert state(driver)["at"] == [0, 0], "nothing is before the first article"
    press(driver, Keys.ARROW_LEFT)
    assert state(driver)["at"] == [1, 0]
    assert shown_page(driver) == [1, 0]
    assert page_box(driver, [0, 0])["left"] >= page_box(driver, [1, 0])["right"], "the first article is now to the right"
    pages = navigation(driver)["articles"][1]["pages"]
    live = driver.execute_script("return document.getElementById('live').textContent")
    assert live == f"Article 2 of 3: {TITLES[1]}, page 1 of {pages}", "the announcement is the same as left to right"
    press(driver, Keys.ARROW_DOWN, Keys.ARROW_LEFT, Keys.ARROW_RIGHT)
    assert state(driver)["at"] == [1, 1], "not diagonally: left and right only from an article's first page"
    press(driver, Keys.ARROW_UP, Keys.ARROW_LEFT, Keys.ARROW_LEFT)
    assert state(driver)["at"] == [2, 0], "not past the last article"
    assert shown_page(driver) == [2, 0]
    press(driver, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
    assert state(driver)["at"] == [0, 0]
    assert shown_page(driver) == [0, 0]


def test_the_arrows_point_and_sit_where_their_move_goes(browser, arabic_issue):
    driver = browser(1280, 800)
    open_issue(driver, arabic_issue[1])
    left, right = arrow(driver, "left"), arrow(driver, "right")
    assert left.get_attribute("hidden") is None and right.get_attribute("hidden") is not None, \
        "from the first article only the left arrow moves"
    assert (left.text or left.get_attribute("textContent")) == "←"
    assert left.get_attribute("aria-label") == "Next article"
    assert right.get_attribute("aria-label") == "Previous article"
    assert left.rect["x"] + left.rect["width"] < 640, "the left arrow sits on the left, where the next article is"
    ActionChains(driver).move_to_element(left).click().perform()
    settle(driver)
    assert state(driver)["at"] == [1, 0]
    assert right.get_attribute("hidden") is None and right.get_attribute("textContent") == "→"
    assert right.rect["x"] > 640
    ActionChains(driver).move_to_element(right).click().perform()
    settle(driver)
    assert state(driver)["at"] == [0, 0]


def test_a_swipe_to_the_right_brings_the_next_article_in_from_the_left(browser, arabic_issue):
    driver = browser(390, 844)
    open_issue(driver, arabic_issue[1])
    # Mid-swipe, the finger 150 px to the right: the next article's page shows at the left edge.
    touch(driver, "touchStart", [(120, 400)])
    for step in range(1, 7):
        touch(driver, "touchMove", [(120 + 25 * step, 400)])
    coming, going = page_box(driver, [1, 0]), page_box(driver, [0, 0])
    touch(driver, "touchEnd", [])
    settle(driver)
    assert coming["left"] < 0 < coming["right"], f"the next article slides in from the left edge: {coming}"
    assert going["left"] > 100, f"the current page follows the finger to the right: {going}"
    assert state(driver)["at"] == [1, 0], "a swipe to the right shows the next article"
    swipe(driver, (300, 400), (-200, 0))
    assert state(driver)["at"] == [0, 0], "a swipe to the left goes back"
    swipe(driver, (300, 400), (-200, 0))
    assert state(driver)["at"] == [0, 0], "nothing is before the first article"
    swipe(driver, (100, 400), (200, 0))
    swipe(driver, (200, 600), (0, -250))
    assert state(driver)["at"] == [1, 1], "up and down are unchanged"
    swipe(driver, (100, 400), (200, 0))
    assert state(driver)["at"] == [1, 1], "not diagonally"


def test_the_contents_run_right_to_left_and_left_highlights_the_next_article(browser, arabic_issue):
    driver = browser(1280, 800)
    open_issue(driver, arabic_issue[1])
    press(driver, "o")
    cards = driver.find_elements(By.CSS_SELECTOR, "#contents .card")
    assert len(cards) == 3
    assert cards[1].rect["x"] < cards[0].rect["x"], "the second card is to the left of the first"
    press(driver, Keys.ARROW_LEFT)
    assert state(driver)["highlight"] == 1
    press(driver, Keys.ARROW_LEFT, Keys.ARROW_LEFT)
    assert state(driver)["highlight"] == 2
    press(driver, Keys.ARROW_RIGHT)
    assert state(driver)["highlight"] == 1
    press(driver, Keys.ENTER)
    assert state(driver)["at"] == [1, 0] and not state(driver)["overlay"]
    assert shown_page(driver) == [1, 0]


@pytest.fixture(scope="module")
def example_issue(tmp_path_factory):
    """Examples/RightToLeft, the Arabic example issue, built."""
    base = tmp_path_factory.mktemp("example-right-to-left")
    return build_bundle(ROOT / "Examples" / "RightToLeft", base / "out", base / "cache")


def test_the_arabic_example_reads_right_to_left(browser, example_issue):
    driver = browser(1280, 800)
    open_issue(driver, example_issue)
    count = len(navigation(driver)["articles"])
    assert navigation(driver)["policy"]["direction"] == "rtl"
    for article in range(1, count):
        coming, here = page_box(driver, [article, 0]), page_box(driver, [article - 1, 0])
        assert coming and coming["right"] <= here["left"], f"article {article} waits to the left of {article - 1}"
        press(driver, Keys.ARROW_LEFT)
        assert state(driver)["at"] == [article, 0]
        assert shown_page(driver) == [article, 0]
    press(driver, Keys.ARROW_LEFT)
    assert state(driver)["at"] == [count - 1, 0], "not past the last article"
