import Testing

@testable import FolioText

/// Faces found through fontconfig, and the error when none covers a script.
@Suite struct FontFinderTests {
    @Test(arguments: [
        (Script.thai, "th", "ภาษาไทย", "Noto Sans Thai"),
        (.arabic, "ar", "مرحبا", "Noto Sans Arabic"),
        (.hebrew, "he", "שלום", "Noto Sans Hebrew"),
        (.han, "ja", "日本の旅", "Noto Sans CJK JP"),
        (.han, "zh", "中文", "Noto Sans CJK SC"),
        (.hangul, "ko", "서울", "Noto Sans CJK KR"),
        (.devanagari, "hi", "हिन्दी", "Noto Sans Devanagari"),
        (.cyrillic, "ru", "Москва", "Noto Sans"),
    ])
    func findsTheNotoFaceOfEachScript(_ script: Script, _ language: String, _ text: String, _ family: String) throws {
        let found = try FontFinder().face(for: script, language: language, covering: text)
        #expect(found.family == family)
        let face = try found.load()
        #expect(face.covers(text))
        #expect(!face.shape(text, language: language).hasMissingGlyphs)
    }

    @Test func joinersAndMarksOfDirectionNeedNoGlyph() throws {
        let found = try FontFinder().face(for: .arabic, language: "ar", covering: "لا\u{200D}\u{200F} \n")
        #expect(found.family == "Noto Sans Arabic")
    }

    @Test func noFaceNamesTheScriptAndThePackage() {
        // U+10FFFD is a private-use character no installed face has.
        #expect(throws: FontNotFound(script: .arabic, scriptName: "Arabic", package: "fonts-noto-core")) {
            try FontFinder().face(for: .arabic, covering: "مرحبا \u{10FFFD}")
        }
        #expect(throws: FontNotFound(script: .han, scriptName: "Japanese", package: "fonts-noto-cjk")) {
            try FontFinder().face(for: .han, language: "ja-JP", covering: "日本\u{10FFFD}")
        }
        let error = FontNotFound(script: .thai, scriptName: "Thai", package: "fonts-noto-core")
        #expect(
            error.description
                == "no installed font covers the Thai script (Thai); install the Debian package fonts-noto-core")
    }

    @Test func scriptsOfCharacters() {
        #expect(Script.of("ب") == .arabic)
        #expect(Script.of("1") == .common)
        #expect(Script.of("\u{0301}") == .inherited)
        #expect(Script.dominant(in: "日本の旅、2024") == .han)
        #expect(Script.dominant(in: "שלום עולם World") == .hebrew)
        #expect(Script.dominant(in: "123 !") == nil)
        #expect(Script.arabic.direction == .rightToLeft && Script.thai.direction == .leftToRight)
    }

    /// An installed family by its name, in any case, closest to the style asked for; a name no
    /// family has finds nothing (fontconfig's substitute is not taken).
    @Test func aFamilyIsFoundByItsName() throws {
        let finder = FontFinder()
        let regular = try #require(finder.face(named: "DejaVu Serif"))
        #expect(regular.family == "DejaVu Serif" && !regular.isBold && !regular.isItalic)
        let boldItalic = try #require(finder.face(named: "dejavu serif", bold: true, italic: true))
        #expect(boldItalic.isBold && boldItalic.isItalic, "\(boldItalic)")
        #expect(try boldItalic.load().familyName.hasPrefix("DejaVu Serif"))
        for missing in ["Nonexistent Serif", "", "  ", "DejaVu\u{0}Serif", "DejaVu\nSerif"] {
            #expect(finder.face(named: missing) == nil, "\(missing.debugDescription)")
        }
    }
}
