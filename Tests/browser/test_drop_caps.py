"""Drop caps (issue 41, item 3: `theme: drop-cap: 3` in issue.yaml), in the carousel at the eight
responsive viewports of test_geometries.py and in the PDF, on the art-directed example issue
(Examples/Magazine), whose theme asks for them: each article read left to right whose first
paragraph opens on a letter with case opens on a drop cap three lines tall.

The paginator decides each drop cap once per geometry and the page map carries it (`spans`:
[element, 0, length, "folio-drop", style], the style its size, line height, width and height);
the carousel floats the letter in a box of exactly that size. What the reader sees is measured, not assumed (Chromium, the real DOM):

- the letter's box (`.folio-drop`) is the page map's width and height, at the page's scale;
- the letter's baseline is the third line's (each baseline from its text's box on screen less its
  face's descent at its size, canvas `measureText`), within a pixel;
- the first three lines start past the letter's box and the fourth at the column's start edge;
- the letter is the paragraph's own text (the paragraph still reads "Last November ...": a screen
  reader reads the word whole), and the paragraph's lines are the paginator's
  (lines_on_screen.compare_lines: none of them disagrees; the rest of the page is test_lines_agree's);
- the rest of the first line is in small capitals (`first-line: small-caps`): the runs the page
  map's `folio-sc` spans name, each of lowercase letters, drawn uppercase at 0.7 of the text's size, none
  past the first line (whose lines the check above holds to the paginator's);
- the Japanese and Arabic articles have none.

With FOLIO_README_IMAGES=1, The Feeder Ledger's drop cap page at 390×844 and 1280×800 is saved to
docs/images (drop-cap-phone.jpg, drop-cap-desktop.jpg; test_readme_screenshots.save).

In the PDF (phone geometry) the letter of each drop cap is a word of its own on its page, its box
more than twice as tall as the text's beside it (pdftotext -bbox); the small capitals read as the
capitals they draw (a PDF maps each glyph to one text) and every other capital as written (the
text holds "The feeder went", "Coal tit", "RSPB": none read as lowercase)."""
import json
import re
import subprocess

import pytest

from conftest import ROOT, build_bundle, folio_executable, issue_data
from lines_on_screen import compare_lines, page_maps
from pages_on_screen import settle_on_page
from test_cover import driver  # noqa: F401 (a fixture: one Chromium for the module)
from test_cover import show
from test_geometries import SIZES
from test_readme_screenshots import save

MAGAZINE = ROOT / "Examples" / "Magazine"
LEFT_TO_RIGHT = ["the-blue-hour", "the-feeder-ledger", "putting-the-garden-to-bed", "colophon"]
WITHOUT = ["fuyu-no-koke", "mouneh"]


@pytest.fixture(scope="module")
def magazine(tmp_path_factory):
    base = tmp_path_factory.mktemp("drop-caps")
    build_bundle(MAGAZINE, base / "out", base / "cache")
    return base / "out"


def drop_of(entry):
    """The page map entry's drop cap span as (element, length, size, line height, width, height),
    from its style; None without one."""
    for span in entry.get("spans", []):
        if span[3] == "folio-drop":
            numbers = dict(re.findall(r"([a-z-]+):([\d.]+)px", span[4]))
            return (span[0], span[2] - span[1], float(numbers["font-size"]), float(numbers["line-height"]),
                    float(numbers["width"]), float(numbers["height"]))
    return None


def small_caps_of(entry):
    """The page map entry's small capitals spans, flat [element, start, end, ...]."""
    return [v for span in entry.get("spans", []) if span[3] == "folio-sc" for v in span[:3]]


def article_files(bundle):
    """{article id: its article file}, as index.html lists them."""
    return {article["id"]: article["file"] for article in issue_data(bundle)["articles"]}


# The drop cap on the current page against the page map's entry: its box, the letter's baseline and
# the lines' starts, in CSS px of the page.
MEASURE = """
const page = document.querySelector('.page.current');
const box = page.getBoundingClientRect(), scale = box.width / page.offsetWidth;
const span = page.querySelector('.folio-drop');
if (!span) return {missing: true};
const p = span.closest('p'), s = span.getBoundingClientRect();
const canvas = document.createElement('canvas').getContext('2d');
function baseline(node, start, end) {
  const range = document.createRange();
  range.setStart(node, start); range.setEnd(node, end);
  const r = [...range.getClientRects()].find((q) => q.width > 0);
  const style = getComputedStyle(node.parentElement);
  canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const descent = canvas.measureText(node.data.slice(start, end)).fontBoundingBoxDescent;
  return {bottom: r.bottom, baseline: (r.bottom - descent * scale), left: r.left, top: r.top};
}
const letter = baseline(span.firstChild, 0, span.firstChild.length);
// The paragraph's lines after the letter: each grapheme's box, a new line where one drops below.
const lines = [];
const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
for (let n = walker.nextNode(); n; n = walker.nextNode()) {
  if (span.contains(n) || n.parentElement.closest('.folio-hyphen')) continue;
  for (let i = 0; i < n.data.length; i++) {
    if (/\\s/.test(n.data[i])) continue;
    const g = baseline(n, i, i + 1);
    const last = lines[lines.length - 1];
    if (!last || g.top > last.top + 4 * scale) lines.push(g);
    if (lines.length > 4) break;
  }
  if (lines.length > 4) break;
}
return {width: s.width / scale, height: s.height / scale, right: s.right, pLeft: p.getBoundingClientRect().left,
        letterBaseline: letter.baseline, lineBaselines: lines.map((l) => l.baseline), lineLefts: lines.map((l) => l.left),
        scale, text: p.textContent.slice(0, 24), letter: span.textContent,
        caps: [...p.querySelectorAll('.folio-sc')].map((c) => [c.textContent, parseFloat(getComputedStyle(c).fontSize),
                                                              getComputedStyle(c).textTransform]),
        size: parseFloat(getComputedStyle(p).fontSize),
        firstLineEnd: (() => { const br = p.querySelector('br.folio-break'); if (!br) return null;
                               const r = document.createRange(); r.setStart(p, 0); r.setEndBefore(br); return r.toString().length; })()};
"""


@pytest.mark.parametrize("width,height", SIZES)
def test_a_drop_cap_is_the_paginators_at_every_viewport(driver, magazine, artifacts, width, height):
    files = article_files(magazine)
    show(driver, (magazine / "index.html").as_uri(), width, height)
    geometry = driver.execute_script("return document.documentElement.dataset.geometry")
    for article in LEFT_TO_RIGHT:
        pages = page_maps(magazine, files[article])[geometry]
        found = [(number, entry) for number, entry in enumerate(pages) if drop_of(entry)]
        assert len(found) == 1, f"{article} at {width}×{height}: {len(found)} pages carry a drop cap"
        number, entry = found[0]
        driver.execute_script("location.hash = arguments[0]", f"#/{article}/{number + 1}")
        settle_on_page(driver)
        m = driver.execute_script(MEASURE)
        where = f"{article} at {width}×{height} ({geometry}), page {number + 1}"
        assert not m.get("missing"), f"{where}: no drop cap on the page"
        element, length, _size, _line_height, box_width, box_height = drop_of(entry)
        assert abs(m["width"] - box_width) < 0.5 and abs(m["height"] - box_height) < 0.5, f"{where}: {m}"
        assert len(m["letter"]) == length and m["text"].startswith(m["letter"]), where
        assert re.match(r"\w+ \w+", m["text"]), f"{where}: the paragraph reads {m['text']!r}"
        scale = m["scale"]
        third = m["lineBaselines"][2]
        assert abs(m["letterBaseline"] - third) <= 1 * scale, (
            f"{where}: the letter's baseline {m['letterBaseline']:.1f} against the third line's {third:.1f}")
        for index, left in enumerate(m["lineLefts"][:3]):
            assert left >= m["right"] - 0.5 * scale, f"{where}: line {index + 1} starts at {left}, under the letter"
        # The fourth line, where it is below the third (not in the next column): at the column's start.
        if len(m["lineBaselines"]) > 3 and m["lineBaselines"][3] > third:
            assert abs(m["lineLefts"][3] - m["pLeft"]) <= 1 * scale, (
                f"{where}: the fourth line starts at {m['lineLefts'][3]}")
        if article == "the-feeder-ledger":
            docs = {(390, 844): "drop-cap-phone.jpg", (1280, 800): "drop-cap-desktop.jpg"}.get((width, height))
            save(driver, artifacts / f"drop-cap-{width}x{height}.png", docs)
        # The first line's small capitals: the runs the page map names, each lowercase letters drawn
        # as capitals at 0.7 of the text's size, all before the first line's end.
        caps = small_caps_of(entry)
        assert caps and all(caps[i] == element for i in range(0, len(caps), 3)), f"{where}: caps {caps}"
        assert m["caps"] and all(c[0].isalpha() and c[0].islower() for c in m["caps"]), f"{where}: {m['caps']}"
        assert all(abs(c[1] - 0.7 * m["size"]) < 0.05 and c[2] == "uppercase" for c in m["caps"]), f"{where}: {m['caps']}"
        assert sum(caps[i + 2] - caps[i + 1] for i in range(0, len(caps), 3)) == sum(len(c[0]) for c in m["caps"]), where
        assert m["firstLineEnd"] is None or caps[-1] <= m["firstLineEnd"], f"{where}: small capitals past the first line"
        # The paragraph's lines are the paginator's (the page's others are test_lines_agree's).
        problems = [p for p in compare_lines(driver, entry)["problems"] if p.startswith(f"element {element}:")]
        assert problems == [], f"{where}: {problems}"
    for article in WITHOUT:
        pages = page_maps(magazine, files[article])[geometry]
        assert not any(entry.get("spans") for entry in pages), f"{article} at {width}×{height}: a drop cap"


def test_the_pdf_draws_each_drop_cap_as_a_large_letter(magazine, tmp_path):
    out = tmp_path / "pdf"
    subprocess.run([folio_executable(), "build", str(MAGAZINE), "--sink", "pdf", "--out", str(out), "-q",
                    "--option", "pdf.geometry=phone"], check=True)
    html = subprocess.run(["pdftotext", "-bbox", str(out / "issue.pdf"), "-"], check=True, capture_output=True,
                          text=True).stdout
    words = re.findall(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>', html)
    heights = {}
    large = []
    for (x0, y0, x1, y1, word) in words:
        height = float(y1) - float(y0)
        heights.setdefault("text", []).append(height)
        if len(word) == 1 and word.isascii() and word.isalpha():
            large.append((word, height))
    typical = sorted(heights["text"])[len(heights["text"]) // 2]
    letters = [word for word, height in large if height > 2.5 * typical]
    print(f"PDF: drop cap letters {letters}, typical word height {typical:.1f} pt")
    # In December ..., Last November ..., Every year ..., This is the December issue ...
    assert sorted(letters) == ["E", "I", "L", "T"], letters
    text = subprocess.run(["pdftotext", str(out / "issue.pdf"), "-"], check=True, capture_output=True,
                          text=True).stdout
    # The small capitals read as the capitals drawn (a PDF maps each glyph of a font to one text),
    # and the capitals elsewhere as written: none taken for a small capital's lowercase letter.
    assert "AST NOVEMBER MY DAUGHTER" in text and "The feeder went on the old" in text
    assert "Coal tit" in text and "RSPB" in text
