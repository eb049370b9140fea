"""Articles that open on their lead photo (issue 41, item 2: `opener:` in front matter, a default in
issue.yaml), in the carousel at the eight responsive viewports of test_geometries.py in the light and
the dark theme, and in the PDF. With FOLIO_README_IMAGES=1 the phone and desktop pictures are saved to docs/images
(opener-over-phone.jpg, opener-under-phone.jpg, opener-under-desktop.jpg; test_readme_screenshots.save).

The sample issue (Content/) is built with `opener: under` in its issue.yaml and `opener: over` in
the front matter of "A Bird on a Spring"; each article's lead photo is the one its front matter names.

- `over`: the photo covers the whole first page (the share of the page's box its <img> covers, from
  the boxes Chromium drew, is at least 99.9 %); the title, the dek (the article's summary) and the
  byline end at the foot of the page (in its lowest quarter), each word at a contrast of at least 4.5:1 against the
  brightest pixel behind it, measured from a screenshot taken with the words made transparent
  (test_cover_art.contrast_problems); a tap between the words is the photo's.
- `under`: the photo spans the page's width across its top (Chromium hit-tests a clipped <img>
  only where it shows: the page's top corners are the photo's), and no word of the page is over it:
  the point at the middle of every word's box is not the photo's.
- The opener's photo zooms: a pinch on it (CDP touch) zooms the page and locks navigation, a pinch
  back unlocks it.
- axe-core finds nothing on either opener page, in either theme.
- The lines on screen are the paginator's on every page of the issue, the openers' titles and
  deks included (test_lines_agree.open_with_lines_agreeing).
- The PDF (phone geometry): the `over` page is the photo to its four corners with white glyphs on
  each of its lines where the JSON frames set them; the `under` page's top corners are the photo,
  its text the title, then the dek, then the byline, then the article."""
import shutil
import subprocess

import pytest
from PIL import Image

from conftest import ROOT, build_bundle, folio_executable, json_frame, state, wait_until
from pages_on_screen import settle_on_page
from test_accessibility import axe_violations
from test_cover import driver  # noqa: F401 (a fixture: one Chromium for the module)
from test_cover import show
from test_cover_art import ART, contrast_problems, covered_share
from test_gestures import pinch
from test_geometries import SIZES
from test_lines_agree import open_with_lines_agreeing
from test_readme_screenshots import save
from test_theme import prefer

OVER, UNDER = "a-bird-on-a-spring", "figs-for-a-cold-evening"


def with_openers(content):
    """Sets `opener: under` for the issue and `opener: over` for OVER in a copy of the sample."""
    settings = content / "issue.yaml"
    settings.write_text(settings.read_text() + "\nopener: under\n")
    article = content / "articles" / f"{OVER}.md"
    text = article.read_text()
    assert "\norder: 3\n" in text
    article.write_text(text.replace("\norder: 3\n", "\norder: 3\nopener: over\n", 1))


@pytest.fixture(scope="module")
def openers(tmp_path_factory):
    """The sample with openers: (its content folder, its bundle folder)."""
    base = tmp_path_factory.mktemp("openers")
    content = base / "content"
    shutil.copytree(ROOT / "Content", content)
    with_openers(content)
    build_bundle(content, base / "out", base / "cache")
    return content, base / "out"


def open_opener(driver, bundle, article, width, height, scheme):
    """The first page of `article`, opened by its address, once its photo is drawn."""
    prefer(driver, scheme)
    show(driver, f"{(bundle / 'index.html').as_uri()}?{scheme}#/{article}/1", width, height)
    settle_on_page(driver)
    wait_until(driver, "(() => { const i = document.querySelector('.page.current > img.art'); "
                       "return i && i.complete && i.naturalWidth > 0; })()",
               message=f"{article} at {width}×{height}: the opener's photo is not drawn")


# Where the current page's words are, and which of them (the middle of its box) is over the photo.
WORDS_OVER_PHOTO = """
const page = document.querySelector('.page.current'), art = page.querySelector(':scope > img.art');
const r = page.getBoundingClientRect(), over = [];
const walker = document.createTreeWalker(page, NodeFilter.SHOW_TEXT);
let words = 0;
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  for (const m of node.data.matchAll(/\\S+/g)) {
    const range = document.createRange();
    range.setStart(node, m.index); range.setEnd(node, m.index + m[0].length);
    for (const b of range.getClientRects()) {
      if (b.bottom < r.top || b.top > r.bottom) continue;
      words++;
      if (document.elementsFromPoint((b.left + b.right) / 2, (b.top + b.bottom) / 2).includes(art)) over.push(m[0]);
    }
  }
}
const corner = (x, y) => document.elementsFromPoint(x, y).includes(art);
return {words, over, corners: [corner(r.left + 2, r.top + 2), corner(r.right - 3, r.top + 2)],
        design: page.classList.contains('under') ? 'under' : page.classList.contains('over') ? 'over' : null,
        header: (() => { const h = page.querySelector('header.title').getBoundingClientRect(); return [h.top, h.bottom]; })(),
        page: [r.top, r.bottom]};
"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_an_over_opener_is_the_photo_with_legible_words_at_its_foot(driver, openers, artifacts, scheme):
    _, bundle = openers
    failures, report = [], []
    for width, height in SIZES:
        where = f"over, {scheme}, {width}×{height}"
        open_opener(driver, bundle, OVER, width, height, scheme)
        seen = driver.execute_script(ART)
        assert seen["art"], f"{where}: no photo drawn: {seen}"
        share = covered_share(seen["page"], seen["art"])
        if share < 0.999:
            failures.append(f"{where}: the photo covers {share:.1%} of the page")
        placed = driver.execute_script(WORDS_OVER_PHOTO)
        top, bottom = placed["page"]
        if placed["design"] != "over" or placed["header"][1] < bottom - (bottom - top) / 4 or placed["header"][1] > bottom:
            failures.append(f"{where}: the words do not end at the page's foot: {placed}")
        if len(seen["words"]) < 10:
            failures.append(f"{where}: only {len(seen['words'])} words (title, dek, byline)")
        problems, lowest = contrast_problems(driver, seen, where)
        failures += problems
        report.append(f"{where}: photo over {share:.1%} of the page, {len(seen['words'])} words, "
                      f"lowest contrast {lowest:.2f}:1")
        if (width, height) in [(390, 844), (1280, 800)]:
            docs = "opener-over-phone.jpg" if (width, height, scheme) == (390, 844, "light") else None
            save(driver, artifacts / f"opener-over-{scheme}-{width}x{height}.png", docs)
    prefer(driver, "light")
    print("\n".join(report))
    (artifacts / f"opener-over-{scheme}.txt").write_text("\n".join(report) + "\n")
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_an_under_opener_tops_the_page_with_its_photo_and_no_word_over_it(driver, openers, artifacts, scheme):
    _, bundle = openers
    failures = []
    for width, height in SIZES:
        where = f"under, {scheme}, {width}×{height}"
        open_opener(driver, bundle, UNDER, width, height, scheme)
        placed = driver.execute_script(WORDS_OVER_PHOTO)
        if placed["design"] != "under":
            failures.append(f"{where}: not an under opener: {placed}")
        if placed["corners"] != [True, True]:
            failures.append(f"{where}: the photo does not reach the page's top corners: {placed['corners']}")
        if placed["words"] < 40:
            failures.append(f"{where}: only {placed['words']} words on the page: the text does not follow")
        if placed["over"]:
            failures.append(f"{where}: words over the photo: {placed['over'][:8]}")
        if (width, height) in [(390, 844), (1280, 800)]:
            docs = {(390, 844, "light"): "opener-under-phone.jpg",
                    (1280, 800, "dark"): "opener-under-desktop.jpg"}.get((width, height, scheme))
            save(driver, artifacts / f"opener-under-{scheme}-{width}x{height}.png", docs)
    prefer(driver, "light")
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("article", [OVER, UNDER])
def test_a_pinch_on_the_openers_photo_zooms_it(driver, openers, article):
    _, bundle = openers
    open_opener(driver, bundle, article, 390, 844, "light")
    box = driver.execute_script("const r = document.querySelector('.page.current').getBoundingClientRect(); "
                                "return [r.left, r.top, r.width, r.height]")
    centre = (box[0] + box[2] / 2, box[1] + box[3] * (0.3 if article == OVER else 0.15))
    at = state(driver)["at"]
    pinch(driver, centre, 80, 300)
    zoomed = state(driver)
    assert 1 < zoomed["zoom"] <= 10 and zoomed["moves"] == [], zoomed
    pinch(driver, centre, 300, 40)
    back = state(driver)
    assert back["zoom"] == 1 and back["at"] == at and back["moves"], back


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("article", [OVER, UNDER])
def test_axe_finds_nothing_on_an_opener(driver, openers, article, scheme):
    _, bundle = openers
    open_opener(driver, bundle, article, 1280, 800, scheme)
    violations = axe_violations(driver)
    prefer(driver, "light")
    assert violations == []


@pytest.mark.parametrize("name", ["phone", "laptop"])
def test_the_openers_lines_are_the_paginators(browser, openers, artifacts, name):
    _, bundle = openers
    open_with_lines_agreeing(browser, bundle, artifacts, name, "openers")


def test_the_pdf_openers_draw_the_photo_and_the_words_where_the_frames_set_them(openers, tmp_path):
    content, _ = openers
    out = tmp_path / "out"
    subprocess.run([str(folio_executable()), "build", str(content), "--sink", "pdf", "--sink", "json",
                    "--option", "pdf.geometry=phone", "--option", "json.frames=phone", "--out", str(out),
                    "--cache", str(tmp_path / "cache")], check=True, capture_output=True, text=True)
    pdf = next(out.rglob("*.pdf"))
    pages = {}
    for number in range(1, int(subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True)
                               .stdout.split("Pages:")[1].split()[0]) + 1):
        text = subprocess.run(["pdftotext", "-f", str(number), "-l", str(number), str(pdf), "-"],
                              capture_output=True, text=True, check=True).stdout
        for article, title in [(OVER, "A Bird on a Spring"), (UNDER, "Figs for a Cold Evening")]:
            if text.startswith(title) and article not in pages:
                pages[article] = (number, text)
    assert set(pages) == {OVER, UNDER}, f"the openers' first pages were not found: {pages.keys()}"

    def draw(number):
        subprocess.run(["pdftoppm", "-r", "72", "-f", str(number), "-l", str(number), "-png", str(pdf),
                        str(tmp_path / f"p{number}")], check=True)
        return Image.open(next(tmp_path.glob(f"p{number}*.png"))).convert("RGB")

    over = draw(pages[OVER][0])
    frame = json_frame(out, OVER, 0)
    assert frame["art"]["design"] == "over"
    for cx, cy in [(1, 1), (over.width - 2, 1), (1, over.height - 2), (over.width - 2, over.height - 2)]:
        assert over.getpixel((cx, cy)) != (255, 255, 255), f"the over page's corner {cx},{cy} is blank"
    lines = [line for block in frame["blocks"] for line in block["lines"]]
    assert [block["role"] for block in frame["blocks"]] == ["title", "dek", "byline"], frame["blocks"]
    for line in lines:
        run = line["runs"][0]
        region = over.crop((int(run["left"]), int(line["top"]), int(run["right"]) + 1, int(line["top"] + line["height"]) + 1))
        assert max(min(p) for p in region.get_flattened_data()) >= 240, f"no white glyphs on “{line['text']}”"

    under = draw(pages[UNDER][0])
    frame = json_frame(out, UNDER, 0)
    area = frame["art"]["area"]
    assert frame["art"]["design"] == "under" and area[0] == 0 and area[1] == 0
    for cx in (1, under.width - 2):
        assert under.getpixel((cx, 1)) != (255, 255, 255), "the under page's photo does not reach its top corners"
    title = frame["blocks"][0]["lines"][0]
    assert title["top"] >= area[3], "the title is not below the photo"
    text = pages[UNDER][1]
    summary = "The last figs of the year are rarely perfect."
    assert text.index("Figs for a Cold Evening") < text.index(summary) < text.index("Lucía Ferrer"), text[:300]
    assert text.index("Lucía Ferrer") < text.index("The end-of-season fig"), text[:300]
