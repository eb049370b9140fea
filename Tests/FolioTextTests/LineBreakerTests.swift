import Testing

@testable import FolioText

/// UAX #14 break opportunities through ICU, with its dictionaries and the CJK rules.
@Suite struct LineBreakerTests {
    @Test func latinBreaksAfterSpacesAndHyphens() throws {
        let segments = try LineBreaker(language: "en").segments(of: "Hello world, twenty-one pages")
        #expect(segments == ["Hello ", "world, ", "twenty-", "one ", "pages"])
    }

    @Test func thaiBreaksBetweenDictionaryWords() throws {
        let segments = try LineBreaker(language: "th").segments(of: "ภาษาไทยง่ายนิดเดียว")
        #expect(segments == ["ภาษา", "ไทย", "ง่าย", "นิด", "เดียว"])
    }

    @Test func khmerAndLaoBreakWithoutSpaces() throws {
        #expect(try LineBreaker(language: "km").segments(of: "សួស្តីពិភពលោក") == ["សួស្តី", "ពិភពលោក"])
        #expect(try LineBreaker(language: "lo").segments(of: "ພາສາລາວ") == ["ພາສາ", "ລາວ"])
    }

    @Test func japaneseKeepsKinsoku() throws {
        let text = "今日は「晴れ」です。"
        let segments = try LineBreaker(language: "ja").segments(of: text)
        // Between ideographs and kana, but never after an opening bracket nor before a closing
        // bracket or the full stop.
        #expect(segments == ["今", "日", "は", "「晴", "れ」", "で", "す。"])
    }

    @Test func strictnessDecidesSmallKana() throws {
        let text = "ちょっと"
        #expect(try LineBreaker(language: "ja", strictness: .strict).segments(of: text) == ["ちょっ", "と"])
        #expect(try LineBreaker(language: "ja", strictness: .normal).segments(of: text) == ["ち", "ょ", "っ", "と"])
    }

    @Test func lineFeedsAreMandatoryBreaks() throws {
        let text = "one two\nthree"
        let opportunities = try LineBreaker(language: "en").opportunities(in: text)
        #expect(opportunities.map(\.utf16Offset) == [4, 8, 13])
        #expect(opportunities.map(\.isMandatory) == [false, true, false])
        #expect(try LineBreaker(language: "en").opportunities(in: "").isEmpty)
    }

    @Test func offsetsCountUTF16AsBrowsersDo() throws {
        // An emoji outside the BMP takes two UTF-16 units.
        let opportunities = try LineBreaker(language: "en").opportunities(in: "😀 ok")
        #expect(opportunities.map(\.utf16Offset) == [3, 5])
    }
}
