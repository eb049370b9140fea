/// Why page counts and zoomable pages do not make an issue navigation can move through.
public enum IssueShapeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// There are no articles.
    case noArticles
    /// An article has fewer than one page.
    case articleWithoutPages(article: Int, count: Int)
    /// A zoomable page is not a page of the issue.
    case zoomablePageOutside(Position)
    /// A cover line opens the cover itself or an article the issue does not have.
    case coverLineOutside(article: Int)
    /// The issue has cover lines but its first article, the cover, has other than one page.
    case coverPages(count: Int)

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .noArticles:
            "an issue needs at least one article"
        case .articleWithoutPages(let article, let count):
            "article \(article) has \(count) pages; every article has at least one"
        case .zoomablePageOutside(let position):
            "zoomable page \(position) is not a page of the issue"
        case .coverLineOutside(let article):
            "a cover line opens article \(article), which is not an article after the cover"
        case .coverPages(let count):
            "the cover (article 0) has \(count) pages; a cover is one page"
        }
    }
}
