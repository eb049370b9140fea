import FolioModel
import FolioText

extension CharacterInventory {
    /// Adds all the text `article` shows, in its page language, each run in the role and style
    /// the paginator sets it in: the title as a bold heading, the byline and captions italic,
    /// headings bold, emphasis italic, strong text bold, code in the mono face, the rest body
    /// text (the summary too, which the contents show).
    mutating func add(_ article: Article) {
        let language = article.header.pageLanguage
        add(article.header.title, language: language, request: FaceRequest(role: .heading, bold: true))
        add(article.header.byline, language: language, request: FaceRequest(role: .body, italic: true))
        add(article.header.summary ?? "", language: language)
        for block in article.blocks { add(block, language: language) }
    }

    private mutating func add(_ block: Block, language: String) {
        switch block {
        case .heading(_, let content): add(content, language: language, FaceRequest(role: .heading, bold: true))
        case .paragraph(let content): add(content, language: language, FaceRequest(role: .body))
        case .list(let list): for item in list.items { for block in item { add(block, language: language) } }
        case .quote(let blocks): for block in blocks { add(block, language: language) }
        case .code(_, let text): add(text, language: language, request: FaceRequest(role: .mono))
        case .photo(let photo):
            // The caption, or the alt text where a sink shows it in the caption's place.
            for text in [photo.caption, photo.alt].compactMap({ $0 }) {
                add(text, language: language, request: FaceRequest(role: .body, italic: true))
                add(text, language: language)
            }
        case .thematicBreak, .pageBreak: break
        }
    }

    private mutating func add(_ inlines: [Inline], language: String, _ request: FaceRequest) {
        for inline in inlines {
            switch inline {
            case .text(let text): add(text, language: language, request: request)
            case .code(let text): add(text, language: language, request: FaceRequest(role: .mono))
            case .emphasis(let content):
                add(content, language: language, FaceRequest(role: request.role, bold: request.bold, italic: true))
            case .strong(let content):
                add(content, language: language, FaceRequest(role: request.role, bold: true, italic: request.italic))
            case .link(_, _, let content): add(content, language: language, request)
            case .lineBreak: break
            }
        }
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

    /// Adds the issue's own words (title, subtitle), in its language, as the index shows them.
    mutating func add(issue: Issue) {
        let language = issue.settings.language ?? LanguageTag.unnamed
        add(issue.title, language: language, request: FaceRequest(role: .body, bold: true))
        add(issue.subtitle ?? "", language: language, request: FaceRequest(role: .body, italic: true))
    }
}
