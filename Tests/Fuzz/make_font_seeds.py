#!/usr/bin/env python3
"""Writes FuzzFont's seed corpus (Tests/Fuzz/Corpus/FuzzFont/): small fonts cut with fontTools'
subsetter from the Noto faces of fonts-noto-core and fonts-noto-cjk and the repository's Caladea,
one per outline format and container FolioText reads: TrueType (glyf) with GSUB/GPOS for Latin,
Arabic, Hebrew, Thai and Devanagari, CFF (Noto Sans CJK), WOFF2, and a two-face collection. Each
keeps only the characters of the fuzz target's sample strings, so libFuzzer starts from a few KB.
The corpus is committed; run this again to remake it. Inputs the fuzzer found are added beside
these files by hand, each with a regression test, and are left alone here.

Run from the package root: python3 Tests/Fuzz/make_font_seeds.py
"""
import pathlib

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.ttLib.ttCollection import TTCollection

ROOT = pathlib.Path(__file__).resolve().parent / "Corpus" / "FuzzFont"
NOTO = pathlib.Path("/usr/share/fonts/truetype/noto")
CJK = pathlib.Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
CALADEA = pathlib.Path(__file__).resolve().parents[2] / "Fonts" / "Caladea-Regular.woff2"

SEEDS = {
    "latin.ttf": (NOTO / "NotoSans-Regular.ttf", "Office AV To", None),
    "arabic.ttf": (NOTO / "NotoSansArabic-Regular.ttf", "مرحبا بالعالم", None),
    "hebrew.ttf": (NOTO / "NotoSansHebrew-Regular.ttf", "שלום", None),
    "thai.ttf": (NOTO / "NotoSansThai-Regular.ttf", "ภาษาไทย", None),
    "devanagari.ttf": (NOTO / "NotoSansDevanagari-Regular.ttf", "हिन्दी", None),
    "japanese-cff.otf": (CJK, "日本の旅", None),
    "caladea.woff2": (CALADEA, "Office AV To", "woff2"),
}


def cut(path, text, flavor=None):
    """The face at `path` cut to the characters of `text`, without hinting, as a TTFont."""
    font = TTFont(path, fontNumber=0)
    options = subset.Options()
    options.hinting = False
    options.layout_features = ["*"]
    options.flavor = flavor
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    font.flavor = flavor
    return font


def main():
    ROOT.mkdir(parents=True, exist_ok=True)
    for name, (path, text, flavor) in SEEDS.items():
        cut(path, text, flavor).save(ROOT / name)
    collection = TTCollection()
    collection.fonts = [cut(NOTO / "NotoSans-Regular.ttf", "Office"), cut(NOTO / "NotoSansThai-Regular.ttf", "ไทย")]
    collection.save(ROOT / "two-faces.ttc")
    for file in sorted(ROOT.iterdir()):
        print(f"{file.name}: {file.stat().st_size} bytes")


if __name__ == "__main__":
    main()
