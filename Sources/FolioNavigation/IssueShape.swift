/// What navigation needs to know of an issue: how many pages each article has and which
/// pages are zoomable. The paginator's output reduces to this; so does a scenario's `shape`.
public struct IssueShape: Sendable, Hashable, Decodable {
    /// Each article's page count, in strip order; every count is at least 1.
    public let pageCounts: [Int]
    /// The zoomable (photo) pages.
    public let zoomable: Set<Position>
    /// When article 0 is the issue's cover: the articles its cover lines open, in the order
    /// they show (as many as its page shows); empty otherwise, or when it shows none.
    public let coverLines: [Int]

    /// Creates a shape, checking that there is an article, that every article has a page,
    /// that every zoomable page is a page of the issue and that every cover line opens an
    /// article after the cover.
    public init(pageCounts: [Int], zoomable: Set<Position> = [], coverLines: [Int] = []) throws(IssueShapeError) {
        guard !pageCounts.isEmpty else { throw .noArticles }
        if let empty = pageCounts.firstIndex(where: { $0 < 1 }) {
            throw .articleWithoutPages(article: empty, count: pageCounts[empty])
        }
        if let stray = zoomable.sorted().first(where: { !Self.contains($0, pageCounts) }) {
            throw .zoomablePageOutside(stray)
        }
        if let stray = coverLines.first(where: { !(1..<pageCounts.count).contains($0) }) {
            throw .coverLineOutside(article: stray)
        }
        if let first = pageCounts.first, !coverLines.isEmpty, first != 1 {
            throw .coverPages(count: first)
        }
        self.pageCounts = pageCounts
        self.zoomable = zoomable
        self.coverLines = coverLines
    }

    /// Creates a shape with zoomable pages given per article, as scenarios give them.
    public init(pageCounts: [Int], zoomablePages: [Int: [Int]], coverLines: [Int] = []) throws(IssueShapeError) {
        let positions = zoomablePages.flatMap { article, pages in pages.map { Position(article, $0) } }
        try self.init(pageCounts: pageCounts, zoomable: Set(positions), coverLines: coverLines)
    }

    /// Creates a shape with each article's zoomable pages in strip order, as a publication's
    /// columns or a build's article digests give them.
    public init(pageCounts: [Int], zoomablePagesByArticle: [[Int]]) throws(IssueShapeError) {
        let positions = zoomablePagesByArticle.enumerated().flatMap { article, pages in
            pages.map { Position(article, $0) }
        }
        try self.init(pageCounts: pageCounts, zoomable: Set(positions))
    }

    /// Decodes and checks a shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            pageCounts: container.decode([Int].self, forKey: .pageCounts),
            zoomable: container.decodeIfPresent(Set<Position>.self, forKey: .zoomable) ?? [],
            coverLines: container.decodeIfPresent([Int].self, forKey: .coverLines) ?? [])
    }

    private enum CodingKeys: String, CodingKey {
        case pageCounts = "page-counts"
        case zoomable
        case coverLines = "cover-lines"
    }

    /// The number of articles.
    public var articleCount: Int { pageCounts.count }

    /// Whether `position` is a page of the issue.
    public func contains(_ position: Position) -> Bool {
        Self.contains(position, pageCounts)
    }

    /// Whether the page at `position` can be zoomed.
    public func isZoomable(_ position: Position) -> Bool {
        zoomable.contains(position)
    }

    /// The zoomable pages of one article, in column order.
    public func zoomablePages(of article: Int) -> [Int] {
        guard pageCounts.indices.contains(article) else { return [] }
        // Asking each page is linear in the article; filtering the set would be linear in the
        // issue, and quadratic over a 10,000-article map.
        return (0..<pageCounts[article]).filter { zoomable.contains(Position(article, $0)) }
    }

    /// The index of the last page of `article`.
    func lastPage(of article: Int) -> Int {
        pageCounts[article] - 1
    }

    private static func contains(_ position: Position, _ pageCounts: [Int]) -> Bool {
        pageCounts.indices.contains(position.article)
            && (0..<pageCounts[position.article]).contains(position.page)
    }
}
