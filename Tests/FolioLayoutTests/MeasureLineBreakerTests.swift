import FolioModel
import Testing

@testable import FolioLayout

/// Greedy wrapping with the cell measure, where widths are easy to count.
@Suite struct MeasureLineBreakerTests {
    static let breaker = LineBreaker(measure: CellMeasure(columns: 80, rows: 24))

    func texts(_ text: String, _ lines: [TextLine]) -> [String] {
        lines.map { text.slice(scalars: $0.start..<$0.end) }
    }

    @Test func wrapsAtSpacesAndKeepsTheSpaceOnTheLineBefore() {
        let text = "aaa bbb ccc"
        let lines = Self.breaker.lines(of: [.text(text)], role: .body, width: 7)
        #expect(texts(text, lines) == ["aaa bbb ", "ccc"])
        #expect(lines.map(\.width) == [7, 3])
    }

    @Test func breaksWordsLongerThanTheLine() {
        let text = "ab abcdefghij"
        #expect(
            texts(text, Self.breaker.lines(of: [.text(text)], role: .body, width: 4)) == ["ab ", "abcd", "efgh", "ij"])
    }

    @Test func wrapsWideCharactersByCell() {
        let text = "日本語の文章"
        #expect(texts(text, Self.breaker.lines(of: text, role: .body, width: 5)) == ["日本", "語の", "文章"])
    }

    @Test func keepsStylesAcrossRunsAndBreaksAtHardBreaks() {
        let content: [Inline] = [.text("one "), .emphasis([.text("two")]), .lineBreak, .strong([.text("three four")])]
        let lines = Self.breaker.lines(of: content, role: .body, width: 80)
        #expect(texts(content.plainText, lines) == ["one two\n", "three four"])
        let second = content.slice(scalars: lines[1].start..<lines[1].end)
        #expect(second == [.strong([.text("three four")])])
    }

    @Test func codeKeepsIndentationAndEndsWithoutAnEmptyLine() {
        let code = "func a() {\n    return 1\n}\n"
        let lines = Self.breaker.lines(ofCode: code, width: 40)
        #expect(texts(code, lines) == ["func a() {\n", "    return 1\n", "}\n"])
        #expect(lines[1].width == 12)
        #expect(Self.breaker.lines(ofCode: "a\n\nb", width: 40).count == 3)
    }

    @Test func emptyTextIsOneEmptyLine() {
        #expect(Self.breaker.lines(of: [], role: .body, width: 10) == [TextLine(start: 0, end: 0, width: 0)])
    }

    @Test func runsOfSpacesCollapseInRunningText() {
        let lines = Self.breaker.lines(of: [.text("a   b")], role: .body, width: 3)
        #expect(lines.count == 1)
        #expect(lines[0].width == 3)
    }

    /// The byte-wise fast path for ASCII must still measure a character whose ASCII letter
    /// is joined by the scalars after it as one character.
    @Test(arguments: ["e\u{301}tude", "a\u{300}\u{301}b", "x\u{600}y", "🇫🇷🇩🇪z", "na\u{308}ive", "plain", "é"])
    func charactersThatJoinAnASCIILetterAreMeasuredWhole(_ word: String) {
        let measure = FontMeasure(geometry: .portrait)
        let lines = LineBreaker(measure: measure).lines(of: [.text(word)], role: .body, width: 10_000)
        let width = measure.width(of: word, face: .regular, role: .body)
        #expect(lines == [TextLine(start: 0, end: word.unicodeScalars.count, width: width)])
    }

    @Test func windowsLineEndsBreakCodeOnce() {
        let code = "a\r\nb\rc\n"
        let lines = Self.breaker.lines(ofCode: code, width: 40)
        #expect(texts(code, lines) == ["a\r\n", "b\r", "c\n"])
        #expect(Self.breaker.lines(of: [.text("a\r\nb")], role: .body, width: 40).map(\.width) == [3])
    }
}
