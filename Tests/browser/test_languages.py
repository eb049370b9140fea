"""Languages and directions in the carousel: an issue with a Japanese (`lang: ja`), an Arabic
(`lang: ar`, several pages) and an English article (no `lang:`, so `en`), built with the release
`folio` and read in Chromium at a phone's size. Every page the reader is shown carries its
article's `lang`, its computed `direction` is the article's, and a short paragraph sits at the
start of its line: the right edge in Arabic, the left in Japanese and English, and so do a
list's indent and a quote's bar."""
import pytest

from conftest import build_bundle, issue_data, navigation, open_issue
from pages_on_screen import open_page

SHORT = {"ja": "短い段落。", "ar": "فقرة قصيرة.", "en": "A short one."}
# After the short paragraph: a list and a quote, whose indent and bar go on the start side.
LIST_AND_QUOTE = {"ja": "1. 一\n2. 二\n\n> 引用", "ar": "1. واحد\n2. اثنان\n\n> اقتباس", "en": "1. One\n2. Two\n\n> Quoted"}
ARTICLES = [
    # (file, front matter lang or None, title, expected lang, expected dir, paragraphs)
    ("tokyo.md", "ja", "東京の朝", "ja", "ltr", ["東京の朝は静かで、川の上に霧がかかっている。" * 6] * 3),
    ("القاهرة.md", "ar", "صباح القاهرة", "ar", "rtl",
     ["كان الصباح هادئا في المدينة القديمة وكانت الشمس ترتفع فوق الأسطح ببطء شديد. " * 4] * 24),
    ("harbour.md", None, "The Harbour", "en", "ltr", ["The boats come in slowly with the tide, one by one. " * 5] * 3),
]

# The current page: its lang, its computed direction, and where the short paragraph's one line sits
# in its paragraph (the gap to the paragraph box's left and right edges, in CSS pixels).
CURRENT_PAGE = """
const page = document.querySelector('.page.current'), short = arguments[0];
const p = [...page.querySelectorAll('p')].find((el) => el.textContent.trim() === short);
let gaps = null;
if (p) {
  const range = document.createRange();
  range.selectNodeContents(p);
  const line = range.getBoundingClientRect(), box = p.getBoundingClientRect();
  gaps = {left: line.left - box.left, right: box.right - line.right};
}
const list = page.querySelector('ol'), quote = page.querySelector('blockquote');
const px = (el, property) => el ? parseFloat(getComputedStyle(el)[property]) : null;
return {lang: page.getAttribute('lang'), dir: getComputedStyle(page).direction,
        paragraphDir: p && getComputedStyle(p).direction, gaps,
        listPadding: {left: px(list, 'paddingLeft'), right: px(list, 'paddingRight')},
        quoteBar: {left: px(quote, 'borderLeftWidth'), right: px(quote, 'borderRightWidth')}};
"""


@pytest.fixture(scope="module")
def issue(tmp_path_factory):
    base = tmp_path_factory.mktemp("languages")
    content = base / "content"
    content.mkdir()
    (content / "issue.yaml").write_text("title: Three languages\ncover: false\n", encoding="utf-8")
    for order, (name, lang, title, expected, _, paragraphs) in enumerate(ARTICLES, start=1):
        front = f"---\ntitle: {title}\norder: {order}\n" + (f"lang: {lang}\n" if lang else "") + "---\n\n"
        body = "\n\n".join([SHORT[expected], LIST_AND_QUOTE[expected], *paragraphs])
        (content / name).write_text(front + body + "\n", encoding="utf-8")
    return build_bundle(content, base / "out", base / "cache")


def test_every_page_has_its_articles_language_and_direction(browser, issue):
    driver = browser(390, 844)
    open_issue(driver, issue)
    ids = [a["id"] for a in issue_data(driver)["articles"]]
    assert ids == ["tokyo", "alqahrt", "harbour"], "ids in every script (ICU transliteration)"
    pages = [a["pages"] for a in navigation(driver)["articles"]]
    assert pages[1] > 1, f"the Arabic article has several pages: {pages}"
    for article_id, count, (_, _, _, lang, direction, _) in zip(ids, pages, ARTICLES):
        for page in range(1, count + 1):
            assert open_page(driver, article_id, page) == [ids.index(article_id), page - 1]
            shown = driver.execute_script(CURRENT_PAGE, SHORT[lang])
            assert (shown["lang"], shown["dir"]) == (lang, direction), (article_id, page, shown)
            if page == 1:
                # The short paragraph comes first: one line, at the start edge of its box.
                assert shown["paragraphDir"] == direction, (article_id, shown)
                start, end = ("right", "left") if direction == "rtl" else ("left", "right")
                assert abs(shown["gaps"][start]) < 1, (article_id, shown["gaps"])
                assert shown["gaps"][end] > 40, (article_id, shown["gaps"])
                # A list's indent (its markers' room) and a quote's bar are on the start side too.
                assert shown["listPadding"][start] > 10 and shown["listPadding"][end] == 0, (article_id, shown)
                assert shown["quoteBar"][start] > 0 and shown["quoteBar"][end] == 0, (article_id, shown)
