import Testing

@testable import FolioText

/// The bidi algorithm through ICU: right-to-left paragraphs with Latin words and digits inside.
@Suite struct BidiParagraphTests {
    @Test func hebrewWithALatinWordAndDigits() throws {
        let paragraph = try BidiParagraph("שלום World 123 עולם")
        #expect(paragraph.direction == .rightToLeft)
        // Shown left to right: the last Hebrew word, the Latin word and the number (one left to
        // right run), then the first Hebrew word; the spaces between go with the Hebrew.
        #expect(paragraph.visualRuns.map(\.text) == [" עולם", "World 123", "שלום "])
        #expect(paragraph.visualRuns.map(\.direction) == [.rightToLeft, .leftToRight, .rightToLeft])
    }

    @Test func arabicDigitsAreALeftToRightRunAtLevelTwo() throws {
        let text = "العدد 2024 كبير"
        let paragraph = try BidiParagraph(text)
        #expect(paragraph.direction == .rightToLeft)
        let digits = try #require(paragraph.visualRuns.first { $0.text == "2024" })
        #expect(digits.direction == .leftToRight)
        #expect(paragraph.levels[digits.utf16Range.lowerBound] == 2)
        #expect(paragraph.levels[0] == 1)
        #expect(paragraph.visualRuns.map(\.text) == [" كبير", "2024", "العدد "])
    }

    @Test func aLeftToRightParagraphWithAHebrewWord() throws {
        let paragraph = try BidiParagraph("The word שלום means peace.")
        #expect(paragraph.direction == .leftToRight)
        #expect(paragraph.visualRuns.map(\.text) == ["The word ", "שלום", " means peace."])
        #expect(paragraph.visualRuns.map(\.direction) == [.leftToRight, .rightToLeft, .leftToRight])
    }

    @Test func theBaseDirectionCanBeGiven() throws {
        #expect(try BidiParagraph("123", base: .rightToLeft).direction == .rightToLeft)
        #expect(try BidiParagraph("123").direction == .leftToRight)
        #expect(try BidiParagraph("", base: .rightToLeft).visualRuns.isEmpty)
    }
}
