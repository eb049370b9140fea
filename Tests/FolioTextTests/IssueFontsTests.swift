import Foundation
import Testing

@testable import FolioText

/// The stacks an issue's text gets: Folio's faces first, installed Noto faces for the other
/// scripts, the language's own first; bold where installed; warnings for scripts nothing covers.
@Suite struct IssueFontsTests {
    static let texts: [(language: String, text: String)] = [
        (language: "en", text: "Folio’s travel issue — with a word of Arabic: مرحبا"),
        (language: "ja", text: "日本の旅。東京から京都へ、新幹線で行きました。"),
        (language: "ar", text: "مجلة السفر: رحلة إلى القاهرة، 2026."),
        (language: "zh", text: "中文的旅行杂志，写于上海。"),
    ]
    static let fonts = IssueFonts(texts: texts)

    func names(_ stack: FontStack) -> [String] { stack.faces.map(\.name) }

    @Test func eachLanguageGetsItsOwnScriptFirst() {
        let body = FaceRequest(role: .body)
        let japanese = names(Self.fonts.stack(for: body, language: "ja"))
        let chinese = names(Self.fonts.stack(for: body, language: "zh"))
        let arabic = names(Self.fonts.stack(for: body, language: "ar"))
        #expect(japanese.first == "Caladea-Regular")
        #expect(japanese.dropFirst().first == "NotoSansCJKjp-Regular")
        #expect(chinese.dropFirst().first == "NotoSansCJKsc-Regular")
        #expect(arabic.dropFirst().first == "NotoSansArabic-Regular")
        // Every stack holds every script of the issue, in the order the issue first used them.
        #expect(Set(japanese) == Set(chinese) && Set(chinese) == Set(arabic))
        #expect(names(Self.fonts.stack(for: body, language: "en")).dropFirst().first == "NotoSansArabic-Regular")
        // ja-JP takes ja's stack; a language the issue has no text in takes the default one.
        #expect(names(Self.fonts.stack(for: body, language: "ja-JP")) == japanese)
        #expect(names(Self.fonts.stack(for: body, language: "de")) == names(Self.fonts.defaultStack(for: body)))
        #expect(Self.fonts.warnings.isEmpty)
    }

    @Test func eachCharacterIsDrawnWithTheFaceOfItsScript() {
        let stack = Self.fonts.stack(for: FaceRequest(role: .body), language: "ja")
        #expect(stack.face(for: "旅").name == "NotoSansCJKjp-Regular")
        #expect(stack.face(for: "。").name == "NotoSansCJKjp-Regular")
        #expect(stack.face(for: "F").name == "Caladea-Regular")
        #expect(stack.face(for: "م").name == "NotoSansArabic-Regular")
        let chinese = Self.fonts.stack(for: FaceRequest(role: .body), language: "zh")
        #expect(chinese.face(for: "旅").name == "NotoSansCJKsc-Regular")
    }

    @Test func boldFindsBoldAndItalicTakesTheUprightFace() {
        let heading = names(Self.fonts.stack(for: FaceRequest(role: .heading), language: "ja"))
        #expect(heading.prefix(2) == ["Caladea-Bold", "NotoSansCJKjp-Bold"])
        #expect(
            names(Self.fonts.stack(for: FaceRequest(role: .body, bold: true), language: "ar")).prefix(2) == [
                "Caladea-Bold", "NotoSansArabic-Bold",
            ])
        let italic = names(Self.fonts.stack(for: FaceRequest(role: .body, italic: true), language: "ar"))
        #expect(italic.prefix(2) == ["Caladea-Italic", "NotoSansArabic-Regular"])
        let boldFace = Self.fonts.stack(for: FaceRequest(role: .heading), language: "ja").faces[1]
        #expect(boldFace.weight == 700 && !boldFace.italic)
    }

    @Test func aBoldRequestTakesTheRegularFaceWhenNoBoldIsInstalled() throws {
        // Noto Sans Thai has a bold face; Noto Sans Lao's regular is the only one installed, if
        // any: the finder then gives the regular face, weight 400.
        let regular = try FontFinder().face(for: .thai, language: "th", covering: "ไทย")
        let bold = try FontFinder().face(for: .thai, language: "th", covering: "ไทย", bold: true)
        #expect(regular.weight == 400 && !regular.isBold)
        #expect(bold.weight == 700 && bold.isBold && bold.path != regular.path)
        #expect(bold.path.hasSuffix("NotoSansThai-Bold.ttf"))
        let hebrewRegular = try FontFinder().face(for: .hebrew, language: "he", covering: "שלום")
        let installed = try FileManager.default.contentsOfDirectory(atPath: "/usr/share/fonts/truetype/noto")
        let hebrewBold = try FontFinder().face(for: .hebrew, language: "he", covering: "שלום", bold: true)
        if installed.contains("NotoSansHebrew-Bold.ttf") {
            #expect(hebrewBold.isBold)
        } else {
            #expect(hebrewBold.path == hebrewRegular.path)
        }
    }

    @Test func facesAreFoundOnceAndShared() {
        // One typeface per face: the regular Arabic face is the same object in every stack.
        let all = Self.fonts.typefaces
        #expect(Set(all.map(\.name)).count == all.count)
        let arabic = all.filter { $0.name == "NotoSansArabic-Regular" }
        #expect(arabic.count == 1)
        for language in ["en", "ja", "ar", "zh"] {
            let stack = Self.fonts.stack(for: FaceRequest(role: .body), language: language)
            #expect(stack.faces.contains { $0 === arabic[0] })
        }
        #expect(Self.fonts.languages == ["en", "ja", "ar", "zh"])
    }

    @Test func aScriptNoFaceCoversIsAWarningNamingThePackage() {
        // Kawi (Unicode 15) has no installed face; the emoji and the arrow have one (DejaVu Sans
        // draws them), found character by character.
        let fonts = IssueFonts(texts: [(language: "en", text: "Kawi: \u{11F04}\u{11F05} → 😀")])
        #expect(
            fonts.warnings.map(\.description) == [
                "no installed font covers the Kawi script (Kawi) (\u{11F04} \u{11F05}); install the Debian package fonts-noto-core"
            ])
        let stack = fonts.stack(for: FaceRequest(role: .body), language: "en")
        #expect(stack.face(for: "😀").face.glyph(for: "😀") != nil)
        #expect(stack.face(for: "→").face.glyph(for: "→") != nil)
        #expect(stack.face(for: "K").name == "Caladea-Regular")
        // No face that draws none of the issue's characters is kept.
        let usage = fonts.usage()
        #expect(fonts.typefaces.filter { $0.name != "DejaVuSansMono" }.count == usage.count)
    }

    @Test func theAuthorsFacesComeFirstInTheirStyles() throws {
        var authored = AuthoredFaces()
        let noto = try FontFinder().face(for: .latin, language: "en").load()
        authored.set(AuthoredFaces.Face(face: noto, name: "Caladea-Regular"), for: .body, style: .regular)
        let fonts = IssueFonts(texts: [(language: "en", text: "Hello")], authored: authored)
        let body = fonts.stack(for: FaceRequest(role: .body, bold: true, italic: true), language: "en")
        // The author's only body face serves every style; its name is made unique.
        #expect(body.faces[0].face === noto)
        #expect(body.faces[0].name == "Caladea-Regular-2")
        #expect(fonts.stack(for: FaceRequest(role: .heading), language: "en").faces[0].name == "Caladea-Bold")
        #expect(fonts.stack(for: FaceRequest(role: .mono), language: "en").faces[0].name == "DejaVuSansMono")
    }

    @Test func usageGivesEachFaceTheCharactersItDraws() {
        let usage = Self.fonts.usage(including: "Contents")
        let byName = Dictionary(uniqueKeysWithValues: usage.map { ($0.typeface.name, $0.characters) })
        #expect(byName["NotoSansCJKjp-Regular"]?.contains("旅") == true)
        #expect(byName["NotoSansCJKsc-Regular"]?.contains("杂") == true)
        // 旅 is in both the Japanese and the Chinese text: each language's face draws it.
        #expect(byName["NotoSansCJKsc-Regular"]?.contains("旅") == true)
        #expect(byName["NotoSansArabic-Regular"]?.contains("م") == true)
        #expect(byName["Caladea-Regular"]?.contains("C") == true)
        #expect(byName["Caladea-Regular"]?.contains("م") == false)
        // Each character once per face.
        for (_, characters) in usage { #expect(Set(characters).count == characters.count) }
    }

    @Test func aFaceShipsOnlyTheCharactersSetInIt() {
        var inventory = CharacterInventory()
        inventory.add("plain words", language: "ja")
        inventory.add("旅", language: "ja", request: FaceRequest(role: .heading, bold: true))
        inventory.add("東京", language: "ja")
        let fonts = IssueFonts(characters: inventory)
        let usage = Dictionary(uniqueKeysWithValues: fonts.usage().map { ($0.typeface.name, $0.characters) })
        #expect(usage["NotoSansCJKjp-Bold"] == "旅")
        #expect(usage["NotoSansCJKjp-Regular"] == "東京")
        #expect(usage["Caladea-Regular"] == "plain words")
        #expect(usage["Caladea-Bold"] == nil)
        #expect(inventory.characters(of: "ja").count == 14)
    }

    @Test(arguments: ["plain ASCII text", "naïve “café” — Ærø…", "e\u{301}te\u{301} and 日本", "flag 🇯🇵 👍🏽 x"])
    func theInventoryHoldsEachCharacterOnceInOrder(text: String) {
        var inventory = CharacterInventory()
        inventory.add(text, language: "und")
        inventory.add(text + "!", language: "und")
        var expected: [Character] = []
        for character in text + "!" where !expected.contains(character) { expected.append(character) }
        #expect(inventory.characters(of: "und") == expected)
    }
}
