import FolioModel
import Testing

@testable import FolioLayout

/// Setting lines with the cell measure, where widths are easy to count; break opportunities
/// are ICU's (UAX #14), as a browser's are.
@Suite struct LineSetterTests {
    static let setter = LineSetter(measure: CellMeasure(columns: 80, rows: 24))

    func texts(_ text: String, _ lines: [TextLine]) -> [String] {
        lines.map { text.slice(scalars: $0.start..<$0.end) }
    }

    @Test func wrapsAtSpacesAndKeepsTheSpaceOnTheLineBefore() {
        let text = "aaa bbb ccc"
        let lines = Self.setter.lines(of: [.text(text)], role: .body, width: 7)
        #expect(texts(text, lines) == ["aaa bbb ", "ccc"])
        #expect(lines.map(\.width) == [7, 3])
    }

    @Test func breaksWordsLongerThanTheLine() {
        let text = "ab abcdefghij"
        #expect(
            texts(text, Self.setter.lines(of: [.text(text)], role: .body, width: 4)) == ["ab ", "abcd", "efgh", "ij"])
    }

    @Test func breaksAfterHyphensAsUnicodeSays() {
        let text = "well-known things"
        #expect(texts(text, Self.setter.lines(of: text, role: .body, width: 12)) == ["well-known ", "things"])
        #expect(texts(text, Self.setter.lines(of: text, role: .body, width: 6)) == ["well-", "known ", "things"])
    }

    @Test func wrapsWideCharactersByCellAndKeepsClosingPunctuationOnTheLine() {
        let text = "日本語の文章"
        #expect(texts(text, Self.setter.lines(of: text, role: .body, width: 5)) == ["日本", "語の", "文章"])
        // Kinsoku: no line starts with "。" or "、"; the character before goes with it.
        let sentence = "今日は、晴れ。"
        #expect(texts(sentence, Self.setter.lines(of: sentence, role: .body, width: 6)) == ["今日", "は、晴", "れ。"])
    }

    @Test func breaksThaiBetweenWordsFromTheDictionary() {
        let text = "ภาษาไทยไม่มีช่องว่าง"
        let lines = texts(
            text,
            LineSetter(measure: CellMeasure(columns: 80, rows: 24), language: "th").lines(
                of: text, role: .body, width: 8))
        #expect(lines.joined() == text)
        #expect(lines.count > 1)
        // Every line ends between dictionary words: "ภาษา", "ไทย", "ไม่", "มี", "ช่อง", "ว่าง".
        let words: Set = ["ภาษา", "ไทย", "ไม่", "มี", "ช่อง", "ว่าง"]
        var rest = Substring(text)
        var ends: Set<Int> = []
        var offset = 0
        while !rest.isEmpty, let word = words.first(where: { rest.hasPrefix($0) }) {
            offset += word.unicodeScalars.count
            ends.insert(offset)
            rest = rest.dropFirst(word.count)
        }
        let lineEnds = LineSetter(measure: CellMeasure(columns: 80, rows: 24), language: "th")
            .lines(of: text, role: .body, width: 8).map(\.end)
        #expect(lineEnds.allSatisfy(ends.contains))
    }

    @Test func keepsStylesAcrossRunsAndBreaksAtHardBreaks() {
        let content: [Inline] = [.text("one "), .emphasis([.text("two")]), .lineBreak, .strong([.text("three four")])]
        let lines = Self.setter.lines(of: content, role: .body, width: 80)
        #expect(texts(content.plainText, lines) == ["one two\n", "three four"])
        #expect(lines.map(\.endsHard) == [true, false])
        let second = content.slice(scalars: lines[1].start..<lines[1].end)
        #expect(second == [.strong([.text("three four")])])
    }

    @Test func codeKeepsIndentationAndEndsWithoutAnEmptyLine() {
        let code = "func a() {\n    return 1\n}\n"
        let lines = Self.setter.lines(ofCode: code, width: 40)
        #expect(texts(code, lines) == ["func a() {\n", "    return 1\n", "}\n"])
        #expect(lines[1].width == 12)
        #expect(Self.setter.lines(ofCode: "a\n\nb", width: 40).count == 3)
    }

    @Test func emptyTextIsOneEmptyLine() {
        #expect(Self.setter.lines(of: [], role: .body, width: 10) == [TextLine(start: 0, end: 0, width: 0)])
    }

    @Test func runsOfSpacesCollapseInRunningText() {
        let lines = Self.setter.lines(of: [.text("a   b")], role: .body, width: 3)
        #expect(lines.count == 1)
        #expect(lines[0].width == 3)
    }

    @Test func windowsLineEndsBreakCodeOnce() {
        let code = "a\r\nb\rc\n"
        let lines = Self.setter.lines(ofCode: code, width: 40)
        #expect(texts(code, lines) == ["a\r\n", "b\r", "c\n"])
        #expect(Self.setter.lines(of: [.text("a\r\nb")], role: .body, width: 40).map(\.width) == [3])
    }

    /// A German compound that does not fit is hyphenated at the last point that fits, its
    /// hyphen counted in the line's width; without hyphenation it moves down whole.
    @Test func hyphenatesWordsThatDoNotFitWhenAsked() throws {
        let measure = CellMeasure(columns: 80, rows: 24)
        let text = "Die Donaudampfschifffahrtsgesellschaft fährt"
        let plain = LineSetter(measure: measure, language: "de").lines(of: [.text(text)], role: .body, width: 20)
        #expect(texts(text, plain).first == "Die ")
        let hyphenated = LineSetter(measure: measure, language: "de", hyphenates: true).lines(
            of: [.text(text)], role: .body, width: 20)
        #expect(hyphenated.first?.hyphenated == true)
        let first = try #require(hyphenated.first)
        #expect(texts(text, hyphenated).first?.hasPrefix("Die Donau") == true)
        #expect(first.width == Double(text.slice(scalars: first.start..<first.end).count + 1))
        #expect(first.width <= 20)
        #expect(texts(text, hyphenated).joined() == text)
        // Titles and headings never hyphenate.
        let title = LineSetter(measure: measure, language: "de", hyphenates: true).lines(
            of: text, role: .title, width: 20)
        #expect(title.allSatisfy { !$0.hyphenated })
    }
}
