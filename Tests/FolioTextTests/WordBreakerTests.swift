import Testing

@testable import FolioText

/// UAX #29 words through ICU, as a browser's `Intl.Segmenter` cuts them: what a search finds in
/// an article and what a reader types are cut alike. (Every expectation here is also what
/// `new Intl.Segmenter(language, {granularity: "word"})` gives, its `isWordLike` segments, in
/// Node's ICU 78 against Debian's ICU 72 here.)
@Suite struct WordBreakerTests {
    @Test func latinWordsLeaveSpacesAndPunctuationOut() throws {
        let words = try WordBreaker(language: "en").words(in: "Don't stop: 1,800 mosses, twenty-one pages!")
        #expect(words.map(\.text) == ["Don't", "stop", "1,800", "mosses", "twenty", "one", "pages"])
    }

    @Test func offsetsCountScalarsAndUTF16Units() throws {
        // The wave is one scalar and two UTF-16 units; "é" written as e + a combining accent is
        // two scalars of one word.
        let words = try WordBreaker(language: "fr").words(in: "🌊 cafe\u{301} au lait")
        #expect(words.map(\.text) == ["cafe\u{301}", "au", "lait"])
        #expect(words.map(\.scalarOffset) == [2, 8, 11])
        #expect(words.map(\.utf16Offset) == [3, 9, 12])
    }

    @Test func thaiKhmerAndLaoAreCutWithTheDictionary() throws {
        #expect(
            try WordBreaker(language: "th").words(in: "ภาษาไทยง่ายนิดเดียว").map(\.text) == [
                "ภาษา", "ไทย", "ง่าย", "นิด", "เดียว",
            ])
        #expect(try WordBreaker(language: "km").words(in: "សួស្តីពិភពលោក").map(\.text) == ["សួស្តី", "ពិភពលោក"])
        #expect(try WordBreaker(language: "lo").words(in: "ພາສາລາວ").map(\.text) == ["ພາສາ", "ລາວ"])
    }

    @Test func chineseAndJapaneseAreCutIntoWords() throws {
        #expect(
            try WordBreaker(language: "ja").words(in: "冬の苔を見に行く。").map(\.text) == ["冬", "の", "苔", "を", "見", "に", "行く"])
        #expect(try WordBreaker(language: "zh").words(in: "我们在花园里。").map(\.text) == ["我们", "在", "花园", "里"])
    }

    @Test func rightToLeftWordsKeepTheirLogicalOrder() throws {
        #expect(try WordBreaker(language: "ar").words(in: "مرحبا بالعالم.").map(\.text) == ["مرحبا", "بالعالم"])
        #expect(try WordBreaker(language: "he").words(in: "שלום, עולם").map(\.text) == ["שלום", "עולם"])
    }

    @Test func textWithoutWordsHasNone() throws {
        #expect(try WordBreaker(language: "en").words(in: "").isEmpty)
        #expect(try WordBreaker(language: "en").words(in: " — … !? 🌊").isEmpty)
    }

    /// Word and line iterators of more languages than a thread keeps (four) take turns in its
    /// cache: each call gets an iterator of its own kind and language.
    @Test func wordAndLineIteratorsOfManyLanguagesTakeTurns() throws {
        for _ in 0..<3 {
            for language in ["en", "th", "ja", "km", "lo", "zh"] {
                #expect(try LineBreaker(language: language).segments(of: "ภาษาไทย ok") == ["ภาษา", "ไทย ", "ok"])
                #expect(
                    try WordBreaker(language: language).words(in: "ภาษาไทย ok").map(\.text) == ["ภาษา", "ไทย", "ok"])
            }
        }
    }
}
