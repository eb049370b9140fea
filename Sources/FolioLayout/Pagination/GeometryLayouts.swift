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
    }

    /// The layouts, in the set's order.
    public var entries: [Entry]

    /// Paginates `issue` for every geometry of `set`. Every (geometry, article) pair is
    /// independent, so they are laid out together on every core, one work list rather than
    /// one geometry after another; the result is the same as laying them out in turn.
    public init(_ issue: Issue, for set: PageGeometrySet) {
        let paginators = set.entries.map { Paginator.standard(for: $0.geometry) }
        let articles = issue.articles
        let work = paginators.indices.flatMap { geometry in articles.indices.map { (geometry, $0) } }
        let pages = ParallelMap.map(work, threshold: 8) { pair in paginators[pair.0].paginate(articles[pair.1]) }
        var entries: [Entry] = []
        for (index, entry) in set.entries.enumerated() {
            let columns = Array(pages[(index * articles.count)..<((index + 1) * articles.count)])
            entries.append(Entry(name: entry.name, layout: IssueLayout(geometry: entry.geometry, columns: columns)))
        }
        self.entries = entries
    }

    /// The layout for the geometry named `name`.
    public subscript(name: String) -> IssueLayout? {
        entries.first { $0.name == name }?.layout
    }
}
