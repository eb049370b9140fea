import FolioLayout
import FolioNavigation
import Testing

@testable import FolioModel

@Suite struct ArticleLanguageTests {
    private func article(_ title: String, _ text: String, language: String? = nil) -> Article {
        var article = Article(id: "a", title: title, blocks: [.paragraph([.text(text)])], sourcePath: "a.md")
        article.language = language
        return article
    }

    @Test func theArticleLanguageWinsOverTheIssues() {
        let article = article("Tokyo", "Text", language: "ja").inIssue(language: "ar")
        #expect(article.language == "ja")
        #expect(article.direction == .leftToRight)
        #expect(article.header.pageLanguage == "ja")
    }

    @Test func anArticleWithoutALanguageTakesTheIssues() {
        let article = article("Cairo", "Text", language: nil).inIssue(language: "ar")
        #expect(article.language == "ar")
        #expect(article.direction == .rightToLeft)
    }

    @Test func theLanguageDecidesBeforeTheText() {
        #expect(article("القاهرة", "نص", language: "en").inIssue(language: nil).direction == .leftToRight)
        #expect(article("Cairo", "Text", language: "he").inIssue(language: nil).direction == .rightToLeft)
    }

    @Test func withoutALanguageTheFirstStrongCharacterDecides() {
        let arabic = article("القاهرة", "نص").inIssue(language: nil)
        #expect(arabic.language == nil)
        #expect(arabic.header.pageLanguage == "en")
        #expect(arabic.direction == .rightToLeft)
        // A title of digits and punctuation has no strong character: the first paragraph decides.
        #expect(article("1948 – 2024", "שלום עולם, hello").inIssue(language: nil).direction == .rightToLeft)
        #expect(article("2024", "Hello שלום").inIssue(language: nil).direction == .leftToRight)
        #expect(article("123", "456").inIssue(language: nil).direction == .leftToRight)
    }

    @Test func aHeaderTakesItsLanguagesDirectionUnlessToldOtherwise() {
        #expect(ArticleHeader(id: "a", title: "T", sourcePath: "a.md", language: "fa").direction == .rightToLeft)
        #expect(ArticleHeader(id: "a", title: "T", sourcePath: "a.md", language: "fa-Latn").direction == .leftToRight)
        #expect(ArticleHeader(id: "a", title: "T", sourcePath: "a.md").direction == .leftToRight)
        #expect(
            ArticleHeader(id: "a", title: "T", sourcePath: "a.md", direction: .rightToLeft).direction == .rightToLeft)
    }
}
