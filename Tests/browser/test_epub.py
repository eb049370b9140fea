"""The EPUB sink (`folio build --sink epub`, docs/epub.md) against epubcheck, the PDF sink and the
JSON bundle's frames, for the sample (Content/), the multi-script example (Examples/Scripts), the
right-to-left example (Examples/RightToLeft) and the art-directed one (Examples/Magazine), each in
its default geometry (the EPUB's and the PDF's default: the issue's first, none has a4), and Scripts
and Magazine at `tablet` too (`--option epub.geometry=tablet --option pdf.geometry=tablet`).

Each is built once with the release binary into an EPUB, a PDF of the same geometry and a JSON
bundle with that geometry's frames (`--option json.frames=NAME`). Then:
- `epubcheck` (Debian's 4.2.6, scripts/ensure-deps test) reports 0 fatals, 0 errors, 0 warnings;
- the container: `mimetype` first and stored; the package document pre-paginated, with the
  accessibility metadata, a spine of one page per frame (as many as `folio paginate` counts) in
  strip order, `page-progression-direction="rtl"` exactly for the right-to-left issue, a cover image;
  the navigation document's contents (one entry per article, to its first page) and page list;
- each page: its viewport the geometry's size, its `lang` and `dir` the frame's, and its text the
  PDF page's: the text of page N of the EPUB (its character data in document order, a small-capitals
  run in capitals as it is drawn) and of the PDF page labelled N (`pdftotext -raw`, the content
  stream's order, which is the order the PDF sink draws the frames in; cut above the running foot,
  which the EPUB leaves to the reader), compared as test_pdf.py compares: whitespace, bidi controls
  and emoji left out, and on a page with right-to-left text as a multiset of characters (pdftotext
  writes a ligature's characters in reverse there);
- the fonts: every word is set in a face the book ships (`@font-face` of its class), and that file's
  character map (fontTools) has every character of the word but default-ignorable ones (a variation
  selector after an emoji): the subsets draw the text;
- in Chromium (the default-geometry books), every page's faces load and every word stands where
  the frame puts it: its left edge and baseline the frame's, its width the frame's within 0.6 px.
"""
import collections
import functools
import json
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
import zipfile

import pytest
from fontTools.ttLib import TTFont
from pypdf import PdfReader

from conftest import ROOT, folio_executable, make_browser, needs_tool
# The PDF's text is compared as test_pdf.py compares it with the carousel's.
from test_pdf import RIGHT_TO_LEFT, characters, normalised, run

pytestmark = [needs_tool("epubcheck"), needs_tool("pdftotext")]

ISSUES = {
    "sample": ROOT / "Content",
    "scripts": ROOT / "Examples" / "Scripts",
    "right-to-left": ROOT / "Examples" / "RightToLeft",
    "magazine": ROOT / "Examples" / "Magazine",
}
# (issue, geometry): None is the sinks' default geometry.
BOOKS = [(name, None) for name in ISSUES] + [("scripts", "tablet"), ("magazine", "tablet")]
XHTML = "{http://www.w3.org/1999/xhtml}"
OPF = "{http://www.idpf.org/2007/opf}"
# Default-ignorable characters (variation selectors, joiners, the soft hyphen): a shaper needs no
# glyph of the face's character map for them.
SARA_AM = re.compile("[\u0e33\u0eb3]")
IGNORABLE = re.compile("[\u00ad\u200b-\u200f\u2060-\u206f\ufe00-\ufe0f\U000e0100-\U000e01ef]")


def epubcheck_command():
    """epubcheck as a command: Debian's /usr/bin/epubcheck is the jar itself, run by binfmt_misc's
    jexec where that is registered; elsewhere (a container) it is run with java -jar."""
    path = shutil.which("epubcheck")
    with open(path, "rb") as file:
        is_jar = file.read(2) == b"PK"
    return ["java", "-jar", path] if is_jar else [path]


@pytest.fixture(scope="module")
def books(tmp_path_factory):
    """Each book built once with its PDF and JSON frames, its epubcheck started at once (12 s a
    book here), so that the checks of one run while the next is built."""
    built = {}
    for name, geometry in BOOKS:
        base = tmp_path_factory.mktemp(f"epub-{name}-{geometry or 'default'}")
        options = []
        if geometry:
            options = ["--option", f"epub.geometry={geometry}", "--option", f"pdf.geometry={geometry}"]
        out = base / "out"
        # The JSON frames need the geometry's name: the default one is the issue's first.
        json_geometry = geometry or first_geometry(ISSUES[name])
        run(folio_executable(), "build", ISSUES[name], "--sink", "epub", "--sink", "pdf", "--sink", "json",
            "--option", f"json.frames={json_geometry}", *options, "--out", out, "--cache", base / "cache")
        epub = out / "epub" / "issue.epub"
        check = subprocess.Popen([*epubcheck_command(), str(epub)], stdout=subprocess.PIPE,
                                 stderr=subprocess.STDOUT, text=True)
        built[(name, geometry)] = {"epub": epub, "pdf": out / "pdf" / "issue.pdf", "json": out / "json",
                                   "geometry": json_geometry, "check": check}
    yield built
    for book in built.values():
        book["check"].kill()
        book["check"].wait()


@functools.cache
def first_geometry(folder):
    """The issue's first page geometry, from `folio paginate`'s table header."""
    table = run(folio_executable(), "paginate", folder).splitlines()
    return next(line for line in table if line.startswith(" ")).split()[0]


def bundle(book):
    return json.loads((book["json"] / "issue.json").read_text())


def frames(book):
    """Every page's frame in the book's geometry, in strip order: (article, frame)."""
    issue = bundle(book)
    pages = []
    for article in issue["articles"]:
        data = json.loads((book["json"] / article["file"]).read_text())
        shown = next(m for m in data["pageMaps"] if m["geometry"] == book["geometry"])
        pages += [(article, frame) for frame in shown["frames"]]
    return pages


def page_text(xhtml):
    """A page's text: its body's character data in document order, a small-capitals word
    (class sc) in capitals, as it is drawn."""
    out = []

    def walk(element, upper):
        upper = upper or "sc" in (element.get("class") or "").split()
        if element.text:
            out.append(element.text.upper() if upper else element.text)
        for child in element:
            walk(child, upper)
            if child.tail:
                out.append(child.tail)

    walk(ET.fromstring(xhtml).find(XHTML + "body"), False)
    return "".join(out)


def ids(book):
    return f"{book[0]}-{book[1] or 'default'}"


@pytest.mark.parametrize("key", BOOKS, ids=ids)
def test_epubcheck_finds_nothing(books, key):
    check = books[key]["check"]
    output, _ = check.communicate(timeout=300)
    assert check.returncode == 0, output
    assert "Messages: 0 fatals / 0 errors / 0 warnings" in output, output


@pytest.mark.parametrize("key", BOOKS, ids=ids)
def test_container_package_and_navigation(books, key):
    book = books[key]
    archive = zipfile.ZipFile(book["epub"])
    first = archive.infolist()[0]
    assert first.filename == "mimetype" and first.compress_type == zipfile.ZIP_STORED
    assert archive.read("mimetype") == b"application/epub+zip"
    package = ET.fromstring(archive.read("OEBPS/content.opf"))
    metadata = {}
    for meta in package.iter(OPF + "meta"):
        metadata.setdefault(meta.get("property"), []).append(meta.text)
    assert metadata["rendition:layout"] == ["pre-paginated"]
    for property in ["schema:accessMode", "schema:accessModeSufficient", "schema:accessibilityFeature",
                     "schema:accessibilityHazard", "schema:accessibilitySummary", "dcterms:modified"]:
        assert metadata.get(property), property
    items = {item.get("id"): item for item in package.iter(OPF + "item")}
    assert any("cover-image" in (item.get("properties") or "") for item in items.values())
    spine = package.find(OPF + "spine")
    right_to_left = key[0] == "right-to-left"
    assert (spine.get("page-progression-direction") == "rtl") == right_to_left
    pages = [items[ref.get("idref")].get("href") for ref in spine]
    assert len(pages) == len(frames(book))

    navigation = ET.fromstring(archive.read("OEBPS/nav.xhtml"))
    navs = {nav.get("{http://www.idpf.org/2007/ops}type"): nav for nav in navigation.iter(XHTML + "nav")}
    contents = [(a.text, a.get("href")) for a in navs["toc"].iter(XHTML + "a")]
    articles = bundle(book)["articles"]
    assert [title for title, _ in contents] == [a["title"] for a in articles]
    first_pages, number = [], 1
    for article, frame_count in collections.Counter(a["id"] for a, _ in frames(book)).items():
        first_pages.append(pages[number - 1])
        number += frame_count
    assert [href for _, href in contents] == first_pages
    assert [a.get("href") for a in navs["page-list"].iter(XHTML + "a")] == pages


@pytest.mark.parametrize("key", BOOKS, ids=ids)
def test_every_page_is_the_pdf_page(books, key):
    book = books[key]
    archive = zipfile.ZipFile(book["epub"])
    geometry = next(g for g in bundle(book)["geometries"] if g["name"] == book["geometry"])
    labels = PdfReader(book["pdf"]).page_labels
    # Above the running foot (RunningFoot: its line box at height - margin / 2 - 0.6 of its size,
    # 0.7 of the body size): pdftotext's crop box is in whole points.
    foot = int(geometry["height"] - geometry["margin"] / 2 - 0.7 * geometry["fontSize"] * 0.6)
    printed = run("pdftotext", "-raw", "-x", 0, "-y", 0, "-W", int(geometry["width"]) + 1, "-H", foot,
                  book["pdf"], "-").split("\f")
    viewport = f'width={round(geometry["width"])}, height={round(geometry["height"])}'
    wrong = []
    for number, (article, frame) in enumerate(frames(book), start=1):
        xhtml = archive.read(f"OEBPS/pages/page-{number:04d}.xhtml").decode()
        root = ET.fromstring(xhtml)
        assert f'<meta name="viewport" content="{viewport}"/>' in xhtml
        assert (root.get("lang"), root.get("dir")) == (frame["lang"], frame["dir"]), f"page {number}"
        assert root.get("{http://www.w3.org/XML/1998/namespace}lang") == frame["lang"]
        text, pdf = page_text(xhtml), printed[labels.index(str(number))]
        same = characters(text) == characters(pdf) if RIGHT_TO_LEFT.search(text) else normalised(text) == normalised(pdf)
        if not same:
            a, b = normalised(pdf), normalised(text)
            at = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
            wrong.append(f"{article['id']}, page {number}, from character {at}:\n"
                         f"  PDF:  …{a[max(at - 40, 0):at + 80]}\n  EPUB: …{b[max(at - 40, 0):at + 80]}")
    assert not wrong, f"{len(wrong)} pages differ:\n" + "\n".join(wrong[:4])


@pytest.mark.parametrize("key", BOOKS, ids=ids)
def test_every_word_is_drawn_from_a_shipped_subset(books, key):
    archive = zipfile.ZipFile(books[key]["epub"])
    css = archive.read("OEBPS/styles/fonts.css").decode()
    files = dict(re.findall(r'font-family: "(f[0-9a-f]+(?:-\d+)?)"; src: url\(\.\./(fonts/[^)]+)\)', css))
    assert files, css
    maps = {}
    for family, path in files.items():
        with archive.open(f"OEBPS/{path}") as file:
            maps[family] = set(TTFont(file, fontNumber=0).getBestCmap())
    missing = collections.Counter()
    words = 0
    for name in archive.namelist():
        if not name.startswith("OEBPS/pages/"):
            continue
        for span in ET.fromstring(archive.read(name)).iter(XHTML + "span"):
            classes = (span.get("class") or "").split()
            if "w" not in classes:
                continue
            words += 1
            family = next((c for c in classes if c in files), None)
            assert family, f"{name}: a word in no shipped face: {span.text!r}"
            missing.update(c for c in IGNORABLE.sub("", span.text or "") if ord(c) not in maps[family] and not c.isspace())
    assert words > 0
    assert not missing, f"characters a word's face lacks: {missing.most_common(10)}"


# Every word of the current page as Chromium draws it, once its faces are loaded: its text, left
# edge, width and baseline (the bottom of an empty inline-block put in it, which sits on the
# baseline), and whether its face loaded.
DRAWN_WORDS = """
const done = arguments[0];
document.fonts.ready.then(() => {
  const words = [...document.querySelectorAll('span.w')].map((span) => {
    const box = span.getBoundingClientRect();
    const probe = document.createElement('span');
    probe.style.cssText = 'display:inline-block;width:0;height:0;vertical-align:baseline';
    span.appendChild(probe);
    const baseline = probe.getBoundingClientRect().bottom;
    probe.remove();
    return [span.textContent, box.left, box.width, baseline];
  });
  const faces = [...document.fonts].map((face) => face.status);
  done({words, faces});
});
"""


def frame_words(frame):
    """The words of a page's frame as the sink cuts them (each run's text at its spaces): their
    text, left edge (the leftmost x of the glyphs that draw them), right edge (where the next
    glyph to the right, a space, starts; the run's right edge for the rightmost word) and the
    baseline they sit on (the frame's y of their glyphs)."""
    words = []
    for block in frame["blocks"]:
        for line in block["lines"]:
            for run_ in line["runs"]:
                glyphs = [run_["glyphs"][i:i + 4] for i in range(0, len(run_["glyphs"]), 4)]
                data = run_["text"].encode()
                for match in re.finditer(rb"[^ ]+", data):
                    drawn = [i for i, g in enumerate(glyphs) if match.start() <= g[3] < match.end()]
                    if not drawn:
                        continue
                    after = max(drawn) + 1
                    right = glyphs[after][1] if after < len(glyphs) else run_["right"]
                    left = min(glyphs[i][1] for i in drawn)
                    baseline = collections.Counter(glyphs[i][2] for i in drawn).most_common(1)[0][0]
                    words.append((match.group().decode(), left, right - left, baseline))
    return words


@pytest.mark.parametrize("key", [book for book in BOOKS if book[1] is None], ids=ids)
def test_chromium_draws_every_word_where_the_frame_puts_it(books, key, tmp_path):
    """Each page opened in Chromium at its viewport: its faces load, and every word, shaped again
    by the browser in the book's subset of its face, stands where the frame put it: its left edge
    the frame's, its width within 0.6 px of the frame's (from its leftmost glyph to where the next
    glyph starts: that includes the kerning of the word's last letter with the space after it,
    about half a pixel after a full stop or comma in the body face, which a word shaped alone
    lacks), its baseline within half a pixel of its glyphs' y. Prints the width differences.

    Known and left out of the widths: a Thai or Lao word with sara am (U+0E33, U+0EB3), about a
    pixel narrower per sara am (4 words of Examples/Scripts). The paginator shaped it in the whole
    face, which decomposes sara am into nikhahit and sara aa; the book's face is cut from
    FontFiles' cut, whose character map has no nikhahit, so the browser draws sara am whole."""
    book = books[key]
    zipfile.ZipFile(book["epub"]).extractall(tmp_path)
    geometry = next(g for g in bundle(book)["geometries"] if g["name"] == book["geometry"])
    driver = make_browser(round(geometry["width"]), round(geometry["height"]))
    words, worst, widths = 0, [], []
    try:
        for number, (article, frame) in enumerate(frames(book), start=1):
            driver.get((tmp_path / "OEBPS" / "pages" / f"page-{number:04d}.xhtml").as_uri())
            drawn = driver.execute_async_script(DRAWN_WORDS)
            # A face no word of the page uses stays unloaded; none fails.
            assert "error" not in drawn["faces"] and "loaded" in drawn["faces"], f"page {number}: {drawn['faces']}"
            placed = collections.defaultdict(list)
            for text, left, width, baseline in frame_words(frame):
                placed[text].append((left, width, baseline))
            for text, left, width, baseline in drawn["words"]:
                words += 1
                match = min(placed.get(text, []), key=lambda p: abs(p[0] - left) + abs(p[2] - baseline), default=None)
                if match is None or abs(match[0] - left) > 0.05:
                    worst.append(f"page {number}: {text!r} at {left:.2f}: no such word in the frame")
                elif abs(match[2] - baseline) > 0.5 or (abs(match[1] - width) > 0.6 and not SARA_AM.search(text)):
                    worst.append(f"page {number}: {text!r} {width:.2f} px wide on {baseline:.2f}, "
                                 f"the frame's {match[1]:.2f} on {match[2]:.2f}")
                else:
                    widths.append(abs(match[1] - width))
    finally:
        driver.quit()
    widths.sort()
    print(f"{ids(key)}: {words} words, {len(worst)} not where the frame puts them; width differences: "
          f"median {widths[len(widths) // 2]:.3f}, 99th percentile {widths[len(widths) * 99 // 100]:.3f}, "
          f"largest {widths[-1]:.3f} px, {sum(w > 0.5 for w in widths)} over 0.5 px")
    assert words > 0
    assert not worst, f"{len(worst)} of {words} words:\n" + "\n".join(worst[:10])
