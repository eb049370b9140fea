#!/usr/bin/env python3
"""Writes the seed corpus of the text targets (Tests/Fuzz/Corpus/<target>/): FuzzICU (a language
tag, then text in many scripts for ICU's breaks, bidi and transforms), FuzzHyphen (a tag, then
words for libhyphen) and FuzzFontconfig (a family name, a tag, then the text a face must cover).
Each seed is one small UTF-8 file: its first line(s) as the target reads them, then the text.
Plausible inputs sit beside hostile ones (tags and names no author should write, control and
format characters, words too long for libhyphen). The corpus is committed; run this again to
remake it. Inputs the fuzzers found are added beside these files by hand, each with a
regression test, and are left alone here.

Run from the package root: python3 Tests/Fuzz/make_text_seeds.py
"""
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent / "Corpus"

# FuzzICU: "TAG\nTEXT".
ICU = {
    "thai.txt": "th\nภาษาไทยไม่เว้นวรรคระหว่างคำ ตลาดน้ำอัมพวาเปิดทุกวันเสาร์และอาทิตย์",
    "lao-khmer-burmese.txt": "lo\nພາສາລາວບໍ່ມີຍະຫວ່າງ ភាសាខ្មែរគ្មានដកឃ្លា မြန်မာဘာသာစကား",
    "japanese.txt": "ja\n日本の旅。東京から京都へ、新幹線で二時間半。「ちょっと待って」と彼女は言った。ァィゥ々ー〜！",
    "japanese-loose.txt": "ja-JP\n小さなっゃゅょの前でも改行できる？ーー",
    "chinese.txt": "zh-Hans\n我们在上海的外滩散步，看见了很多人。《书名》（括号）——破折号……",
    "korean.txt": "ko\n제주도 여행은 정말 즐거웠습니다. ᄒᆞᆫ글 옛한글 자모",
    "arabic.txt": "ar\nمرحبا بالعالم! زرنا مراكش في عام 2024 (مع «الأصدقاء») والتقينا Folio 2.0 هناك، لا إله",
    "hebrew.txt": "he\nשלום עולם, ביקרנו ב־Tel Aviv ב-2025 [ראה עמ׳ 3] וגם ״ציטוט״.",
    "mixed-bidi.txt": "en\nThe word مرحبا means hello; שלום too: (1) \u200fRLM \u200eLRM \u202aLRE\u202c \u2066isolate\u2069 "
                      "\u202eoverride\u202c 123-456 ١٢٣",
    "emoji.txt": "en\nPicnic 🧺🍓 with family 👨‍👩‍👧‍👦, thumbs 👍🏽 flags 🇯🇵🇫🇷 keycap 1️⃣ rain 🌧️ — done.",
    "european.txt": "de-CH\nDonaudampfschifffahrtsgesellschaftskapitän, Straße, Ærø; Αθήνα; Москва — «ёлка»; "
                    "Tiếng Việt; हिन्दी भाषा",
    "controls.txt": "en\nline one\r\nline two\tafter a tab\u00adsoft\u200bzero-width\u00a0nbsp\u2028sep\u0000nul\ufeff"
                    "e\u0301\u0301\u0301 \ufe0f\ufe0f alone",
    "hostile-tag.txt": "ja@lb=loose;calendar=japanese;x=../../etc\n東京、「大阪」。",
    "long-tag.txt": "x-" + "private-" * 12 + "use\nshort text",
    "empty-tag.txt": "\nno language at all, and a very-long-hyphenated-compound-word-that-goes-on",
    "empty.txt": "",
}

# FuzzHyphen: "TAG\nWORDS". Debian's hyphen-en-us and hyphen-de are installed here: the
# English dictionary is UTF-8, the German ones ISO 8859-1 (a word it cannot spell is skipped).
# German's takes seconds to load, so FuzzHyphen only looks its tags up unless told otherwise
# (FOLIO_FUZZ_LARGE_DICTIONARIES=1); German words are hyphenated with English patterns too.
HYPHEN = {
    "english.txt": "en-US\nhyphenation dictionary magazine typography extraordinary paragraphs "
                   "internationalization counterrevolutionary (parenthesised) don't e-mail",
    "english-bare.txt": "en\nPhotographs, photography; Photographic! MAGAZINE",
    "english-latn.txt": "en-Latn-US\nunbelievably",
    "german.txt": "de\nSilbentrennung Donaudampfschifffahrtsgesellschaft Straße Übergrößenträger Bäckerei "
                  "Zucker backen",
    "swiss-german.txt": "de-CH\nStrasse Gemeindepräsidentin Velofahrer",
    "austrian-german.txt": "de-AT\nJänner Paradeiser Erdäpfelsalat",
    "german-unspellable.txt": "de\nGdańsk Œuvre Ärger naïve Ǆemal İstanbul ẞTRASSE",
    "english-other-scripts.txt": "en\nМосква Αθήνα 東京 مرحبا café naïve coöperate",
    "german-words-in-english.txt": "en-GB\nSilbentrennung Donaudampfschifffahrtsgesellschaft Übergrößenträger Straße",
    "french-no-dictionary.txt": "fr\nanticonstitutionnellement",
    "too-long.txt": "en\n" + "super" * 25 + "califragilistic " + "é" * 60,
    "hostile-tag.txt": "../../../../etc/passwd\nword",
    "odd-tags.txt": "DE-de-1996\nSchifffahrt",
    "empty-tag.txt": "\nword",
}

# FuzzFontconfig: "FAMILY\nTAG\nTEXT"; text starting with a control character asks for bold.
FONTCONFIG = {
    "latin.txt": "Noto Sans\nen\nHello, world",
    "japanese.txt": "Noto Sans CJK JP\nja\n日本の旅、東京",
    "arabic.txt": "Noto Sans Arabic\nar\n\tمرحبا بالعالم",
    "thai-bold.txt": "Noto Sans Thai\nth\n\tภาษาไทย",
    "hebrew-in-dejavu.txt": "DejaVu Sans\nhe\nשלום",
    "emoji.txt": "Noto Color Emoji\n\n🧺👍🏽🇯🇵",
    "file-name.txt": "Lora-Regular\nen\nA font named by its file",
    "path.txt": "fonts/Lora-Regular.ttf\nen-GB\nText",
    "pattern-syntax.txt": "Noto Sans-12:style=Bold Italic:lang=ja\nja\n漢字",
    "traversal.txt": "../../../etc/passwd\n../etc\nx",
    "format-string.txt": "%s%n%x%p\n%s\n%n",
    "bidi-name.txt": "Noto\u202eSans\u202c\u200f\nar\u202e\nمرحبا",
    "long-name.txt": "Noto Sans " * 80 + "\nen\nlong",
    "odd-language.txt": "sans-serif\nzh-cn;ja|ko@x\n漢字",
    "unassigned.txt": "monospace\nund\n\U000e0001\U0010fffd\ufffe\uffff\u0378",
    "empty.txt": "",
}


def write(folder, files):
    target = ROOT / folder
    target.mkdir(parents=True, exist_ok=True)
    for name, content in files.items():
        (target / name).write_bytes(content.encode("utf-8", "surrogatepass"))


def main():
    write("FuzzICU", ICU)
    write("FuzzHyphen", HYPHEN)
    write("FuzzFontconfig", FONTCONFIG)


if __name__ == "__main__":
    main()
