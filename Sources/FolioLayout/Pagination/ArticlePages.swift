import FolioModel

/// One article's pages in every geometry of a `PageGeometrySet`, in the set's order (primary
/// first): one content, one page map per geometry.
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

    /// Paginates each of `articles` for every geometry of `set`. Every (geometry, article)
    /// pair is independent, so they are laid out together on every core, one work list rather
    /// than one geometry after another; the result is the same as laying them out in turn.
    ///
    /// The pages keep their blocks and placements but not their lines (`Page.withoutLines`):
    /// the publishing sinks leave setting text to the browser or the client, and the terminal
    /// paginates for its own measure, so an issue's lines in five geometries are never held
    /// at once.
    public static func paginate(_ articles: [Article], for set: PageGeometrySet) -> [ArticlePages] {
        let paginators = set.entries.map { Paginator.standard(for: $0.geometry) }
        let work = articles.indices.flatMap { article in paginators.indices.map { (article, $0) } }
        let pages = ParallelMap.map(work, threshold: 8) { pair in
            paginators[pair.1].paginate(articles[pair.0], keepingLines: false)
        }
        let count = set.entries.count
        return articles.indices.map { article in
            ArticlePages(
                set.entries.enumerated().map { index, entry in
                    Entry(name: entry.name, geometry: entry.geometry, pages: pages[article * count + index])
                })
        }
    }
}
