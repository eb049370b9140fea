import FolioModel
import Testing

@testable import FolioSearch

/// What a query finds, and where.
@Suite struct SearchIndexTests {
    static func article(_ id: String, language: String, _ paragraphs: [String]) -> Article {
        Article(
            id: id, title: id, blocks: paragraphs.map { .paragraph([.text($0)]) }, sourcePath: "\(id).md",
            language: language)
    }

    @Test func everyWordMustBeThereAndOneParagraphWithThemAllComesFirst() throws {
        let index = try SearchIndex([
            Self.article("apart", language: "en", ["Moss on the wall.", "A garden gate."]),
            Self.article("together", language: "en", ["Nothing here.", "Gardens full of moss."]),
            Self.article("one", language: "en", ["Only moss."]),
        ])
        let found = try index.search("moss garden", language: "en")
        #expect(found.map { index.articles[$0.article].id } == ["together", "apart"])
        #expect(found[0] == SearchIndex.Place(article: 1, block: 1, offset: 16))
        #expect(found[1] == SearchIndex.Place(article: 0, block: 0, offset: 0))
    }

    @Test func aChineseCharacterIsFoundInsideTheWordsICUCuts() throws {
        let index = try SearchIndex([Self.article("tea", language: "zh", ["我们在山上看茶树。"])])
        let found = try index.search("茶", language: "zh")
        #expect(found == [SearchIndex.Place(article: 0, block: 0, offset: 6)])
        #expect(try index.search("茶树", language: "zh") == [SearchIndex.Place(article: 0, block: 0, offset: 6)])
    }

    @Test func accentsCaseAndPluralsFindEachOther() throws {
        let index = try SearchIndex([
            Self.article("cafe", language: "en", ["Two Cafés on the square."]),
            Self.article("libros", language: "es", ["Las bibliotecas."]),
        ])
        #expect(try index.search("cafe", language: "en").map(\.article) == [0])
        #expect(try index.search("BIBLIOTECAS", language: "es").map(\.article) == [1])
        #expect(try index.search("biblioteca", language: "es").isEmpty)  // no Spanish stemmer
    }

    @Test func aQueryWithoutWordsFindsNothing() throws {
        let index = try SearchIndex([Self.article("a", language: "en", ["Words."])])
        #expect(try index.search(" … !", language: "en").isEmpty)
    }
}
