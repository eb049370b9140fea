#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpus (Tests/Fuzz/Corpus/<target>/): small Markdown files,
front matter, XML and binary property lists (Python's plistlib), and PNG, JPEG and GIF files
(Pillow) of every colour type and layout the decoders meet. Every file is small, so that
libFuzzer starts from short inputs. The corpus is committed; run this again to remake it.
Inputs the fuzzers found are added beside these files by hand, each with a regression test,
and are left alone here.

Run from the package root: python3 Tests/Fuzz/make_seeds.py
"""
import io
import pathlib
import plistlib

from PIL import Image, PngImagePlugin

ROOT = pathlib.Path(__file__).resolve().parent / "Corpus"

MARKDOWN = {
    "empty.md": "",
    "harbour.md": pathlib.Path(__file__).resolve().parents[1].joinpath(
        "MarkdownSourceTests/Fixtures/Harbour/the-slow-harbour.md").read_text(encoding="utf-8"),
    "blocks.md": "# Title\n\nA *para* with `code`, **strong**, a [link](https://example.com \"t\") and"
                 " <b>raw</b> HTML.\n\n- one\n- two\n  1. nested\n\n> quote\n> > deeper\n\n    indented\n\n"
                 "***\n\n![photo](photos/photo.png)\n\n<!-- page -->\n\nLast line\\\nbreak.\n",
    "front-matter.md": "---\ntitle: \"Quoted: title\"\nauthor: A. Writer\ndate: 2026-11-21\nsummary: >\n"
                       "  Folded summary\n  over lines.\ncover: photos/photo.png\norder: 3\n---\n\nBody.\n",
    "unsafe.md": "[js](javascript:alert(1)) [data](DATA:text/html,x) ![up](../../etc/passwd)\n"
                 "<script>x</script>\n\n![missing](photos/none.jpg)\n\n&amp; &#x1F332; &bogus;\n",
    "crlf.md": "---\r\ntitle: Windows\r\n...\r\n# Heading\r\n\r\nText\r\n",
}

FRONT_MATTER = {
    "simple.md": "---\ntitle: Simple\nauthor: Ana\ndate: 2026-01-02\norder: 1\n---\nBody\n",
    "yams.md": "---\ntitle: &t [a, b]\nauthor: *t\nsummary: {x: 1}\nextra: |\n  block\n---\n",
    "unclosed.md": "---\ntitle: never closed\n",
    "bad-date.md": "---\ndate: 2026-02-30\norder: many\ncover: 7\n---\n",
    "tabs.md": "---\ntitle:\t\"tab\\u0007\"\n\t- item\n---\n",
}

XML_PLISTS = {
    "parks.plist": [{"name": "Acadia", "photos": [{"imageName": "acadia1", "caption": "Cadillac Mountain"}]}],
    "types.plist": {"s": "text", "i": -42, "r": 2.5, "t": True, "f": False, "d": b"\x00\x01",
                    "a": [1, [2, {"k": "v"}]]},
}

XML_TEXT = {
    "entities.plist": '<?xml version="1.0"?>\n<!DOCTYPE plist [<!ENTITY a "aa"><!ENTITY b "&a;&a;">]>\n'
                      '<plist version="1.0"><dict><key>k</key><string>&b;</string><key>d</key>'
                      '<date>2025-11-21T10:00:00Z</date><key>e</key><array/></dict></plist>\n',
}

BINARY_PLISTS = {
    "parks.bplist": XML_PLISTS["parks.plist"],
    "types.bplist": dict(XML_PLISTS["types.plist"], u="Ünïcödé ✓", big=1 << 40,
                         many=[f"item {i}" for i in range(40)]),
}


def image(mode, size=(5, 4)):
    """A small image with some variety in it, so every filter and table is exercised."""
    picture = Image.new("RGBA", size)
    picture.putdata([(x * 50 % 256, y * 60 % 256, (x + y) * 30 % 256, 255 - x * 40)
                     for y in range(size[1]) for x in range(size[0])])
    return picture.convert(mode)


def encode(picture, fmt, **options):
    buffer = io.BytesIO()
    picture.save(buffer, fmt, **options)
    return buffer.getvalue()


def exif(orientation):
    tags = Image.Exif()
    tags[0x0112] = orientation
    return tags.tobytes()


def images():
    xmp = PngImagePlugin.PngInfo()
    xmp.add_itxt("XML:com.adobe.xmp", "<x:xmpmeta xmlns:x='adobe:ns:meta/'/>")
    palette = image("P")
    return {
        "rgba.png": encode(image("RGBA"), "PNG"),
        "rgb.png": encode(image("RGB"), "PNG"),
        "grey.png": encode(image("L"), "PNG"),
        "grey-alpha.png": encode(image("LA"), "PNG"),
        "palette.png": encode(palette, "PNG"),
        "palette-trns.png": encode(palette, "PNG", transparency=0),
        "16bit.png": encode(image("I;16"), "PNG"),
        "interlaced.png": encode(image("RGB", (9, 9)), "PNG", interlace=1),
        "xmp.png": encode(image("RGB"), "PNG", pnginfo=xmp),
        "baseline.jpg": encode(image("RGB", (16, 16)), "JPEG", quality=80),
        "progressive.jpg": encode(image("RGB", (16, 16)), "JPEG", progressive=True),
        "grey.jpg": encode(image("L", (8, 8)), "JPEG"),
        "cmyk.jpg": encode(image("CMYK", (8, 8)), "JPEG"),
        "orientation-6.jpg": encode(image("RGB", (8, 8)), "JPEG", exif=exif(6)),
        "orientation-3-big-endian.jpg": encode(image("RGB", (8, 8)), "JPEG", exif=b"Exif\x00\x00MM\x00*\x00\x00\x00\x08"
                                               b"\x00\x01\x01\x12\x00\x03\x00\x00\x00\x01\x00\x03\x00\x00\x00\x00\x00\x00"),
        "not-supported.gif": encode(image("P"), "GIF"),
    }


def write(folder, files):
    target = ROOT / folder
    target.mkdir(parents=True, exist_ok=True)
    for name, content in files.items():
        data = content.encode("utf-8") if isinstance(content, str) else content
        (target / name).write_bytes(data)


def main():
    write("FuzzMarkdown", MARKDOWN)
    write("FuzzFrontMatter", FRONT_MATTER)
    write("FuzzXMLPlist", {name: plistlib.dumps(value, fmt=plistlib.FMT_XML) for name, value in XML_PLISTS.items()} | XML_TEXT)
    write("FuzzBinaryPlist", {name: plistlib.dumps(value, fmt=plistlib.FMT_BINARY, sort_keys=False)
                              for name, value in BINARY_PLISTS.items()})
    pictures = images()
    write("FuzzImageInfo", pictures)
    write("FuzzPNG", {name: data for name, data in pictures.items() if name.endswith(".png")})
    write("FuzzJPEG", {name: data for name, data in pictures.items() if name.endswith(".jpg")})


if __name__ == "__main__":
    main()
