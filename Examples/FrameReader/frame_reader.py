#!/usr/bin/env python3
"""Draws the pages of a Folio JSON bundle from its frames alone: no text engine, no layout.

A bundle built with frames (`folio build --sink json --option json.frames=GEOMETRY`) carries,
for every page of that geometry, its frame: each line's runs with the glyphs HarfBuzz shaped
(glyph ids in the face files the bundle ships under `fonts/`, at their positions on the page),
each photo in its rectangle, each rule, and the page theme they are drawn in (`issue.json`'s
`theme`: the paper, ink, link, rule, quote bar, photo placeholder and mark colours). This client reads
the glyph outlines with fontTools and fills them with Pillow in the theme's colours, puts the
photos where the frame says (a cover's or an opener's `art` first: its photo clipped to its `area`
and its scrims, the words then in the theme's `coverInk` unless the design is `under`), and
writes one PNG per page:

    python3 frame_reader.py BUNDLE GEOMETRY OUT [--scale 2]

`--words` prints instead, as JSON, every word on every page with its box in CSS px (from the
glyph positions and the faces' advance widths): what the tests compare with the PDF's words.
The format is documented in docs/json-bundle.md ("Frames").
"""
import argparse
import json
import math
import pathlib
import sys

from fontTools.pens.basePen import BasePen
from fontTools.ttLib import TTFont
from PIL import Image, ImageChops, ImageDraw

class Bundle:
    """A bundle folder: its issue.json, its faces and its article files."""

    def __init__(self, folder):
        self.folder = pathlib.Path(folder)
        self.issue = json.loads((self.folder / "issue.json").read_text(encoding="utf-8"))
        self.faces = {name: Face(self.folder / path) for name, path in self.issue.get("fonts", {}).items()}
        # The page theme the frames are drawn in: each colour as an (r, g, b) tuple, by its name.
        self.theme = {name: rgb(value) for name, value in self.issue.get("theme", {}).items() if isinstance(value, str)}

    def geometry(self, name):
        return next(g for g in self.issue["geometries"] if g["name"] == name)

    def pages(self, geometry):
        """Every page's frame in `geometry`, in strip order, as (article id, page number, frame)."""
        for entry in self.issue["articles"]:
            article = json.loads((self.folder / entry["file"]).read_text(encoding="utf-8"))
            page_map = next(m for m in article["pageMaps"] if m["geometry"] == geometry)
            if "frames" not in page_map:
                sys.exit(f"the bundle has no frames in '{geometry}': build it with --option json.frames={geometry}")
            for number, frame in enumerate(page_map["frames"]):
                yield entry["id"], number, frame

    def photo_file(self, path, width):
        """The photo's smallest file at least `width` pixels wide (else its original)."""
        asset = self.issue["photos"].get(path)
        if not asset:
            return None
        wide = [r for r in asset.get("renditions", []) if r["width"] >= width]
        return self.folder / min(wide, key=lambda r: r["width"], default=asset["original"])["path"]


def rgb(hex_colour):
    """`#rrggbb` as an (r, g, b) tuple."""
    return tuple(int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))


class Face:
    """One shipped face: glyph outlines and advances by glyph id."""

    def __init__(self, path):
        self.font = TTFont(path)
        self.order = self.font.getGlyphOrder()
        self.units = self.font["head"].unitsPerEm
        # A face of bitmaps only (colour emoji) has advances but no outlines to fill.
        self.has_outlines = any(tag in self.font for tag in ("glyf", "CFF ", "CFF2"))
        self.glyphs = self.font.getGlyphSet() if self.has_outlines else None
        self.metrics = self.font["hmtx"].metrics
        self.masks = {}

    def name(self, glyph):
        return self.order[glyph] if glyph < len(self.order) else ".notdef"

    def advance(self, glyph, size):
        return self.metrics[self.name(glyph)][0] * size / self.units

    def mask(self, glyph, pixels_per_em, shift=(0, 0)):
        """The glyph's coverage (filled even-odd, antialiased), its origin moved right and down
        by `shift` (fractions of a pixel, in quarters), as an 'L' image, and where the pixel
        holding its origin is in it; (None, _) for a glyph with nothing to fill."""
        shift = (round(shift[0] * 4) / 4, round(shift[1] * 4) / 4)
        key = (glyph, round(pixels_per_em, 3), shift)
        if key not in self.masks:
            if not self.has_outlines:
                self.masks[key] = (None, (0, 0))
            else:
                pen = ContourPen(self.glyphs, pixels_per_em / self.units, shift)
                self.glyphs[self.name(glyph)].draw(pen)
                self.masks[key] = pen.image()
        return self.masks[key]


class ContourPen(BasePen):
    """Collects a glyph's contours as polygons, curves flattened, in pixels, y down."""

    STEPS = 8

    def __init__(self, glyph_set, scale, shift=(0, 0)):
        super().__init__(glyph_set)
        self.scale = scale
        self.shift = shift
        self.contours = []
        self.points = []

    def _moveTo(self, point):
        self.points = [self._place(point)]

    def _lineTo(self, point):
        self.points.append(self._place(point))

    def _curveToOne(self, p1, p2, p3):
        p0 = self._getCurrentPoint()
        for step in range(1, self.STEPS + 1):
            t = step / self.STEPS
            u = 1 - t
            x = u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0]
            y = u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1]
            self.points.append(self._place((x, y)))

    def _qCurveToOne(self, p1, p2):
        p0 = self._getCurrentPoint()
        for step in range(1, self.STEPS + 1):
            t = step / self.STEPS
            u = 1 - t
            x = u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0]
            y = u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]
            self.points.append(self._place((x, y)))

    def _closePath(self):
        if len(self.points) > 2:
            self.contours.append(self.points)
        self.points = []

    _endPath = _closePath

    # Contours are filled at this many times the pixel size, then averaged down: antialiasing.
    SUPERSAMPLE = 4

    def _place(self, point):
        return (point[0] * self.scale + self.shift[0], -point[1] * self.scale + self.shift[1])

    def image(self):
        if not self.contours:
            return None, (0, 0)
        xs = [x for contour in self.contours for x, _ in contour]
        ys = [y for contour in self.contours for _, y in contour]
        left, top = int(min(xs)) - 1, int(min(ys)) - 1
        size = (int(max(xs)) - left + 2, int(max(ys)) - top + 2)
        n = self.SUPERSAMPLE
        mask = Image.new("1", (size[0] * n, size[1] * n), 0)
        for contour in self.contours:
            layer = Image.new("1", mask.size, 0)
            ImageDraw.Draw(layer).polygon([((x - left) * n, (y - top) * n) for x, y in contour], fill=1)
            mask = ImageChops.logical_xor(mask, layer)
        return mask.convert("L").resize(size, Image.Resampling.BOX), (-left, -top)


def draw_art(bundle, image, art, scale):
    """A cover's or an opener's photo clipped to its area (the whole page, or an `under` opener's
    band; its rectangle overhangs the area where it is cropped; bundles before openers have no
    area: the whole page), then each scrim: black at its opacity over its rectangle, fading to
    nothing above and below."""
    x, y, width, height = (value * scale for value in art["photo"]["rect"])
    ax, ay, aw, ah = (value * scale for value in art.get("area", [0, 0, image.width / scale, image.height / scale]))
    file = bundle.photo_file(art["photo"]["path"], round(width))
    if file and file.suffix.lower() in (".jpg", ".jpeg", ".png"):
        picture = Image.open(file).convert("RGB").resize((max(round(width), 1), max(round(height), 1)))
        clip = Image.new("L", image.size, 0)
        ImageDraw.Draw(clip).rectangle([round(ax), round(ay), round(ax + aw) - 1, round(ay + ah) - 1], fill=255)
        layer = image.copy()
        layer.paste(picture, (round(x), round(y)))
        image.paste(layer, (0, 0), clip)
    for scrim in art["scrims"]:
        sx, sy, sw, sh = (value * scale for value in scrim["rect"])
        above, below = scrim["fadeAbove"] * scale, scrim["fadeBelow"] * scale
        top, bottom = round(sy - above), round(sy + sh + below)
        alpha = Image.new("L", (max(round(sw), 1), max(bottom - top, 1)), 0)
        for row in range(alpha.height):
            at = top + row
            share = min(1, (at - (sy - above)) / above) if above and at < sy else \
                min(1, (sy + sh + below - at) / below) if below and at > sy + sh else 1
            alpha.paste(round(255 * scrim["opacity"] * max(share, 0)), (0, row, alpha.width, row + 1))
        image.paste((0, 0, 0), (round(sx), top), alpha)


def draw_page(bundle, geometry, frame, scale):
    """The page as an RGB image, `scale` pixels per CSS px."""
    theme = bundle.theme
    if not theme:
        sys.exit("the bundle's issue.json has no theme: build it with a folio that writes one (issue 40)")
    image = Image.new("RGB", (round(geometry["width"] * scale), round(geometry["height"] * scale)), theme["paper"])
    art = frame.get("art")
    if art:
        draw_art(bundle, image, art, scale)
    draw = ImageDraw.Draw(image)
    for block in frame["blocks"]:
        bar = theme["quoteBar"] if block["role"] == "quote" else theme["rule"]
        for x, y, width, height in block.get("rules", []):
            draw.rectangle([x * scale, y * scale, (x + width) * scale, (y + height) * scale], fill=bar)
        if "photo" in block:
            x, y, width, height = block["photo"]["rect"]
            box = (round(x * scale), round(y * scale), round(width * scale), round(height * scale))
            file = bundle.photo_file(block["photo"]["path"], box[2])
            if file and file.suffix.lower() in (".jpg", ".jpeg", ".png"):
                picture = Image.open(file).convert("RGB").resize((max(box[2], 1), max(box[3], 1)))
                image.paste(picture, box[:2])
            else:
                draw.rectangle([box[0], box[1], box[0] + box[2], box[1] + box[3]], fill=theme["photoPlaceholder"])
        for line in block["lines"]:
            for run in line["runs"]:
                face = bundle.faces[run["font"]]
                over_photo = art and art["design"] != "under"
                colour = theme["coverInk"] if over_photo else theme["link"] if "link" in run else theme["ink"]
                if "mark" in run.get("styles", []):
                    top, bottom = line["top"] * scale, (line["top"] + line["height"]) * scale
                    draw.rectangle([run["left"] * scale, top, run["right"] * scale, bottom], fill=theme["mark"])
                glyphs = run["glyphs"]
                for index in range(0, len(glyphs), 4):
                    glyph, gx, gy = glyphs[index], glyphs[index + 1], glyphs[index + 2]
                    x, y = gx * scale, gy * scale
                    mask, (ox, oy) = face.mask(glyph, run["size"] * scale, (x - math.floor(x), y - math.floor(y)))
                    if mask is not None:
                        image.paste(colour, (math.floor(x) - ox, math.floor(y) - oy), mask)
                if "strikeout" in run:
                    y, thickness = run["strikeout"]
                    top, bottom = (y - thickness / 2) * scale, (y + thickness / 2) * scale
                    draw.rectangle([run["left"] * scale, top, run["right"] * scale, bottom], fill=colour)
    return image


def words(bundle, frame):
    """Every word on the page with its box: text, left, right (CSS px), baseline and face, and
    `rtlLine` on a line with right-to-left text. A word is a stretch of glyphs of one face
    between spaces (a word set in two faces is two words)."""
    found = []
    for block in frame["blocks"]:
        for line in block["lines"]:
            word = None
            first = len(found)
            for run in line["runs"]:
                face = bundle.faces[run["font"]]
                if word and word["font"] != run["font"]:
                    found.append(word)
                    word = None
                text = run["text"].encode("utf-8")
                glyphs = run["glyphs"]
                # A cluster's characters run to the next cluster's start (a ligature draws two).
                starts = sorted(set(glyphs[3::4])) + [len(text)]
                ends = dict(zip(starts, starts[1:]))
                for index in range(0, len(glyphs), 4):
                    glyph, gx, _, cluster = glyphs[index : index + 4]
                    character = text[cluster : ends[cluster]].decode("utf-8", "ignore")
                    if character.isspace() or not character:
                        if word:
                            found.append(word)
                        word = None
                        continue
                    right = gx + face.advance(glyph, run["size"])
                    if word is None:
                        word = {"left": gx, "right": right, "baseline": line["baseline"], "text": "", "font": run["font"]}
                    word["left"], word["right"] = min(word["left"], gx), max(word["right"], right)
                    if index == 0 or glyphs[index - 1] != cluster:
                        word["text"] += character
            if word:
                found.append(word)
            # A line with right-to-left text reads in both directions: its words say so.
            if any(run.get("rtl") for run in line["runs"]):
                for word in found[first:]:
                    word["rtlLine"] = True
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundle")
    parser.add_argument("geometry")
    parser.add_argument("out", nargs="?")
    parser.add_argument("--scale", type=float, default=2)
    parser.add_argument("--words", action="store_true", help="print every page's words and boxes as JSON")
    arguments = parser.parse_args()
    bundle = Bundle(arguments.bundle)
    geometry = bundle.geometry(arguments.geometry)
    if arguments.words:
        pages = [{"article": a, "page": n, "words": words(bundle, f)} for a, n, f in bundle.pages(geometry["name"])]
        json.dump(pages, sys.stdout, ensure_ascii=False)
        return
    if not arguments.out:
        parser.error("OUT is needed to draw pages")
    out = pathlib.Path(arguments.out)
    out.mkdir(parents=True, exist_ok=True)
    for article, number, frame in bundle.pages(geometry["name"]):
        draw_page(bundle, geometry, frame, arguments.scale).save(out / f"{article}-{number + 1}.png")


if __name__ == "__main__":
    main()
