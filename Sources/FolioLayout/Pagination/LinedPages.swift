import FolioModel

/// An article's pages kept with their lines (`Page.layouts`, `Page.title`, every block's
/// fragment) in the geometries a sink draws frames of: what the one pagination made, kept so
/// that the frames (`PageTypesetter`) are made from it rather than from a second pagination.
/// The pages a build publishes are these pages' `Page.published`.
package struct LinedPages: Sendable, Equatable {
    /// The pages with their lines, by the geometry's name in the set.
    package var byGeometry: [String: [Page]]

    /// Pages kept with their lines, by geometry name.
    package init(_ byGeometry: [String: [Page]] = [:]) {
        self.byGeometry = byGeometry
    }

    /// No geometry kept.
    package static let none = LinedPages()

    /// Lays out each of `articles` in every geometry of `set`, as `PageMatrix` does, keeping
    /// the lines of the geometries named in `kept`: for each article, its published pages in
    /// every geometry and, for those geometries, the same pages with their lines. Each article
    /// is laid out once per geometry either way.
    package static func paginate(
        _ articles: [Article], for set: PageGeometrySet, typesetting: Typesetting, keeping kept: Set<String>
    ) -> [(pages: ArticlePages, lined: LinedPages)] {
        let paginators = set.entries.map { Paginator.standard(for: $0.geometry, typesetting: typesetting) }
        return ParallelMap.map(articles, threshold: 2) { article in
            let cache = SetTextCache()
            var lined = LinedPages()
            let entries = zip(set.entries, paginators).map { entry, paginator in
                guard kept.contains(entry.name) else {
                    let pages = paginator.paginate(article, keepingLines: false, cache: cache)
                    return ArticlePages.Entry(name: entry.name, geometry: entry.geometry, pages: pages)
                }
                let pages = paginator.paginate(article, keepingLines: true, cache: cache)
                lined.byGeometry[entry.name] = pages
                return ArticlePages.Entry(name: entry.name, geometry: entry.geometry, pages: pages.map(\.published))
            }
            return (ArticlePages(entries), lined)
        }
    }
}
