import FolioCore

/// One article of `issue.json`: its metadata, its pages, and its unpaginated blocks.
public struct ArticleDocument: Encodable, Sendable {
    /// The stable id, used in deep links.
    public let id: String
    /// The position in the strip, from 0.
    public let index: Int
    /// The title.
    public let title: String
    /// The author, if any.
    public let author: String?
    /// The date as YYYY-MM-DD, if any.
    public let date: String?
    /// The summary, if any.
    public let summary: String?
    /// `text` or `gallery`.
    public let kind: String
    /// The content path of the file the article came from.
    public let source: String
    /// The cover photo's content path (a key of `photos`), if any.
    public let cover: String?
    /// The bundle path of the cover's thumbnail, for contents lists.
    public let thumbnail: String?
    /// The article's pages for the bundle's geometry.
    public let pages: [PageDocument]
    /// The article's blocks before pagination, for clients that repaginate for another screen.
    public let blocks: [Block]

    init(_ article: Article, index: Int, pages: [Page], assets: AssetCatalog, renderer: HTMLFragmentRenderer) {
        id = article.id
        self.index = index
        title = article.title
        author = article.author
        date = article.date
        summary = article.summary
        kind = article.kind.rawValue
        source = article.sourcePath
        cover = article.cover?.path
        thumbnail = article.cover.flatMap { assets.asset(for: $0)?.thumbnail.path }
        self.pages = pages.enumerated().map { pageIndex, page in
            PageDocument(page, index: pageIndex, html: renderer.page(page, index: pageIndex, of: article))
        }
        blocks = article.blocks
    }
}

/// One page of an article.
public struct PageDocument: Encodable, Sendable {
    /// The page's position in its article's column, from 0.
    public let index: Int
    /// Where the page starts in the article's unpaginated blocks.
    public let start: SourcePosition
    /// How full the page is, from 0 to 1, to three decimals.
    public let fill: Double
    /// Whether the page holds a photo and so can zoom.
    public let zoomable: Bool
    /// The blocks (or block fragments) on the page.
    public let blocks: [Block]
    /// The page as a sanitized HTML fragment.
    public let html: String

    init(_ page: Page, index: Int, html: String) {
        self.index = index
        start = page.start
        fill = (page.fill * 1000).rounded() / 1000
        zoomable = page.isZoomable
        blocks = page.blocks
        self.html = html
    }
}
