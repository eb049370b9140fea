"""The frames in the JSON bundle (docs/json-bundle.md, "Frames") drawn by the example client that
knows no text engine (Examples/FrameReader/frame_reader.py), against the PDF of the same geometry.

The sample (Content/), the course folder (Examples/StateParks) and the multi-script example
(Examples/Scripts) are each built with the release binary twice: a JSON bundle with the frames of
their primary geometry (`--option json.frames=phone`) and the PDF of that geometry (its default).
For every page of every article:
- the client's words (stretches of one face's glyphs between spaces, boxed from the glyph
  positions and the shipped faces' advance widths) are the PDF's words (`pdftotext -bbox`, which
  may join words of two faces that touch): every PDF word inside the page's text box is the
  client's words that it covers, its left and right edges within half a point of theirs, on the
  same line; the PDF's pages of the article are found in order, the contents pages skipped;
- the client's drawing (glyph outlines from the shipped faces, filled with Pillow) inks the same
  pixels as the PDF rendered by poppler (`pdftoppm`) inside the words' boxes, at 2 pixels per CSS
  px: of each side's ink (pixels darker than mid grey), at least 97 % on every page, and 90 % in
  every word of 150 inked pixels or more (85 %: a dense CJK glyph has the most edge), is within a pixel of the other's (poppler hints and
  snaps glyphs to the pixel grid, the client does not, so their edges differ by up to a pixel; a
  wrong glyph or a misplaced one differs by much more).
Lines with right-to-left text, Indic words, emoji and words of punctuation alone are left out of
the box comparison (pdftotext writes right-to-left words letter by letter, and the punctuation and
the left-to-right words among them in pieces; it cuts Devanagari words where a vowel sign is drawn
before its consonant; cairo 1.16 draws emoji as images), but not out of the drawing's. A page with no word
left to compare is the next PDF page with none.
"""
import html
import json
import pathlib
import re
import subprocess
import sys

import pytest
from PIL import Image, ImageChops, ImageFilter

from conftest import ROOT, folio_executable, needs_tool

sys.path.insert(0, str(ROOT / "Examples" / "FrameReader"))
import frame_reader  # noqa: E402

pytestmark = [needs_tool("pdftotext"), needs_tool("pdftoppm")]

ISSUES = {"sample": ROOT / "Content", "course": ROOT / "Examples" / "StateParks", "scripts": ROOT / "Examples" / "Scripts"}
GEOMETRY = "phone"
TOLERANCE = 0.5
SKIPPED = re.compile("[\u0900-\u0dff\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u2600-\u27bf\ufe0f\u200d\U0001f000-\U0001faff]")
WORD = re.compile(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)</word>')


@pytest.fixture(scope="module", params=sorted(ISSUES))
def built(request, tmp_path_factory):
    folder = tmp_path_factory.mktemp(request.param)
    folio = str(folio_executable())
    for sink, options in (("json", ["--option", f"json.frames={GEOMETRY}"]), ("pdf", [])):
        subprocess.run([folio, "build", str(ISSUES[request.param]), "--sink", sink, *options, "--out", str(folder / sink),
                        "--cache", str(folder / "cache")], check=True, capture_output=True, text=True)
    bbox = subprocess.run(["pdftotext", "-bbox", str(folder / "pdf" / "issue.pdf"), "-"], check=True,
                          capture_output=True, text=True).stdout
    pdf_pages = [[(html.unescape(m[4]), *map(float, m[:4])) for m in WORD.findall(page)]
                 for page in re.findall(r"<page[^>]*>(.*?)</page>", bbox, re.S)]
    return request.param, folder, frame_reader.Bundle(folder / "json"), pdf_pages


def covered(pdf_word, words):
    """The client's words on `pdf_word`'s line inside its box, left to right."""
    text, left, top, right, bottom = pdf_word
    inside = [w for w in words if top < w["baseline"] < bottom
              and w["left"] > left - TOLERANCE and w["right"] < right + TOLERANCE]
    return sorted(inside, key=lambda w: w["left"])


def agrees(pdf_word, words):
    """Whether `pdf_word` is exactly the client's words it covers, edges within the tolerance."""
    chain = covered(pdf_word, words)
    return (bool(chain) and "".join(w["text"] for w in chain) == pdf_word[0]
            and abs(chain[0]["left"] - pdf_word[1]) <= TOLERANCE and abs(chain[-1]["right"] - pdf_word[3]) <= TOLERANCE)


def comparable(text):
    """Whether a word's box is compared: not right to left, no emoji, some letter or digit."""
    return not SKIPPED.search(text) and any(character.isalnum() for character in text)


def pdf_page_of(frame_words, pdf_pages, start, box):
    """The first PDF page from `start` whose comparable words in the text box all agree with the
    frame's (or, for a frame with none, that has none), or None."""
    expects = any(comparable(w["text"]) and not w.get("rtlLine") for w in frame_words)
    mixed = {w["baseline"] for w in frame_words if w.get("rtlLine")}
    for index in range(start, len(pdf_pages)):
        inside = [p for p in pdf_pages[index] if p[2] >= box[1] - 1 and p[4] <= box[3] + 1 and comparable(p[0])
                  and not any(p[2] < baseline < p[4] for baseline in mixed)]
        if bool(inside) == expects and all(agrees(p, frame_words) for p in inside):
            return index
    return None


def test_the_clients_words_are_the_pdfs(built):
    name, _, bundle, pdf_pages = built
    geometry = bundle.geometry(GEOMETRY)
    box = (geometry["margin"], geometry["margin"], geometry["width"] - geometry["margin"],
           geometry["height"] - geometry["margin"])
    cursor, pages, words = 0, 0, 0
    for article, number, frame in bundle.pages(GEOMETRY):
        frame_words = frame_reader.words(bundle, frame)
        found = pdf_page_of(frame_words, pdf_pages, cursor, box)
        assert found is not None, f"{name}: no PDF page from {cursor + 1} has the words of {article} page {number + 1}"
        # Every word the client draws is in one of the PDF's words there.
        matched = {id(w) for p in pdf_pages[found] if agrees(p, frame_words) for w in covered(p, frame_words)}
        missing = [w["text"] for w in frame_words
                   if id(w) not in matched and comparable(w["text"]) and not w.get("rtlLine")]
        assert not missing, f"{name}: {article} page {number + 1}: words not in the PDF's page {found + 1}: {missing[:8]}"
        cursor, pages, words = found + 1, pages + 1, words + len(frame_words)
    assert pages > 0 and words > 100, f"{name}: {pages} pages, {words} words"


def ink(image, light=False):
    """The pixels darker than mid grey; with `light`, lighter (the white words over a cover's photo,
    whose scrims keep every pixel behind them darker)."""
    return image.convert("L").point(lambda value: 255 if (value >= 128 if light else value < 128) else 0).convert("1")


def inked(image):
    return image.histogram()[255]


def near(ours, theirs):
    """How many of `ours`' inked pixels are within a pixel of `theirs`' ink, and how many there are."""
    return inked(ImageChops.logical_and(ours, theirs.filter(ImageFilter.MaxFilter(3)))), inked(ours)


def test_the_clients_drawing_inks_the_pdfs_pixels(built, tmp_path):
    name, folder, bundle, pdf_pages = built
    geometry = bundle.geometry(GEOMETRY)
    subprocess.run(["pdftoppm", "-r", "144", "-png", str(folder / "pdf" / "issue.pdf"), str(tmp_path / "pdf")], check=True)
    rendered = sorted(tmp_path.glob("pdf-*.png"))
    box = (geometry["margin"], geometry["margin"], geometry["width"] - geometry["margin"],
           geometry["height"] - geometry["margin"])
    cursor, checked = 0, 0
    for article, number, frame in bundle.pages(GEOMETRY):
        frame_words = frame_reader.words(bundle, frame)
        found = pdf_page_of(frame_words, pdf_pages, cursor, box)
        assert found is not None, f"{name}: {article} page {number + 1} has no PDF page"
        cursor = found + 1
        light = "art" in frame
        drawn = ink(frame_reader.draw_page(bundle, geometry, frame, 2), light)
        poppler = ink(Image.open(rendered[found]), light)
        totals = [0, 0, 0, 0]
        for word in frame_words:
            area = (round(word["left"] * 2) - 2, round((word["baseline"] - 16) * 2),
                    round(word["right"] * 2) + 2, round((word["baseline"] + 6) * 2))
            ours, theirs = drawn.crop(area), poppler.crop(area)
            counts = near(ours, theirs) + near(theirs, ours)
            totals = [a + b for a, b in zip(totals, counts)]
            if min(counts[1], counts[3]) >= 150:
                share = min(counts[0] / counts[1], counts[2] / counts[3])
                assert share >= 0.85, f"{name}: {article} page {number + 1}: '{word['text']}': {share:.0%} of the ink agrees"
                checked += 1
        if totals[1] and totals[3]:
            share = min(totals[0] / totals[1], totals[2] / totals[3])
            assert share >= 0.97, f"{name}: {article} page {number + 1}: {share:.0%} of the words' ink agrees"
    assert checked > 50, f"{name}: only {checked} words compared"
