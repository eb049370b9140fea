import FolioModel
import FolioText

extension CharacterInventory {
    /// Adds all the text `article` shows, in its page language: title, byline, summary and
    /// every block's text (captions and code included).
    mutating func add(_ article: Article) {
        let language = article.header.pageLanguage
        add(article.header.title, language: language)
        add(article.header.byline, language: language)
        add(article.header.summary ?? "", language: language)
        for block in article.blocks { add(block.plainText, language: language) }
    }

    /// The characters of `articles`.
    init(articles: some Sequence<Article>) {
        self.init()
        for article in articles { add(article) }
    }

    /// The characters of `issue`: its own words and every article's.
    init(_ issue: Issue) {
        self.init(articles: issue.articles)
        add(issue: issue)
    }

    /// Adds the issue's own words (title, subtitle), in its language.
    mutating func add(issue: Issue) {
        let language = issue.settings.language ?? LanguageTag.unnamed
        add(issue.title, language: language)
        add(issue.subtitle ?? "", language: language)
    }
}
