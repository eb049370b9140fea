import FolioCore

/// One article's entry in `issue.json`: its metadata and the path of its own file.
public struct ArticleDocument: Sendable {
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
    /// How many pages the article has.
    public let pageCount: Int
    /// The bundle path of the article's file (`ArticleFileDocument`).
    public let file: String

    init(_ entry: IssueIndex.Entry, index: Int, assets: AssetCatalog) {
        let article = entry.digest
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
        pageCount = article.pageCount
        file = entry.file
    }
}

/// One article's own file, `articles/HASH.json`: its pages and its unpaginated blocks.
public struct ArticleFileDocument: Sendable {
    /// Always `folio.article`.
    public let format = "folio.article"
    /// The format's major version, the same as `issue.json`'s.
    public let version = 2
    /// The article's id, as in `issue.json`.
    public let id: String
    /// The article's pages for the bundle's geometry.
    public let pages: [PageDocument]
    /// The article's blocks before pagination, for clients that repaginate for another screen.
    public let blocks: [Block]

    init(_ article: Article, pages: [Page], renderer: HTMLFragmentRenderer) {
        id = article.id
        self.pages = pages.enumerated().map { pageIndex, page in
            PageDocument(page, index: pageIndex, html: renderer.page(page, index: pageIndex, of: article))
        }
        blocks = article.blocks
    }
}

/// One page of an article.
public struct PageDocument: Sendable {
    /// The page's position in its article's column, from 0.
    public let index: Int
    /// Where the page starts in the article's unpaginated blocks.
    public let start: SourcePosition
    /// How full the page is, from 0 to 1, to three decimals.
    public let fill: Double
    /// Whether the page holds a photo and so can zoom.
    public let zoomable: Bool
    /// Whether the page shows the article's title and byline above its blocks.
    public let showsTitle: Bool
    /// The height the title takes, in CSS px (0 when not shown).
    public let titleHeight: Double
    /// Where each block of `blocks` came from and sits on the page, same order.
    public let placements: [PlacementDocument]
    /// The blocks (or block fragments) on the page.
    public let blocks: [Block]
    /// The page as a sanitized HTML fragment.
    public let html: String

    init(_ page: Page, index: Int, html: String) {
        self.index = index
        start = page.start
        fill = (page.fill * 1000).rounded() / 1000
        zoomable = page.isZoomable
        showsTitle = page.showsTitle
        titleHeight = PlacementDocument.round(page.titleHeight)
        placements = page.placements.map(PlacementDocument.init)
        blocks = page.blocks
        self.html = html
    }
}

/// Where a block of a page came from and where the paginator put it, in CSS px rounded to
/// hundredths, so that a client can reproduce the layout or style a split block.
public struct PlacementDocument: Sendable {
    /// The index of the top-level block in the article's `blocks`.
    public let source: Int
    /// The scalar offset in that block's text where this fragment starts.
    public let offset: Int
    /// The distance from the top of the page's text box.
    public let top: Double
    /// The height the fragment takes.
    public let height: Double
    /// Whether the fragment continues a block begun on the previous page.
    public let isContinued: Bool
    /// Whether the block goes on onto the next page.
    public let continues: Bool
    /// Whether the fragment's last line of text goes on onto the next page.
    public let continuesText: Bool
    /// How many list levels continue an item from the previous page (those items have no marker).
    public let continuedListItems: Int
    /// The height the photo is drawn at, when the fragment is or holds a photo.
    public let imageHeight: Double?

    init(_ placement: BlockPlacement) {
        source = placement.source
        offset = placement.offset
        top = Self.round(placement.top)
        height = Self.round(placement.height)
        isContinued = placement.isContinued
        continues = placement.continues
        continuesText = placement.continuesText
        continuedListItems = placement.continuedListItems
        imageHeight = placement.imageHeight.map(Self.round)
    }

    static func round(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}
