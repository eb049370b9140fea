import Testing

@testable import FolioText

/// The per-face word cache: one shaping per distinct word, scaled per geometry.
@Suite struct WordWidthsTests {
    @Test func measuresEachDistinctWordOnce() throws {
        let widths = WordWidths(face: try TestFonts.caladea())
        let words = "the cat saw the other cat and the dog".split(separator: " ")
        for size in [14.0, 17.0, 21.0] {
            for word in words { _ = widths.width(of: word, atPointSize: size) }
        }
        #expect(widths.count == Set(words).count)
    }

    @Test func widthsAreTheShapedAdvanceScaled() throws {
        let face = try TestFonts.caladea()
        let widths = WordWidths(face: face)
        let advance = face.shape("Wavy").advance
        #expect(widths.advance(of: "Wavy") == advance)
        #expect(widths.width(of: "Wavy", atPointSize: 20) == Double(advance) * 20 / Double(face.unitsPerEm))
        #expect(widths.width(of: "Wavy", atPointSize: 10) * 2 == widths.width(of: "Wavy", atPointSize: 20))
    }

    @Test func oneCacheServesManyTasksAtOnce() async throws {
        let widths = WordWidths(face: try TestFonts.noto(.thai, covering: "ภาษาไทยง่ายนิดเดียว"))
        let words = try LineBreaker(language: "th").segments(of: "ภาษาไทยง่ายนิดเดียว").map(String.init)
        let expected = words.map { widths.face.shape($0).advance }
        let results = await withTaskGroup(of: [Int].self) { group in
            for _ in 0..<8 { group.addTask { words.map { widths.advance(of: $0) } } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8 && results.allSatisfy { $0 == expected })
        #expect(widths.count == words.count)
    }

    @Test func wordsAreMeasuredInEachScript() throws {
        for (script, word) in [(Script.arabic, "السلام"), (.thai, "สวัสดี"), (.han, "日本語")] {
            let widths = WordWidths(face: try TestFonts.noto(script, covering: word))
            #expect(widths.advance(of: word) > 0)
            #expect(widths.advance(of: word) == widths.face.shape(word).advance)
            #expect(widths.count == 1)
        }
    }
}
