import FolioLayout
import FolioModel
import FolioNavigation
import FolioSearch

/// The issue a conformance scenario describes, made real for a sink to lay out and show: one
/// article per entry of the scenario's shape (`article-1`, `article-2`, ...) with that many
/// pages held apart by page breaks; a zoomable page is a photo page, the others one line of
/// text. Every page holds one short block, so a sink's own paginator (the terminal's cells,
/// the paginator at every page geometry of `geometries`) gives the scenario's shape, which
/// `check` confirms.
public struct SyntheticIssue: Sendable {
    /// The scenario's shape, policy and start.
    public var setup: ScenarioSetup
    /// The picture every photo page shows.
    public var photo: Photo

    /// The page geometries the issue is laid out in, and that `folio conformance --geometry`
    /// names: the standard set, so scenarios pass at every geometry an issue gets by default.
    public static let geometries = PageGeometrySet.standard

    /// The picture of the photo pages of sinks that draw it from a file of their own (the HTML
    /// carousel writes it as `synthetic/photo.svg`): 1200×800, so it is as wide as a photo in
    /// the sample issue.
    public static let picture = Photo(
        path: "synthetic/photo.svg", width: 1200, height: 800, caption: "A photo page", alt: "A test picture")

    /// The file `picture` names: an SVG landscape of its size, written beside a bundle that
    /// shows the synthetic issue.
    public static let pictureSVG = """
        <svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 12 8">\
        <rect width="12" height="8" fill="#4b6b5a"/><circle cx="8" cy="3" r="1.5" fill="#f0c36a"/>\
        <path d="M0 8 L4 3 L7 6 L9 4 L12 8 Z" fill="#2c3e33"/></svg>
        """

    /// The issue of `setup`, its photo pages showing `photo`.
    public init(setup: ScenarioSetup, photo: Photo = SyntheticIssue.picture) {
        self.setup = setup
        self.photo = photo
    }

    /// The synthetic issue's title (a cover's masthead).
    public static let title = "Conformance"

    /// The article id of article `index`, as deep links name it.
    public static func articleID(_ index: Int) -> String { "article-\(index + 1)" }

    /// The issue, with the scenario's policy and `pages` as its page geometries. With a
    /// cover, article 0 is one (`Article.cover`): its lines lead to the next three articles,
    /// and it has the photo when the shape makes its page zoomable.
    public func issue(pages: PageGeometrySet = SyntheticIssue.geometries) -> Issue {
        var articles = setup.titles.enumerated().map { article, title in
            var blocks: [Block] = []
            for page in 0..<setup.shape.pageCounts[article] {
                if page > 0 { blocks.append(.pageBreak) }
                let zoomable = setup.shape.isZoomable(Position(article, page))
                blocks.append(zoomable ? .photo(photo) : .paragraph([.text("Page \(page + 1) of \(title).")]))
            }
            return Article(
                id: Self.articleID(article), title: title, blocks: blocks, sourcePath: "\(Self.articleID(article)).md")
        }
        var issue = Issue(
            title: Self.title, settings: IssueSettings(navigation: setup.policy, pages: pages, cover: nil),
            articles: articles)
        if setup.cover {
            issue.coverLines = articles.dropFirst().prefix(CoverSettings.defaultLineCount).map {
                CoverLine(articleID: $0.id, title: $0.title)
            }
            issue.settings.cover = CoverSettings()
            articles[0] = Article.cover(
                of: issue, number: "1", date: "2026-11-21", lines: issue.coverLines,
                photo: setup.shape.isZoomable(Position(0, 0)) ? photo : nil, id: Self.articleID(0),
                sourcePath: "issue.yaml")
            issue.articles = articles
        }
        return issue
    }

    /// The deep link fragment for the scenario's start, if it names one (`/article-2/3`).
    public var fragment: String? {
        setup.start.map { "/\(Self.articleID($0.article))/\($0.page + 1)" }
    }

    /// The issue's pages at `geometry`, made by the paginator the HTML sink's pages come from.
    public func pages(at geometry: PageGeometry) -> IssueLayout {
        Paginator.standard(for: geometry).layout(issue())
    }

    /// The pages a search for `query` finds in the issue laid out as `layout`, best first: the
    /// search every sink runs (`SearchIndex`), each found place on the page that holds it.
    public func found(_ query: String, in layout: IssueLayout) throws -> [Position] {
        let articles = issue().articles
        return try SearchIndex(articles).search(query, language: LanguageTag.unnamed).map {
            Position($0.article, $0.page(in: layout))
        }
    }

    /// The shape of `layout`'s pages, once it is confirmed to be the scenario's.
    ///
    /// - Throws: `ShapeMismatch` when the pages have other counts or other zoomable pages.
    public func check(_ layout: IssueLayout) throws(ShapeMismatch) -> IssueShape {
        var zoomable: Set<Position> = []
        for (article, pages) in layout.columns.enumerated() {
            for page in pages.indices where pages[page].isZoomable { zoomable.insert(Position(article, page)) }
        }
        let counts = layout.columns.map(\.count)
        var lines: [Int] = []
        if setup.cover, var cover = layout.columns.first?.first {
            // A published page (the HTML sink's) keeps only its photo blocks: its lines are those
            // of the paginator's page at the same geometry, which it was made from.
            if CoverLines.articleIDs(on: cover).isEmpty, let laidOut = pages(at: layout.geometry).columns.first?.first {
                cover = laidOut
            }
            let ids = (0..<counts.count).map(Self.articleID)
            lines = CoverLines.articleIDs(on: cover).compactMap { ids.firstIndex(of: $0) }
        }
        guard let paginated = try? IssueShape(pageCounts: counts, zoomable: zoomable, coverLines: lines) else {
            throw ShapeMismatch(expected: setup.shape, pageCounts: counts, zoomable: zoomable, coverLines: lines)
        }
        try check(paginated)
        return paginated
    }

    /// Confirms that a sink paginated the issue to the scenario's shape.
    public func check(_ paginated: IssueShape) throws(ShapeMismatch) {
        guard paginated == setup.shape else {
            throw ShapeMismatch(
                expected: setup.shape, pageCounts: paginated.pageCounts, zoomable: paginated.zoomable,
                coverLines: paginated.coverLines)
        }
    }

    /// A sink paginated the synthetic issue to another shape than its scenario's.
    public struct ShapeMismatch: Error, CustomStringConvertible {
        /// The scenario's shape.
        public let expected: IssueShape
        /// Each article's page count in the sink's pages.
        public let pageCounts: [Int]
        /// The zoomable pages in the sink's pages.
        public let zoomable: Set<Position>
        /// The articles the cover's lines open in the sink's pages (empty without a cover).
        public let coverLines: [Int]

        /// Creates the error.
        public init(expected: IssueShape, pageCounts: [Int], zoomable: Set<Position>, coverLines: [Int] = []) {
            self.expected = expected
            self.pageCounts = pageCounts
            self.zoomable = zoomable
            self.coverLines = coverLines
        }

        /// Both shapes: page counts, zoomable pages and cover lines.
        public var description: String {
            var text =
                "the synthetic issue paginated to \(pageCounts) with zoomable \(zoomable.sorted()), not \(expected.pageCounts) with \(expected.zoomable.sorted())"
            if coverLines != expected.coverLines {
                text += "; its cover shows lines to \(coverLines), not \(expected.coverLines)"
            }
            return text
        }
    }
}
