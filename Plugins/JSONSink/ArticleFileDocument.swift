import FolioPluginAPI

/// One article's own file, `articles/HASH.json`: its blocks, stored once, and its page map in
/// every geometry of the issue. A page map says only where each page's text columns start in
/// the blocks, plus what a client cannot work out from the cut (how full the page is, the
/// title's height, each photo's drawn height), so the content is never repeated per page.
package struct ArticleFileDocument: Sendable {
    /// Always `folio.article`.
    package let format = "folio.article"
    /// The format's major version, the same as `issue.json`'s.
    package let version = 4
    /// The article's id, as in `issue.json`.
    package let id: String
    /// The article's blocks, unpaginated; every region start points into them.
    package let blocks: [Block]
    /// The article's pages in each geometry, in the order of `issue.json`'s `geometries`
    /// (primary first).
    package let pageMaps: [PageMapDocument]

    /// The file of `article` with its `pages` in every geometry, and the frames of the pages in
    /// the geometries `frames` holds (`--option json.frames=`).
    init(_ article: Article, pages: ArticlePages, frames: [String: [TypesetPage]] = [:]) {
        id = article.id
        blocks = article.blocks
        pageMaps = pages.entries.map { PageMapDocument($0, frames: frames[$0.name]) }
    }
}

/// An article's pages in one geometry.
package struct PageMapDocument: Sendable {
    /// The geometry's name, a `name` of `issue.json`'s `geometries`.
    package let geometry: String
    /// The pages, top to bottom; a page's position is its number in navigation and deep links.
    package let pages: [PageDocument]
    /// Each page's frame, in the geometries the sink writes frames of; nil in the others.
    package let frames: [FrameDocument]?

    init(_ entry: ArticlePages.Entry, frames: [TypesetPage]? = nil) {
        geometry = entry.name
        pages = entry.pages.map(PageDocument.init)
        self.frames = frames?.map(FrameDocument.init)
    }
}
