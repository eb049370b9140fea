"""The PDF sink (`folio build --sink pdf`, docs/pdf.md) against the carousel, for the sample (Content/),
the course folder (Examples/StateParks) and the multi-script example (Examples/Scripts), each copied
into a temporary folder with an issue.yaml whose `pages:` are `a4` (the print preset) and `tablet`.

Each copy is built once with the release binary into an HTML bundle, a PDF at `a4` (the default) and
a PDF at `tablet` (`--option pdf.geometry=tablet`). For each geometry:
- the PDF's article pages (page labels 1, 2, …; the contents pages are labelled i, ii, …) are as many
  as `folio paginate --geometry NAME` reports;
- the text of every page (`pdftotext -layout`, cut to the page's text box so the running foot in the
  margin is left out) equals the text of the same page in the carousel at that geometry (one
  browser, its window sized so the carousel picks the geometry), The carousel's text is read from the page's DOM as it is drawn: list
  markers, the paginator's hyphens (CSS after span.folio-hyphen) and its line breaks included.
  Whitespace is left out on both sides (pdftotext writes a space wherever glyphs leave a gap), and
  so are emoji (cairo 1.16 draws colour glyphs as images without their text). On a page of
  right-to-left text, pdftotext writes bidi controls and puts the characters of a ligature
  (Arabic lam-alef) in reverse, so there the page's characters are compared as a multiset. A word
  hyphenated across a page end has its hyphen in the PDF and not in the carousel (no line break of
  its page map there to draw one after);
- `pdffonts`: every font embedded and subset; `pdfimages -list`: every photo at most 300 pixels per
  inch, at its original size where that is within 300 ppi (every photo of these issues at a4;
  an emoji's bitmap, at most 160 pixels and not a JPEG, is not a photo);
- the outline (pypdf) has one entry per article, titled as the article; `qpdf --check` passes;
  the catalog says /Lang and /MarkInfo, the metadata the issue's title.
"""
import collections
import functools
import json
import pathlib
import re
import shutil
import subprocess
import unicodedata

import pytest
from pypdf import PdfReader

from conftest import ROOT, WAIT_SECONDS, folio_executable, issue_data, make_browser, needs_tool, open_issue

pytestmark = [needs_tool("pdftotext"), needs_tool("qpdf")]

ISSUES = {"sample": ROOT / "Content", "course": ROOT / "Examples" / "StateParks", "scripts": ROOT / "Examples" / "Scripts"}
PAGES_YAML = "pages:\n  a4: {}\n  tablet: {width: 640, height: 840, margin: 40, font-size: 18, line-height: 1.5}\n"
# Windows in which the carousel picks each geometry (body text on screen within 14–26 px, then the
# largest share of the window: folio-view.js's pickGeometry).
WINDOWS = {"a4": (800, 1110), "tablet": (664, 864)}
BIDI_CONTROLS = re.compile("[\u200e\u200f\u202a-\u202e\u2066-\u2069]")
# Emoji are drawn from Noto Color Emoji's bitmaps, which cairo 1.16 puts in the PDF as images
# without their text: they are left out of both sides (and their bitmaps out of the photos).
EMOJI = re.compile("[\u2600-\u27bf\ufe0f\u200d\U0001f000-\U0001faff]")
RIGHT_TO_LEFT = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]")

# The current page's text as drawn: text nodes in document order, a space for each line break and
# around each block, a list item's marker (• or its number and a full stop) where it shows one, the
# paginator's hyphen after span.folio-hyphen; hidden elements and pictures left out.
PAGE_TEXT = """
const page = document.querySelector('.page.current'), out = [];
const BLOCK = /^(P|LI|UL|OL|H[1-6]|PRE|FIGURE|FIGCAPTION|BLOCKQUOTE|HEADER|DIV|HR)$/;
function walk(node) {
  for (const child of node.childNodes) {
    if (child.nodeType === 3) { out.push(child.data); continue; }
    if (child.nodeType !== 1) continue;
    const style = getComputedStyle(child);
    if (style.display === 'none' || style.visibility === 'hidden' || child.tagName === 'IMG') continue;
    if (child.tagName === 'BR') { out.push(' '); continue; }
    const block = BLOCK.test(child.tagName);
    if (block) out.push(' ');
    if (child.tagName === 'LI' && style.listStyleType !== 'none') {
      const list = child.parentElement;
      const items = [...list.children].filter((c) => c.tagName === 'LI');
      out.push(list.tagName === 'OL' ? `${(list.start || 1) + items.indexOf(child)}. ` : '• ');
    }
    walk(child);
    if (child.classList.contains('folio-hyphen')) out.push('-');
    if (block) out.push(' ');
  }
}
for (const col of page.querySelectorAll(':scope > .col')) walk(col);
return out.join('');
"""

# Goes to page `page` (from 1) of article `index` by its deep link and returns its text (PAGE_TEXT)
# once that page is current and shows its content; transitions are off, so nothing is waited for
# but the page itself.
GO_AND_READ = """
const [hash, index, page, timeout, done] = arguments, until = Date.now() + timeout * 1000;
location.hash = hash;
const poll = () => {
  try {
    const current = document.querySelector('.page.current'), at = window.folio.state().at;
    if (current && window.folio.loaded() && !current.classList.contains('pending') && at[0] === index && at[1] === page - 1)
      done(new Function(arguments_text)());
    else if (Date.now() > until) done(null);
    else setTimeout(poll, 2);
  } catch (error) { done('error: ' + error); }
};
const arguments_text = %s;
poll();
"""


def normalised(text):
    """The text without whitespace, bidi controls and emoji: pdftotext puts a space wherever glyphs
    leave a gap (before a Devanagari vowel sign, between justified words) and none where they do
    not, so whitespace is left out on both sides; every other character is compared in order."""
    return re.sub(r"\s+", "", EMOJI.sub("", BIDI_CONTROLS.sub("", text)))


def characters(text):
    return collections.Counter(unicodedata.normalize("NFKC", normalised(text)))


def run(*command):
    return subprocess.run([str(c) for c in command], check=True, capture_output=True, text=True).stdout


@functools.cache
def paginate_table(folder):
    """`folio paginate`'s table of page counts for the issue in `folder` (run once per issue)."""
    return run(folio_executable(), "paginate", folder).splitlines()


def paginated_counts(folder, geometry):
    """Each article's page count in `geometry`, from `folio paginate`'s table (strip order)."""
    table = paginate_table(folder)
    header = next(line for line in table if geometry in line.split())
    column = header.split().index(geometry)
    counts = {}
    for line in table[table.index(header) + 1:]:
        cells = line.split()
        if not cells:
            if counts:
                break
            continue
        counts[cells[0]] = int(cells[1 + column])
    return counts


@pytest.fixture(scope="module")
def issues(tmp_path_factory):
    """Each issue copied with a4 and tablet pages and built once: its folder, the HTML bundle's
    index.html and the PDF of each geometry."""
    built = {}
    for name, source in ISSUES.items():
        base = tmp_path_factory.mktemp(f"pdf-{name}")
        folder = base / "content"
        shutil.copytree(source, folder, ignore=shutil.ignore_patterns("__pycache__", "*.xcodeproj"))
        yaml = folder / "issue.yaml"
        yaml.write_text(PAGES_YAML + (yaml.read_text() if yaml.exists() else f"title: {source.name}\n"))
        out, cache = base / "out", base / "cache"
        run(folio_executable(), "build", folder, "--sink", "html", "--sink", "pdf", "--out", out, "--cache", cache)
        run(folio_executable(), "build", folder, "--sink", "pdf", "--option", "pdf.geometry=tablet",
            "--out", base / "tablet", "--cache", cache)
        pdfs = {"a4": out / "pdf" / "issue.pdf", "tablet": base / "tablet" / "issue.pdf"}
        # qpdf --check reads every object (9 s for the sample's 4.7 MB here): started now, it runs
        # while the browser reads the carousel, and test_pdf_is_a_real_document waits for it.
        checks = {g: subprocess.Popen(["qpdf", "--check", str(p)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                      text=True) for g, p in pdfs.items()}
        built[name] = {"folder": folder, "index": (out / "html" / "index.html").as_uri(), "pdf": pdfs, "qpdf": checks}
    yield built
    for issue in built.values():
        for check in issue["qpdf"].values():
            check.kill()
            check.wait()


@pytest.fixture(scope="module")
def carousel_pages(issues):
    """The text of every page of every issue in the carousel, by issue and geometry: one browser."""
    driver = make_browser(*WINDOWS["a4"])
    driver.set_script_timeout(WAIT_SECONDS + 10)
    texts = {}
    try:
        for name, issue in issues.items():
            for geometry, (width, height) in WINDOWS.items():
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                       {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
                open_issue(driver, issue["index"])
                assert driver.execute_script("return document.documentElement.dataset.geometry") == geometry
                data = issue_data(driver)
                shown = next(g for g in data["geometries"] if g["name"] == geometry)
                pages = []
                driver.execute_script(
                    "document.head.insertAdjacentHTML('beforeend', '<style>*{transition:none!important}</style>')")
                read = GO_AND_READ % json.dumps(PAGE_TEXT)
                for index, (article, column) in enumerate(zip(data["articles"], shown["navigation"]["articles"])):
                    for page in range(1, column["pages"] + 1):
                        text = driver.execute_async_script(read, f"#/{article['id']}/{page}", index, page, WAIT_SECONDS)
                        assert text is not None, f"{name} at {geometry}: {article['id']} page {page} did not show"
                        assert not text.startswith("error: "), text
                        pages.append((article["id"], page, text))
                texts[(name, geometry)] = pages
    finally:
        driver.quit()
    return texts


def article_pages(pdf):
    """The PDF's article pages (labelled with numbers; contents pages are i, ii, …), as page indexes."""
    labels = PdfReader(pdf).page_labels
    return [index for index, label in enumerate(labels) if label.isdigit()]


@pytest.mark.parametrize("geometry", ["a4", "tablet"])
@pytest.mark.parametrize("name", list(ISSUES))
def test_pdf_pages_are_the_carousels_pages(issues, carousel_pages, name, geometry):
    issue = issues[name]
    pdf = issue["pdf"][geometry]
    counts = paginated_counts(issue["folder"], geometry)
    pages = article_pages(pdf)
    assert len(pages) == sum(counts.values()), f"{pdf.name}: {len(pages)} article pages, paginate says {counts}"
    shown = carousel_pages[(name, geometry)]
    assert len(shown) == len(pages)
    g = next(g for g in issue_data(pathlib.Path(issue["index"][len("file://"):])).get("geometries") if g["name"] == geometry)
    # pdftotext's crop box is in whole points: the text box, a point or two wider on each side.
    left, width, height = int(g["margin"]) - 1, int(g["width"] - 2 * g["margin"]) + 4, int(g["height"] - 2 * g["margin"]) + 4
    box = ["-x", left, "-y", left, "-W", width, "-H", height]
    # One pdftotext for the whole file: its pages are separated by form feeds.
    every = run("pdftotext", "-layout", *box, pdf, "-").split("\f")
    wrong = []
    for index, (article, page, carousel) in zip(pages, shown):
        printed = every[index]
        if RIGHT_TO_LEFT.search(carousel):
            same = characters(printed) == characters(carousel)
        else:
            same = normalised(printed) == normalised(carousel)
            # A word the paginator hyphenated across a page end: the PDF draws its hyphen (the
            # page's last line is hyphenated), the carousel has no break there to hang one on.
            same = same or (normalised(printed).endswith("-") and normalised(printed)[:-1] == normalised(carousel))
        if not same:
            a, b = normalised(printed), normalised(carousel)
            at = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
            wrong.append(f"{article} page {page} (PDF page {index + 1}), from character {at}:\n"
                         f"  PDF:      …{a[max(at - 40, 0):at + 80]}\n  carousel: …{b[max(at - 40, 0):at + 80]}")
    assert not wrong, f"{name} at {geometry}: {len(wrong)} of {len(pages)} pages differ:\n" + "\n".join(wrong[:4])


@pytest.mark.parametrize("name", list(ISSUES))
def test_pdf_is_a_real_document(issues, name):
    issue = issues[name]
    titles = [a["title"] for a in issue_data(pathlib.Path(issue["index"][len("file://"):]))["articles"]]
    originals = {(p.width, p.height) for p in photo_sizes(issue["folder"])}
    for geometry, pdf in issue["pdf"].items():
        output, _ = issue["qpdf"][geometry].communicate()
        assert issue["qpdf"][geometry].returncode == 0, f"qpdf --check {pdf}: {output}"
        fonts = run("pdffonts", pdf).splitlines()[2:]
        assert fonts and all(row.split()[-5:-3] == ["yes", "yes"] for row in fonts), "\n".join(fonts)
        for row in run("pdfimages", "-list", pdf).splitlines()[2:]:
            cells = row.split()
            width, height, ppi = int(cells[3]), int(cells[4]), float(cells[12])
            assert ppi <= 300.5, row
            if cells[9] != "jpeg" and width <= 160 and height <= 160:
                continue  # an emoji's bitmap
            if geometry == "a4":
                assert (width, height) in originals, f"not a photo at its original size: {row}"
        reader = PdfReader(pdf)
        assert [entry.title for entry in reader.outline] == titles
        catalog = reader.trailer["/Root"]
        assert "/Lang" in catalog and catalog["/MarkInfo"]["/Marked"]
        assert reader.metadata.title == issue_data(pathlib.Path(issue["index"][len("file://"):]))["title"]


def photo_sizes(folder):
    from PIL import Image
    sizes = []
    for path in folder.rglob("*"):
        if path.suffix.lower() in {".jpg", ".jpeg", ".png"}:
            with Image.open(path) as image:
                sizes.append(image)
    return sizes
