"""Pull quotes and sidebars in the carousel, as the paginator laid them out: an issue of running
text with pull quotes (GitHub-style `> [!PULLQUOTE]`, HTML's `<aside class="pquote">`, kramdown's
`{: .pquote}`, one in Japanese) and sidebars (`> [!SIDEBAR]`, a plain `<aside>` longer than a page),
in Chromium at a window size that picks each geometry of the standard set.

- the lines the browser draws are the paginator's (at least 99 % agreeing, read by
  test_lines_agree's walk), the pull quotes' large type included, and no line is wider than its
  column;
- a pull quote is never cut: on every page each is whole (neither continued nor going on), and
  each appears on exactly one page; on a page of two columns it is set across them at the top of
  the text box, the columns' first lines below it (one in an article's last page stays in its
  column), on one column never;
- a sidebar that fits on a page is whole on one page; the one longer than a page goes on over
  pages, open at the edges where it does."""
import pytest

from conftest import build_articles, issue_data
from pages_on_screen import open_page
from test_lines_agree import WINDOWS, open_with_lines_agreeing

RUNNING = ("The river turns here, and the path with it, between alders that lean out over the water as "
           "if to read it; the stones underfoot are round from a thousand winters of the same turning. ")
PULL_QUOTES = [
    "What the map leaves out is what the walk is for: the turn of a path, the sound of water under it.",
    "Every stone on the shore was once a mountain, and is still on its way somewhere.",
    "A path is a sentence the land keeps writing.",
]


def running(count):
    return "\n\n".join(RUNNING * (2 + n % 3) for n in range(count))


ARTICLES = {
    "walking.md": "---\ntitle: Walking the river\n---\n\n" + "\n\n".join([
        running(2),
        f"> [!PULLQUOTE]\n> {PULL_QUOTES[0]}",
        running(3),
        f'<aside class="pquote">{PULL_QUOTES[1]}</aside>',
        running(2),
        "> [!SIDEBAR] How to read a contour\n> Contour lines join points of equal height.\n>\n"
        "> Where they crowd, the ground is steep; where they spread, it is gentle. " + RUNNING,
        running(3),
        f"{PULL_QUOTES[2]}\n{{: .pquote}}",
        running(1),
        "<aside>\n\nA long sidebar written as an HTML aside, with *emphasis* and a [link](https://example.org).\n\n"
        + running(7) + "\n\n</aside>",
        running(2),
    ]) + "\n",
    "kawa.md": "---\ntitle: 川の道\nlanguage: ja\n---\n\n" + "\n\n".join([
        "川はここで曲がり、道もそれにつれて曲がる。" * 12,
        "> [!PULLQUOTE]\n> 地図に描かれないものこそ、歩く理由である。",
        "石は丸く、千の冬が同じ曲がり角を過ぎていった。" * 14,
    ]) + "\n",
}

# The pull quotes and sidebars of the current page: their text, and whether each goes on from the
# page before or on the next.
BOXES = """
const page = document.querySelector('.page.current');
return [...page.querySelectorAll('blockquote.pullQuote, blockquote.sidebar')].map((q) => ({
  kind: q.classList.contains('pullQuote') ? 'pullQuote' : 'sidebar',
  text: q.textContent.replace(/\\s+/g, ' ').trim(),
  cut: q.classList.contains('continued') || q.classList.contains('continues'),
  across: !!q.closest('.across'),
}));
"""

# Where the current page's blocks set across its columns stand, against its text box (the page's
# padding box) and the top of each column's first element.
ACROSS = """
const page = document.querySelector('.page.current'), box = page.getBoundingClientRect(), style = getComputedStyle(page);
const scale = box.width / page.offsetWidth, margin = parseFloat(style.paddingLeft) * scale;
const across = page.querySelector(':scope > .across');
const cols = [...page.querySelectorAll(':scope > .col')];
const firsts = cols.map((c) => { const f = [...c.children].find((e) => e.getClientRects().length); return f ? f.getBoundingClientRect().top : null; });
const r = across && across.getBoundingClientRect();
return { columns: cols.length, across: r && { left: r.left - box.left - margin, right: box.right - margin - r.right, top: r.top - box.top - margin, bottom: r.bottom },
         firsts, scale };
"""


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    return build_articles(tmp_path_factory, "pull-quotes", ARTICLES)


@pytest.mark.parametrize("name", list(WINDOWS))
def test_pull_quotes_and_sidebars_are_drawn_as_laid_out(browser, bundle, artifacts, name):
    driver, shown = open_with_lines_agreeing(browser, bundle, artifacts, name, "pull quotes")

    ids = [a["id"] for a in issue_data(driver)["articles"]]
    counts = {article: entry["pages"] for article, entry in zip(ids, shown["navigation"]["articles"])}
    seen = []
    for article in ("walking", "kawa"):
        for number in range(1, counts[article] + 1):
            assert isinstance(open_page(driver, article, number), list)
            for box in driver.execute_script(BOXES):
                seen.append((article, number, box))
    pulls = [(article, number, box) for article, number, box in seen if box["kind"] == "pullQuote"]
    cut = [f"{article} page {number}: {box['text'][:40]}" for article, number, box in pulls if box["cut"]]
    assert not cut, "pull quotes cut over pages: " + "; ".join(cut)
    assert sorted(box["text"] for _, _, box in pulls) == sorted(PULL_QUOTES + ["地図に描かれないものこそ、歩く理由である。"])

    sidebars = [(number, box) for article, number, box in seen if box["kind"] == "sidebar"]
    contour = [(number, box) for number, box in sidebars if box["text"].startswith("How to read a contour")]
    assert len(contour) == 1 and not contour[0][1]["cut"], f"the short sidebar is not whole on one page: {contour}"
    long = [(number, box) for number, box in sidebars if not box["text"].startswith("How to read a contour")]
    assert len(long) > 1 and all(box["cut"] for _, box in long), f"the long sidebar should go on over pages: {long}"
    # On a page of two columns a pull quote goes across them at the top of a page, the columns'
    # text below it (AcrossColumnsTests): all of walking's do, each with pages of text after it
    # (kawa's does where its article has a page after the one it comes on); on one column none does.
    two_columns = driver.execute_script(ACROSS)["columns"] == 2
    across = [(article, number) for article, number, box in pulls if box["across"]]
    if two_columns:
        assert len([article for article, _ in across if article == "walking"]) == 3, pulls
    else:
        assert not across, f"pull quotes across one column: {across}"
    for article, number in sorted(set(across)):
        open_page(driver, article, number)
        where = driver.execute_script(ACROSS)
        band = where["across"]
        assert band and abs(band["left"]) < 1 and abs(band["right"]) < 1 and abs(band["top"]) < 1, (
            f"{article} page {number}: the pull quote is not across the top of the text box: {where}")
        assert all(top is None or top >= band["bottom"] - 1 for top in where["firsts"]), (
            f"{article} page {number}: a column starts above the pull quote's foot: {where}")

    # One part per column: on consecutive pages, each page of two columns showing up to two parts.
    pages = sorted({number for number, _ in long})
    assert pages == list(range(pages[0], pages[-1] + 1)), f"the long sidebar skips a page: {pages}"
