import FolioModel

/// An issue's pages as one matrix: a row per geometry of a `PageGeometrySet` (primary first),
/// a column per article in strip order, and in each cell that article's pages in that
/// geometry. It holds the pages once and shows them two ways: by geometry (`rows`, `primary`,
/// `self[name]`: every article laid out for one page size, as navigation and the geometry
/// table read them) and by article (`articles`, `article(at:)`: one article in every page
/// size, as a sink's article file holds it).
public struct PageMatrix: Sendable, Equatable {
    /// One row: a geometry's name in the set and every article's pages in it.
    public struct Row: Sendable, Equatable {
        /// The geometry's name in the set.
        public var name: String
        /// The geometry and one column of pages per article, in strip order.
        public var layout: IssueLayout

        /// Creates a row.
        public init(name: String, layout: IssueLayout) {
            self.name = name
            self.layout = layout
        }
    }

    /// The rows, primary first; never empty.
    public private(set) var rows: [Row]

    /// The matrix of `rows`, primary first; never empty.
    public init(rows: [Row]) {
        precondition(!rows.isEmpty, "a page matrix has at least the primary geometry")
        self.rows = rows
    }

    /// Paginates `issue` for every geometry of `set` (see `init(_:for:)` of articles).
    public init(_ issue: Issue, for set: PageGeometrySet) {
        self.init(issue.articles, for: set)
    }

    /// Paginates each of `articles` for every geometry of `set`. Every (geometry, article)
    /// cell is independent, so they are laid out together on every core, one work list rather
    /// than one geometry after another; the result is the same as laying them out in turn.
    ///
    /// The pages are `Page.published` (placements, regions and line breaks; of their blocks
    /// only those that hold a photo) unless `keepingBlocks`, when each keeps the fragment of
    /// every block on it (`Page.blocks`), as a publisher that reads them gets from the build.
    public init(_ articles: [Article], for set: PageGeometrySet, keepingBlocks: Bool = false) {
        self.init(articles, for: set, typesetting: .standard, keepingBlocks: keepingBlocks)
    }

    /// Paginates each of `articles` for every geometry of `set`, text set as `typesetting`
    /// says. Articles are independent, so they are laid out together on every core; each is
    /// laid out in every geometry in turn, its texts cut and shaped once (`SetTextCache`) and
    /// filled into lines per geometry. The result is the same as laying them out one by one.
    ///
    /// Without `keepingBlocks` the pages are `Page.published`: their placements, regions and
    /// line breaks, not their lines or block fragments. The build's publishing sinks leave
    /// setting text to the browser or the client and find blocks in the article; the terminal
    /// and the PDF lay an article out again with its lines; so an issue's lines and fragments
    /// in five geometries are never held at once.
    package init(
        _ articles: [Article], for set: PageGeometrySet, typesetting: Typesetting, keepingBlocks: Bool = false
    ) {
        let paginators = set.entries.map { Paginator.standard(for: $0.geometry, typesetting: typesetting) }
        let columns = ParallelMap.map(articles, threshold: 2) { article in
            let cache = SetTextCache()
            return paginators.map {
                $0.paginate(article, keepingLines: false, keepingBlocks: keepingBlocks, cache: cache)
            }
        }
        self.init(
            rows: set.entries.enumerated().map { row, entry in
                Row(name: entry.name, layout: IssueLayout(geometry: entry.geometry, columns: columns.map { $0[row] }))
            })
    }

    /// The matrix of articles already paginated for every geometry of `set`, in strip order.
    public init(_ set: PageGeometrySet, articles: [ArticlePages]) {
        self.init(
            rows: set.entries.enumerated().map { row, entry in
                Row(
                    name: entry.name,
                    layout: IssueLayout(geometry: entry.geometry, columns: articles.map { $0.entries[row].pages }))
            })
    }

    // MARK: By geometry

    /// The primary geometry's layout, the one navigation and single-map sinks use. Setting it
    /// replaces the primary geometry's pages only.
    public var primary: IssueLayout {
        get { rows[0].layout }
        set { rows[0].layout = newValue }
    }

    /// The layout for the geometry named `name`.
    public subscript(name: String) -> IssueLayout? {
        rows.first { $0.name == name }?.layout
    }

    // MARK: By article

    /// How many articles (columns) the matrix has.
    public var articleCount: Int { rows[0].layout.columns.count }

    /// The article at `index` of the strip in every geometry, primary first.
    public func article(at index: Int) -> ArticlePages {
        ArticlePages(
            rows.map {
                ArticlePages.Entry(name: $0.name, geometry: $0.layout.geometry, pages: $0.layout.columns[index])
            })
    }

    /// Each article in every geometry, in strip order.
    public var articles: [ArticlePages] {
        (0..<articleCount).map(article(at:))
    }
}
