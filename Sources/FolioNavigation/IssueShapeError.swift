/// Why page counts and zoomable pages do not make an issue navigation can move through.
public enum IssueShapeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// There are no articles.
    case noArticles
    /// An article has fewer than one page.
    case articleWithoutPages(article: Int, count: Int)
    /// A zoomable page is not a page of the issue.
    case zoomablePageOutside(Position)

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .noArticles:
            "an issue needs at least one article"
        case .articleWithoutPages(let article, let count):
            "article \(article) has \(count) pages; every article has at least one"
        case .zoomablePageOutside(let position):
            "zoomable page \(position) is not a page of the issue"
        }
    }
}
