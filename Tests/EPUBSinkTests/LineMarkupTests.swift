import FolioPluginAPI
import Testing

@testable import EPUBSink

/// How a run becomes words on the page: cut at its spaces, each word at the leftmost x of the
/// glyphs that draw it (its clusters' UTF-8 offsets), on the baseline most of its glyphs share;
/// and the box that puts a word's baseline there.
@Suite struct LineMarkupTests {
    static func run(_ text: String, glyphs: [(x: Double, y: Double, offset: Int)], rightToLeft: Bool = false)
        -> TypesetLine.Run
    {
        TypesetLine.Run(
            font: TypesetLine.Font(bytes: [], index: 0, name: "none"), size: 10,
            glyphs: glyphs.map { TypesetLine.Glyph(id: 1, x: $0.x, y: $0.y, textOffset: $0.offset) }, text: text,
            isRightToLeft: rightToLeft, link: nil, left: 0, right: 100)
    }

    @Test func aRunIsCutAtItsSpacesEachWordAtItsLeftmostGlyph() {
        // "ab  é": a, b, two spaces, é (two UTF-8 bytes, at offset 4), justified apart.
        let run = Self.run(
            "ab  é", glyphs: [(10, 50, 0), (16, 50, 1), (22, 50, 2), (30, 50, 3), (41, 50, 4)])
        let pieces = LineMarkup.pieces(of: run)
        #expect(pieces.map(\.text) == ["ab", "  ", "é"])
        #expect(pieces.map(\.isSpace) == [false, true, false])
        #expect(pieces[0].left == 10 && pieces[2].left == 41)
    }

    @Test func aRightToLeftWordStartsAtItsLeftmostGlyphWhateverItsOrder() {
        // Logical "אב גד": glyphs left to right on the page are ד, ג, space, ב, א; a mark-like
        // offset on ד's glyph does not move the baseline.
        let text = "אב גד"
        let run = Self.run(
            text, glyphs: [(5, 49, 7), (12, 50, 5), (19, 50, 4), (25, 50, 2), (33, 50, 0)], rightToLeft: true)
        let pieces = LineMarkup.pieces(of: run)
        #expect(pieces.map(\.text) == ["אב", " ", "גד"])
        #expect(pieces[0].left == 25 && pieces[2].left == 5)
        #expect(LineMarkup.baseline(of: run) == 50)
    }

    @Test func aWordsBoxPutsItsBaselineAtTheRoundedAscent() {
        // Caladea Italic at 14.45 px: ascent 0.9 em = 13.005 px, descent 0.25 em = 3.6125 px.
        let box = WordBox(ascender: 0.9, descender: 0.25, size: 14.45)
        #expect(box.baselineOffset == 13 && box.lineHeight == 17)
        let large = WordBox(ascender: 1.069, descender: 0.293, size: 29.75)
        #expect(large.baselineOffset == 32 && large.lineHeight == 41)
    }
}
