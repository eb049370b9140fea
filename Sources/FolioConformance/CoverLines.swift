import FolioLayout
import FolioModel

/// The cover lines a paginated cover page shows, as navigation needs them: the articles they
/// open, in order. The paginator may leave the last lines out on a small page, so the rules
/// engine is given the lines of the page a sink shows (`IssueShape.coverLines`).
public enum CoverLines {
    /// The article ids of the cover lines on `page`, in order: one per item of its list, each
    /// the first article link (`#/ID`) of the item.
    public static func articleIDs(on page: Page) -> [String] {
        for block in page.blocks {
            guard case .list(let list) = block else { continue }
            return list.items.compactMap { item in item.lazy.compactMap(articleID(in:)).first }
        }
        return []
    }

    /// The indexes in `issue.articles` of the articles `page`'s cover lines open, in order,
    /// leaving out a line whose article the issue does not have.
    public static func articles(on page: Page, of issue: Issue) -> [Int] {
        let index = Dictionary(issue.articles.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        return articleIDs(on: page).compactMap { index[$0] }
    }

    private static func articleID(in block: Block) -> String? {
        guard case .paragraph(let content) = block else { return nil }
        return articleID(in: content)
    }

    private static func articleID(in inlines: [Inline]) -> String? {
        for inline in inlines {
            switch inline {
            case .link(let destination, _, let content):
                if let id = ArticleLink.articleID(in: destination) { return id }
                if let id = articleID(in: content) { return id }
            case .emphasis(let content), .strong(let content), .styled(_, let content):
                if let id = articleID(in: content) { return id }
            default:
                continue
            }
        }
        return nil
    }
}
