"""Footnotes at the foot of the page that calls them, in the carousel: an issue whose articles
refer to many notes (GitHub's `[^label]` syntax, one article in Japanese), in Chromium at a
window size that picks each geometry of the standard set.

- the lines the browser draws, the notes' small type included, are the paginator's (at least 99 %
  agreeing, read by test_lines_agree's walk), and no line is wider than its column;
- every note is at the foot of exactly one page, the page of its first reference, and each page's
  feet hold exactly the notes first referred to on it, in order;
- the notes at the article's end (the endnotes other tools show) are never shown in the flow;
- a foot sits at the bottom of its column, below the column's text."""
import pytest

from conftest import build_articles, issue_data
from pages_on_screen import open_page
from test_lines_agree import WINDOWS, open_with_lines_agreeing

SENTENCE = ("The survey went north along the coast, measuring each headland from the last, and the "
            "notes it kept were longer than its maps. ")


def essay(notes):
    paragraphs = []
    for n in range(1, notes + 1):
        paragraphs.append(SENTENCE * (1 + n % 3) + f"A claim that needs a source.[^n{n}] " + SENTENCE)
        if n % 4 == 0:
            paragraphs.append(f"A second look at an earlier point.[^n{n - 2}]")
    definitions = [f"[^n{n}]: Note {n}: " + ("a source, with a page number and a remark " * (1 + n % 4)).strip() + "."
                   for n in range(1, notes + 1)]
    return "\n\n".join(paragraphs) + "\n\n" + "\n".join(definitions) + "\n"


ARTICLES = {
    "survey.md": "---\ntitle: The coastal survey\n---\n\n" + essay(14),
    "kiroku.md": "---\ntitle: 記録\nlanguage: ja\n---\n\n"
    + "\n\n".join("海岸線を北へ進みながら、岬から岬へと測量を続けた。" * 6 + f"出典が必要な記述。[^k{n}]" for n in range(1, 6))
    + "\n\n" + "\n".join(f"[^k{n}]: 注{n}。測量日誌の{n}ページ目による。" for n in range(1, 6)) + "\n",
}

# The current page: the note numbers its text refers to (outside the feet), in order; the notes at
# its feet; whether the endnotes' elements show in the flow; and each foot's bottom and the lowest
# bottom of its column's text, in CSS pixels of the page.
PAGE = """
const page = document.querySelector('.page.current');
const scale = page.getBoundingClientRect().width / page.offsetWidth;
const refs = [...page.querySelectorAll('.col sup')].filter((s) => !s.closest('.foot')).map((s) => +s.textContent);
const feet = [...page.querySelectorAll('.foot')];
return {
  refs,
  notes: feet.flatMap((f) => [...f.querySelectorAll('p')].map((p) => parseInt(p.textContent))),
  flowNotes: [...page.querySelectorAll('.col > blockquote.footnotes')].length,
  feet: feet.map((f) => {
    const col = f.parentElement, box = col.getBoundingClientRect();
    const text = [...col.children].filter((c) => c !== f).map((c) => c.getBoundingClientRect().bottom);
    return {bottom: (box.bottom - f.getBoundingClientRect().bottom) / scale,
            gap: (f.getBoundingClientRect().top - Math.max(box.top, ...text)) / scale};
  }),
};
"""


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    return build_articles(tmp_path_factory, "footnotes", ARTICLES)


@pytest.mark.parametrize("name", list(WINDOWS))
def test_each_note_is_at_the_foot_of_the_page_that_calls_it(browser, bundle, artifacts, name):
    driver, shown = open_with_lines_agreeing(browser, bundle, artifacts, name, "footnotes")

    ids = [a["id"] for a in issue_data(driver)["articles"]]
    counts = {article: entry["pages"] for article, entry in zip(ids, shown["navigation"]["articles"])}
    for article, notes in (("survey", 14), ("kiroku", 5)):
        seen, placed = set(), []
        for number in range(1, counts[article] + 1):
            assert isinstance(open_page(driver, article, number), list)
            page = driver.execute_script(PAGE)
            first = [n for n in dict.fromkeys(page["refs"]) if n not in seen]
            seen.update(page["refs"])
            assert page["notes"] == first, f"{article} page {number}: feet {page['notes']}, first referred to {first}"
            assert page["flowNotes"] == 0, f"{article} page {number} shows the endnotes in its text"
            for foot in page["feet"]:
                assert abs(foot["bottom"]) < 1, f"{article} page {number}: a foot ends {foot['bottom']:.1f}px above its column's bottom"
                assert foot["gap"] >= 0, f"{article} page {number}: the text runs {-foot['gap']:.1f}px into the foot"
            placed += page["notes"]
        assert placed == list(range(1, notes + 1)), f"{article}: notes at the feet {placed}"
