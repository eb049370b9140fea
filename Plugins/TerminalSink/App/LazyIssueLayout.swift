import FolioPluginAPI

/// The issue's pages for one page size, paginated an article at a time as the reader comes
/// near it, so a long issue opens at once and a key press never paginates the whole issue.
///
/// Page counts, once known, are kept; the pages themselves are kept for a bounded number of
/// articles and paginated again (with the same result) when needed after being dropped.
/// Articles not paginated yet count as one page, which is all navigation needs of them:
/// every move into another article lands on a page the reader has been on or on page 0.
final class LazyIssueLayout {
    /// The issue as loaded (text not cleaned yet).
    let issue: Issue
    /// The paginator for the page size.
    let paginator: Paginator
    /// Each article's page count; 1 for articles not paginated yet.
    private(set) var pageCounts: [Int]
    /// The photo pages found so far.
    private(set) var zoomable: Set<Position> = []
    /// The articles the cover's lines open, as its page at this size shows them, once the
    /// cover (an issue's first article of kind `.cover`) is paginated; empty otherwise.
    private(set) var coverLines: [Int] = []
    /// Which articles have been paginated.
    private var known: Set<Int> = []
    /// How many times a page count became known: a shape made at an older revision is
    /// out of date, whoever paginated the article (a key, the overlay's thumbnails, a
    /// page rendered ahead).
    private(set) var revision = 0
    private var columns: [Int: (article: Article, pages: [Page])] = [:]
    /// Where each page of each paginated article starts, kept for good: what finding the page of
    /// a place needs (`pageStarts(of:)`), in a fraction of the pages' memory.
    private var starts: [Int: [SourcePosition]] = [:]
    private var recent: [Int] = []
    /// How many articles keep their pages in memory.
    static let capacity = 64

    /// A layout for pages of `columns` × `rows` cells.
    init(issue: Issue, columns: Int, rows: Int) {
        self.issue = issue
        paginator = .terminal(columns: columns, rows: rows)
        pageCounts = Array(repeating: 1, count: issue.articles.count)
    }

    /// The page size in cells.
    var measure: CellMeasure {
        CellMeasure(columns: Int(paginator.geometry.width), rows: Int(paginator.geometry.height))
    }

    /// The article's title, safe to draw.
    func title(of article: Int) -> String {
        issue.articles.indices.contains(article) ? SafeText.clean(issue.articles[article].title) : ""
    }

    /// The cleaned article and its pages, paginating it now if needed.
    func column(_ article: Int) -> (article: Article, pages: [Page]) {
        if let found = columns[article] {
            recent.removeAll { $0 == article }
            recent.append(article)
            return found
        }
        let cleaned = IssueCleaner.clean(issue.articles[article])
        let pages = paginator.paginate(cleaned)
        columns[article] = (cleaned, pages)
        recent.append(article)
        if recent.count > Self.capacity { columns[recent.removeFirst()] = nil }
        if known.insert(article).inserted {
            revision += 1
            pageCounts[article] = pages.count
            starts[article] = pages.map(\.start)
            for (index, page) in pages.enumerated() where page.isZoomable {
                zoomable.insert(Position(article, index))
            }
            if article == 0, issue.articles[0].kind == .cover, let cover = pages.first {
                coverLines = CoverLines.articles(on: cover, of: issue)
            }
        }
        return (cleaned, pages)
    }

    /// Where each of the article's pages starts (`Page.start`), for finding the page a place of
    /// the article is on: kept once the article was paginated, so a search that finds most of a
    /// long issue paginates each article once, not once a key.
    func pageStarts(of article: Int) -> [SourcePosition] {
        if let kept = starts[article] { return kept }
        _ = column(article)
        return starts[article] ?? []
    }

    /// Paginates the articles not paginated yet.
    func prepare(_ articles: [Int]) {
        for article in articles where issue.articles.indices.contains(article) && !known.contains(article) {
            _ = column(article)
        }
    }

    /// The shape navigation needs, as far as it is known.
    func shape() throws -> IssueShape {
        try IssueShape(pageCounts: pageCounts, zoomable: zoomable, coverLines: coverLines)
    }
}
