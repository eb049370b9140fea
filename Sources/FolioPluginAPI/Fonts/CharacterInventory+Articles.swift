import FolioLayout
import FolioModel
import FolioText

extension CharacterInventory {
    /// Adds all the text `article` shows, in its page language, each run in the role and style
    /// the paginator sets it in: the title as a bold heading, the byline, captions and pull quotes italic,
    /// headings and table headers bold, emphasis italic, strong text bold, code in the mono face, the rest body
    /// text (the summary too, which the contents show).
    package mutating func add(_ article: Article) {
        var texts = Gatherer()
        texts.add(article.header.title, request: FaceRequest(role: .heading, bold: true))
        texts.add(article.header.byline, request: FaceRequest(role: .body, italic: true))
        texts.add(article.header.summary ?? "", request: FaceRequest(role: .body))
        for block in article.blocks { Self.gather(block, into: &texts) }
        add(texts, language: article.header.pageLanguage)
    }

    private static func gather(_ block: Block, into texts: inout Gatherer) {
        switch block {
        case .heading(_, let content): gather(content, FaceRequest(role: .heading, bold: true), into: &texts)
        case .paragraph(let content): gather(content, FaceRequest(role: .body), into: &texts)
        case .list(let list): for item in list.items { for block in item { gather(block, into: &texts) } }
        case .quote(let blocks, let role):
            // A pull quote's paragraphs are set italic (`TextRole.pullQuote`).
            let italic = QuoteKind(role: role) == .pullQuote
            for block in blocks {
                if italic, case .paragraph(let content) = block {
                    gather(content, FaceRequest(role: .body, italic: true), into: &texts)
                } else {
                    gather(block, into: &texts)
                }
            }
        case .code(_, let text): texts.add(text, request: FaceRequest(role: .mono))
        case .photo(let photo):
            // The caption, or the alt text where a sink shows it in the caption's place.
            for text in [photo.caption, photo.alt].compactMap({ $0 }) {
                texts.add(text, request: FaceRequest(role: .body, italic: true))
                texts.add(text, request: FaceRequest(role: .body))
            }
        case .table(let table):
            // The header's cells are set bold, as a heading row (`TableLayout`).
            for cell in table.header { gather(cell, FaceRequest(role: .body, bold: true), into: &texts) }
            for row in table.rows { for cell in row { gather(cell, FaceRequest(role: .body), into: &texts) } }
        case .thematicBreak, .pageBreak: break
        }
    }

    private static func gather(_ inlines: [Inline], _ request: FaceRequest, into texts: inout Gatherer) {
        for inline in inlines {
            switch inline {
            case .text(let text): texts.add(text, request: request)
            case .code(let text): texts.add(text, request: FaceRequest(role: .mono))
            case .emphasis(let content):
                gather(content, FaceRequest(role: request.role, bold: request.bold, italic: true), into: &texts)
            case .strong(let content):
                gather(content, FaceRequest(role: request.role, bold: true, italic: request.italic), into: &texts)
            case .link(_, _, let content), .styled(_, let content): gather(content, request, into: &texts)
            case .lineBreak: break
            }
        }
    }

    /// The characters of `articles`.
    package init(articles: some Sequence<Article>) {
        self.init()
        for article in articles { add(article) }
    }

    /// The characters of each list of articles (a content file's), the lists taken on every core.
    package static func each(_ files: [[Article]]) -> [CharacterInventory] {
        ParallelMap.map(files) { CharacterInventory(articles: $0) }
    }

    /// The characters of `issue`: its own words and every article's.
    package init(_ issue: Issue) {
        self.init(articles: issue.articles)
        add(issue: issue)
    }

    /// Adds the issue's own words (title, subtitle), in its language, as the index shows them.
    package mutating func add(issue: Issue) {
        let language = issue.settings.language ?? LanguageTag.unnamed
        add(issue.title, language: language, request: FaceRequest(role: .body, bold: true))
        add(issue.subtitle ?? "", language: language, request: FaceRequest(role: .body, italic: true))
    }
}
