import FolioModel

/// One article's pages in every geometry of a `PageGeometrySet`, in the set's order (primary
/// first): one column of a `PageMatrix` (`PageMatrix.article(at:)`), the unit a build caches
/// and a sink's article file holds.
public struct ArticlePages: Sendable, Equatable {
    /// The article's pages in one geometry.
    public struct Entry: Sendable, Equatable {
        /// The geometry's name in the set.
        public var name: String
        /// The geometry.
        public var geometry: PageGeometry
        /// The pages, top to bottom.
        public var pages: [Page]

        /// Creates an entry.
        public init(name: String, geometry: PageGeometry, pages: [Page]) {
            self.name = name
            self.geometry = geometry
            self.pages = pages
        }
    }

    /// The geometries' pages, primary first; empty before the paginate step.
    public var entries: [Entry]

    /// Creates the pages of one article from `entries`, primary first.
    public init(_ entries: [Entry]) {
        self.entries = entries
    }

    /// No pages yet: an article the paginate step has not laid out.
    public static let none = ArticlePages([])

    /// The pages in the primary geometry, the one navigation and single-map sinks use
    /// (none before the paginate step).
    public var primary: [Page] { entries.first?.pages ?? [] }

    /// Paginates each of `articles` for every geometry of `set`: the columns of
    /// `PageMatrix(articles, for: set)`.
    public static func paginate(_ articles: [Article], for set: PageGeometrySet) -> [ArticlePages] {
        PageMatrix(articles, for: set).articles
    }

    /// Paginates each of `articles` for every geometry of `set`, text set as `typesetting` says.
    package static func paginate(_ articles: [Article], for set: PageGeometrySet, typesetting: Typesetting)
        -> [ArticlePages]
    {
        PageMatrix(articles, for: set, typesetting: typesetting).articles
    }
}
