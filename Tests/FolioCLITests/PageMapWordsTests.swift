import FolioLayout
import FolioModel
import Testing

@testable import FolioCLI

/// `folio paginate`'s first words of a page: a few words, and a few characters of a script
/// written without spaces.
@Suite struct PageMapWordsTests {
    private func words(_ text: String) throws -> String {
        let article = Article(id: "a", title: "T", blocks: [.paragraph([.text(text)])], sourcePath: "a.md")
        let page = try #require(Paginator.standard(for: .a4).paginate(article).first)
        return PageMap.firstWords(of: page)
    }

    @Test func aPageShowsItsFirstWords() throws {
        #expect(
            try words("In our kitchen a small green bird hangs from the lamp.")
                == "In our kitchen a small green bird hangs …")
        #expect(try words("Short.") == "Short.")
    }

    @Test func textWithoutSpacesIsCutAtItsCharacters() throws {
        let japanese = String(repeating: "冬になると、庭はさびしくなる。", count: 20)
        let shown = try words(japanese)
        #expect(shown == String(japanese.prefix(PageMap.characterCount)) + " …")
        // Long words are cut at the last space that fits.
        let long = String(repeating: "Donaudampfschifffahrtsgesellschaft ", count: 4)
        #expect(try words(long) == "Donaudampfschifffahrtsgesellschaft …")
    }
}
