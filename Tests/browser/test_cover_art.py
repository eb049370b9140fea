"""A cover like a magazine's (issue 41, item 1): the photo over the whole cover page, its words over
it in white and legible, in the carousel at the eight responsive viewports of test_geometries.py in
the light and the dark theme (prefers-color-scheme, emulated through CDP), and in the PDF.

- The photo covers the whole page (`cover: layout: full`, the sample's, and `band`): the share of
  the page's box its <img> covers, from the boxes Chromium drew, is at least 99.9 %.
- Every word on the cover (the masthead, the subtitle, the number and date, the cover lines) reaches
  a contrast of 4.5:1 against the brightest pixel behind it, measured from a screenshot taken with
  the words made transparent (so what is measured is the photo and the scrims the reader sees
  behind them), the word's colour as Chromium computed it.
- axe-core finds nothing on the cover in either theme.
- The PDF's cover page (the sample built with --sink pdf, drawn by pdftoppm at one pixel per CSS
  px) is the photo to its four corners, and its words are drawn in white where the frames put them."""
import io
import subprocess

import pytest
from PIL import Image

from conftest import ROOT, folio_executable, json_frame, sample_bundle_with, wait_until
from pages_on_screen import settle_on_page
from test_accessibility import axe_violations
from test_cover import driver  # noqa: F401 (a fixture: one Chromium for the module)
from test_cover import show as show_cover
from test_geometries import SIZES
from test_theme import prefer

# The current page's box, the cover photo's box and every word's box with its colour, on screen.
ART = """
const page = document.querySelector('.page.current'), art = page.querySelector(':scope > img.art');
const box = (r) => [r.left, r.top, r.right, r.bottom];
const words = [];
const walker = document.createTreeWalker(page, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  const colour = getComputedStyle(node.parentElement).color;
  for (const m of node.data.matchAll(/\\S+/g)) {
    const range = document.createRange();
    range.setStart(node, m.index); range.setEnd(node, m.index + m[0].length);
    for (const r of range.getClientRects()) words.push({word: m[0], box: box(r), colour});
  }
}
return {page: box(page.getBoundingClientRect()), art: art && box(art.getBoundingClientRect()),
        loaded: !!art && art.complete && art.naturalWidth > 0, design: page.classList.contains('band') ? 'band' : 'full',
        words};
"""

# The current page's words made transparent (glyphs and underlines), and put back: through each
# element's style (the bundle's policy allows no <style> element; a list marker stands outside every
# word's box).
HIDE = """
for (const el of [document.querySelector('.page.current'), ...document.querySelectorAll('.page.current *')]) {
  el.style.setProperty('color', 'transparent', 'important');
  el.style.setProperty('text-decoration-color', 'transparent', 'important');
}
"""
SHOW = """
for (const el of [document.querySelector('.page.current'), ...document.querySelectorAll('.page.current *')]) {
  el.style.removeProperty('color');
  el.style.removeProperty('text-decoration-color');
}
"""


def luminance(rgb):
    def linear(v):
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = rgb[:3]
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def css_rgb(text):
    return tuple(int(float(v)) for v in text[text.index("(") + 1:text.index(")")].split(",")[:3])


def covered_share(page, art):
    width = max(0, min(page[2], art[2]) - max(page[0], art[0]))
    height = max(0, min(page[3], art[3]) - max(page[1], art[1]))
    return width * height / ((page[2] - page[0]) * (page[3] - page[1]))


@pytest.fixture(scope="module")
def band_url(tmp_path_factory):
    """The sample with `cover: layout: band`."""
    return sample_bundle_with(tmp_path_factory, "band", ("\ncover:\n", "\ncover:\n  layout: band\n"))


def show(driver, url, width, height, scheme):
    """`test_cover.show` in `scheme`'s pages (prefers-color-scheme), once the cover photo is drawn."""
    prefer(driver, scheme)
    show_cover(driver, f"{url}?{scheme}", width, height)
    assert settle_on_page(driver) == [0, 0], f"{width}×{height}: the carousel does not open on the cover"
    wait_until(driver, "(() => { const i = document.querySelector('.page.current > img.art'); "
                       "return i && i.complete && i.naturalWidth > 0; })()",
               message=f"{width}×{height}: the cover photo is not drawn")


def contrast_problems(driver, seen, where):
    """Every word whose contrast against the brightest pixel behind it is under 4.5:1."""
    driver.execute_script(HIDE)
    try:
        shot = Image.open(io.BytesIO(driver.get_screenshot_as_png())).convert("RGB")
    finally:
        driver.execute_script(SHOW)
    problems, lowest = [], None
    for word in seen["words"]:
        left, top, right, bottom = (int(word["box"][0]), int(word["box"][1]), int(word["box"][2]) + 1, int(word["box"][3]) + 1)
        region = shot.crop((max(left, 0), max(top, 0), min(right, shot.width), min(bottom, shot.height)))
        if region.width == 0 or region.height == 0:
            continue
        brightest = max(luminance(p) for p in region.get_flattened_data())
        ink = luminance(css_rgb(word["colour"]))
        ratio = (max(ink, brightest) + 0.05) / (min(ink, brightest) + 0.05)
        lowest = ratio if lowest is None else min(lowest, ratio)
        if ratio < 4.5:
            problems.append(f"{where}: “{word['word']}” at {word['box']} is {ratio:.2f}:1 against its background")
    return problems, lowest


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("design", ["full", "band"])
def test_the_cover_photo_fills_the_page_and_its_words_are_legible(driver, sample_url, band_url, artifacts, design, scheme):
    url = sample_url if design == "full" else band_url
    failures, report = [], []
    for width, height in SIZES:
        where = f"{design}, {scheme}, {width}×{height}"
        show(driver, url, width, height, scheme)
        seen = driver.execute_script(ART)
        assert seen["art"] and seen["design"] == design, f"{where}: no {design} cover photo: {seen}"
        share = covered_share(seen["page"], seen["art"])
        if share < 0.999:
            failures.append(f"{where}: the photo covers {share:.1%} of the page")
        if len(seen["words"]) < 5:
            failures.append(f"{where}: only {len(seen['words'])} words on the cover")
        problems, lowest = contrast_problems(driver, seen, where)
        failures += problems
        report.append(f"{where}: photo over {share:.1%} of the page, {len(seen['words'])} words, lowest contrast {lowest:.2f}:1")
        if (width, height) in [(390, 844), (1280, 800)]:
            driver.save_screenshot(str(artifacts / f"cover-art-{design}-{scheme}-{width}x{height}.png"))
    prefer(driver, "light")
    print("\n".join(report))
    (artifacts / f"cover-art-{design}-{scheme}.txt").write_text("\n".join(report) + "\n")
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_nothing_on_the_cover(driver, sample_url, scheme):
    show(driver, sample_url, 1280, 800, scheme)
    violations = axe_violations(driver)
    prefer(driver, "light")
    assert violations == []


def test_the_pdf_cover_is_the_photo_to_its_edges_with_white_words(tmp_path):
    out = tmp_path / "out"
    subprocess.run([str(folio_executable()), "build", str(ROOT / "Content"), "--sink", "pdf", "--sink", "json",
                    "--option", "pdf.geometry=phone", "--option", "json.frames=phone", "--out", str(out),
                    "--cache", str(tmp_path / "cache")], check=True, capture_output=True, text=True)
    pdf = next(out.rglob("*.pdf"))
    subprocess.run(["pdftoppm", "-r", "72", "-f", "1", "-l", "1", "-png", str(pdf), str(tmp_path / "cover")], check=True)
    page = Image.open(next(tmp_path.glob("cover*.png"))).convert("RGB")
    frame = json_frame(out)
    art = frame["art"]
    x, y, w, h = art["photo"]["rect"]
    assert x <= 0 and y <= 0 and x + w >= page.width - 1 and y + h >= page.height - 1, (art, page.size)
    # The corners are the photo, not the paper pdftoppm draws behind a page (white).
    for cx, cy in [(1, 1), (page.width - 2, 1), (1, page.height - 2), (page.width - 2, page.height - 2)]:
        assert page.getpixel((cx, cy)) != (255, 255, 255), f"the corner {cx},{cy} is blank"
    # Each line of the masthead and the cover lines has white glyph pixels where the frame sets it.
    lines = [line for block in frame["blocks"] if block["role"] in ("title", "paragraph", "listItem") for line in block["lines"]]
    assert lines
    for line in lines:
        run = line["runs"][0]
        region = page.crop((int(run["left"]), int(line["top"]), int(run["right"]) + 1, int(line["top"] + line["height"]) + 1))
        assert max(min(p) for p in region.get_flattened_data()) >= 240, f"no white glyphs on the line “{line['text']}”"
