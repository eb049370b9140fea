import FolioCore

/// One article's own file, `articles/HASH.json`: its blocks, stored once, and its page map in
/// every geometry of the issue. A page map says only where each page's text columns start in
/// the blocks, plus what a client cannot work out from the cut (how full the page is, the
/// title's height, each photo's drawn height), so the content is never repeated per page.
public struct ArticleFileDocument: Sendable {
    /// Always `folio.article`.
    public let format = "folio.article"
    /// The format's major version, the same as `issue.json`'s.
    public let version = 4
    /// The article's id, as in `issue.json`.
    public let id: String
    /// The article's blocks, unpaginated; every region start points into them.
    public let blocks: [Block]
    /// The article's pages in each geometry, in the order of `issue.json`'s `geometries`
    /// (primary first).
    public let pageMaps: [PageMapDocument]

    init(_ article: Article, pages: ArticlePages) {
        id = article.id
        blocks = article.blocks
        pageMaps = pages.entries.map(PageMapDocument.init)
    }
}

/// An article's pages in one geometry.
public struct PageMapDocument: Sendable {
    /// The geometry's name, a `name` of `issue.json`'s `geometries`.
    public let geometry: String
    /// The pages, top to bottom; a page's position is its number in navigation and deep links.
    public let pages: [PageDocument]

    init(_ entry: ArticlePages.Entry) {
        geometry = entry.name
        pages = entry.pages.map(PageDocument.init)
    }
}
