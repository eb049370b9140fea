import Testing

@testable import FolioSearch

/// The one key words are compared by, and the stems English plurals share.
@Suite struct SearchKeyTests {
    @Test func caseWidthAndLatinGreekCyrillicAccentsDoNotCount() {
        #expect(SearchKey.of("Café") == "cafe")
        #expect(SearchKey.of("CAFE\u{301}") == "cafe")
        #expect(SearchKey.of("Ｍｏｓｓ") == "moss")  // full-width Latin
        #expect(SearchKey.of("ﬁne") == "fine")  // a ligature
        #expect(SearchKey.of("Ελλάδα") == "ελλαδα")
        #expect(SearchKey.of("Ёлка") == "елка")
        #expect(SearchKey.of("Straße") == "straße")
        #expect(SearchKey.of("MiXeD-Case_42") == "mixed-case_42")
    }

    @Test func marksThatArePartOfTheirLettersStay() {
        #expect(SearchKey.of("ไทย") == "ไทย")
        #expect(SearchKey.of("हिन्दी") == "हिन्दी")
        #expect(SearchKey.of("مَرْحَبًا") == "مَرْحَبًا")
        #expect(SearchKey.of("日本語") == "日本語")
    }

    @Test func englishPluralsShareTheirSingularsStem() {
        #expect(SearchStemmer.stem("gardens", language: "en") == "garden")
        #expect(SearchStemmer.stem("libraries", language: "en-GB") == "library")
        #expect(SearchStemmer.stem("glass", language: "en") == "glass")
        #expect(SearchStemmer.stem("status", language: "en") == "status")
        #expect(SearchStemmer.stem("shoes", language: "en") == "shoe")
        #expect(SearchStemmer.stem("gardens", language: "de") == "gardens")
        #expect(SearchStemmer.stem("is", language: "en") == "is")
    }
}
