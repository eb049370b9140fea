/// PLACEHOLDER (replaced by the paginator work of issue 3): one page per article.
public struct Paginator: Sendable {
    /// The geometry pages are made for.
    public var geometry: PageGeometry

    /// Creates a paginator for the HTML measure.
    public static func standard(for geometry: PageGeometry) -> Paginator {
        Paginator(geometry: geometry)
    }

    /// Lays out every article of the issue.
    public func layout(_ issue: Issue) -> IssueLayout {
        IssueLayout(geometry: geometry, columns: issue.articles.map { paginate($0) })
    }

    /// Lays out one article.
    public func paginate(_ article: Article) -> [Page] {
        [Page(blocks: article.blocks, start: SourcePosition(block: 0, offset: 0), fill: 1)]
    }
}
