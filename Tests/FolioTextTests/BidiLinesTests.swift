import Testing

@testable import FolioText

/// A paragraph's lines in display order (ICU's ubidi_setLine), mirroring and Arabic joining
/// forms: what the terminal draws right-to-left text with. Under AddressSanitizer in
/// scripts/sanitize, like every FolioTextTests test.
@Suite struct BidiLinesTests {
    /// The string `order` shows for a line of `text`, leftmost first.
    static func shown(_ text: String, _ order: [Int]) -> String {
        let units = Array(text.utf16)
        return String(decoding: order.map { units[$0] }, as: UTF16.self)
    }

    @Test func eachLineIsReorderedOnItsOwnAtTheParagraphsLevels() throws {
        // Two lines broken at the space after "World": the Latin run spans the break.
        let text = "שלום World 123 עולם"
        let lines = [0..<10, 11..<19]
        let bidi = try BidiLines(text, lines: lines)
        #expect(bidi.direction == .rightToLeft)
        #expect(Self.shown(text, bidi.visualOrders[0]) == "World םולש")
        #expect(Self.shown(text, bidi.visualOrders[1]) == "םלוע 123")
        #expect(bidi.levels[0].prefix(4) == [1, 1, 1, 1])
        #expect(bidi.levels[1].prefix(3) == [2, 2, 2])
    }

    @Test func aLineOfAParagraphGivenLeftToRightKeepsItsOrderAroundAHebrewWord() throws {
        let text = "The word שלום means peace."
        let bidi = try BidiLines(text, lines: [0..<text.utf16.count], base: .leftToRight)
        #expect(bidi.direction == .leftToRight)
        #expect(Self.shown(text, bidi.visualOrders[0]) == "The word םולש means peace.")
    }

    @Test func trailingSpaceTakesTheParagraphsLevel() throws {
        // Rule L1: the space at the end of a right-to-left paragraph's left-to-right line.
        let text = "abc "
        let bidi = try BidiLines(text, lines: [0..<4], base: .rightToLeft)
        #expect(bidi.levels[0] == [2, 2, 2, 1])
        #expect(Self.shown(text, bidi.visualOrders[0]) == " abc")
    }

    @Test func rangesOutOfOrderOrOutsideTheTextAreRefused() throws {
        #expect(throws: TextEngineError.self) { try BidiLines("abc", lines: [0..<4]) }
        #expect(throws: TextEngineError.self) { try BidiLines("abcdef", lines: [2..<4, 0..<1]) }
        #expect(try BidiLines("", lines: []).visualOrders.isEmpty)
        #expect(try BidiLines("ab", lines: [0..<0, 0..<2]).visualOrders == [[], [0, 1]])
    }

    @Test(arguments: [("(", ")"), (")", "("), ("«", "»"), ("[", "]"), ("<", ">"), ("a", "a"), ("ب", "ب")])
    func mirroredGlyph(_ scalar: Unicode.Scalar, _ mirror: Unicode.Scalar) {
        #expect(BidiLines.mirrored(scalar) == mirror)
    }

    @Test func arabicTakesItsJoiningFormsAndLamAlefItsLigature() throws {
        // مرحبا: meem initial, reh final, hah initial, beh medial, alef final.
        let shaped = try ArabicPresentationForms.shaped(Array("مرحبا".utf16))
        #expect(shaped == [0xFEE3, 0xFEAE, 0xFEA3, 0xFE92, 0xFE8E])
        // لا: lam and alef become one ligature, so the text is one unit shorter.
        let ligature = try ArabicPresentationForms.shaped(Array("لا بأس".utf16))
        #expect(ligature.count == 5)
        #expect(ArabicPresentationForms.isLamAlef(ligature[0]))
        #expect(try ArabicPresentationForms.shaped(Array("abc".utf16)) == Array("abc".utf16))
        #expect(try ArabicPresentationForms.shaped([]).isEmpty)
        #expect(ArabicPresentationForms.shapes("ب") && !ArabicPresentationForms.shapes("a"))
    }
}
