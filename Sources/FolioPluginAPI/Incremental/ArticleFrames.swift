import FolioLayout
import FolioModel

/// An article's frames (`TypesetPage`s), made on demand in each geometry the build kept its
/// lines for (`Publisher.framedGeometries`), from those kept pages: no second pagination. What
/// an `IncrementalPublisher` that writes frames (the JSON bundle with `frames`) gets for each
/// article, in `articleFile(for:pages:frames:assets:issue:)`.
public struct ArticleFrames: Sendable {
    private let article: Article
    private let geometries: [String: PageGeometry]
    private let lined: LinedPages
    private let framer: ArticleFramer

    /// The frames of `article`, whose pages in every geometry are `pages` and whose kept lined
    /// pages are `lined`, made by `framer`.
    package init(_ article: Article, pages: ArticlePages, lined: LinedPages, framer: ArticleFramer) {
        self.article = article
        self.lined = lined
        self.framer = framer
        var geometries: [String: PageGeometry] = [:]
        for entry in pages.entries { geometries[entry.name] = entry.geometry }
        self.geometries = geometries
    }

    /// The article's frames in the geometry named `name`; nil when the build did not keep that
    /// geometry's lines.
    public func pages(in name: String) -> [TypesetPage]? {
        guard let pages = lined.byGeometry[name], let geometry = geometries[name] else { return nil }
        return framer.frames(of: article, pages: pages, in: geometry)
    }
}
