import Testing

@testable import FolioText

/// Shaping with HarfBuzz: what a width table cannot know.
@Suite struct ShapingTests {
    @Test func arabicLettersJoinAndChangeTheirAdvances() throws {
        let word = "بيت"
        let face = try TestFonts.noto(.arabic, covering: word)
        let joined = face.shape(word, language: "ar")
        let isolated = word.map { face.shape(String($0), language: "ar") }
        #expect(!joined.hasMissingGlyphs)
        // Joined forms are other glyphs than the isolated ones, with other advances.
        #expect(Set(joined.glyphs.map(\.glyph)).isDisjoint(with: isolated.flatMap { $0.glyphs.map(\.glyph) }))
        #expect(joined.advance < isolated.reduce(0) { $0 + $1.advance })
        // Right to left: the first glyph drawn (leftmost) is the last letter (UTF-8 offset 4).
        #expect(joined.glyphs.map(\.cluster) == [4, 2, 0])
    }

    @Test func latinKerningAndLigatures() throws {
        let caladea = try TestFonts.caladea()
        #expect(caladea.shape("AV").advance < caladea.shape("A").advance + caladea.shape("V").advance)
        // The repository's Caladea has no ligatures; Noto Sans has.
        let noto = try TestFonts.noto(.latin)
        #expect(noto.familyName == "Noto Sans")
        let ligature = noto.shape("affine")
        #expect(ligature.glyphs.count == 4)
        #expect(ligature.glyphs[1].glyph != noto.glyph(for: "f"))
    }

    @Test func thaiMarksTakeNoAdvance() throws {
        let text = "ที่นี่"
        let face = try TestFonts.noto(.thai, covering: text)
        let run = face.shape(text, language: "th")
        #expect(run.glyphs.count == 6)
        // ท ี ่ น ี ่: the vowel and tone marks sit on their consonant.
        #expect(run.glyphs.map { $0.advance == 0 } == [false, true, true, false, true, true])
    }

    @Test func devanagariReordersTheVowelSign() throws {
        // कि: the vowel sign i (after the consonant in the text) is drawn before it.
        let face = try TestFonts.noto(.devanagari, covering: "कि")
        let run = face.shape("कि", language: "hi")
        #expect(run.glyphs.count == 2)
        #expect(run.glyphs[0].glyph == face.glyph(for: "\u{093F}") || run.glyphs[0].glyph != face.glyph(for: "क"))
        #expect(run.glyphs[1].glyph == face.glyph(for: "क"))
    }

    @Test func missingGlyphsAreReported() throws {
        #expect(try TestFonts.caladea().shape("ภาษา").hasMissingGlyphs)
        #expect(try TestFonts.caladea().shape("").glyphs.isEmpty)
    }
}
