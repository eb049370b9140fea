import FolioModel

/// An issue paginated for every geometry of a `PageGeometrySet`: one content, one page map
/// per geometry, in the set's order.
public struct GeometryLayouts: Sendable, Equatable {
    /// One geometry's pages.
    public struct Entry: Sendable, Equatable {
        /// The geometry's name in the set.
        public var name: String
        /// The article columns of pages for that geometry.
        public var layout: IssueLayout

        /// Creates an entry.
        public init(name: String, layout: IssueLayout) {
            self.name = name
            self.layout = layout
        }
    }

    /// The layouts, in the set's order.
    public var entries: [Entry]

    /// Paginates `issue` for every geometry of `set` (see `ArticlePages.paginate`).
    public init(_ issue: Issue, for set: PageGeometrySet) {
        self.init(set, articles: ArticlePages.paginate(issue.articles, for: set))
    }

    /// The layouts of articles already paginated for every geometry of `set`, in strip order.
    public init(_ set: PageGeometrySet, articles: [ArticlePages]) {
        entries = set.entries.enumerated().map { index, entry in
            Entry(
                name: entry.name,
                layout: IssueLayout(geometry: entry.geometry, columns: articles.map { $0.entries[index].pages }))
        }
    }

    /// The layouts `entries`, primary first; never empty.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The primary geometry's layout.
    public var primary: IssueLayout { entries[0].layout }

    /// Each article's pages in every geometry, in strip order.
    public var articles: [ArticlePages] {
        let count = entries.first?.layout.columns.count ?? 0
        return (0..<count).map { article in
            ArticlePages(
                entries.map {
                    ArticlePages.Entry(name: $0.name, geometry: $0.layout.geometry, pages: $0.layout.columns[article])
                })
        }
    }

    /// The layout for the geometry named `name`.
    public subscript(name: String) -> IssueLayout? {
        entries.first { $0.name == name }?.layout
    }
}
