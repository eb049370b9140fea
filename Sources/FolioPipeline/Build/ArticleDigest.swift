import FolioLayout
import FolioModel

/// Everything the issue-level steps need of one paginated article, without its blocks: its
/// words for contents lists, its photos for the asset stage, its page count and zoomable pages
/// for the navigation map. A warm build reads digests of unchanged files from the build cache
/// instead of loading and paginating them again.
public struct ArticleDigest: Sendable, Equatable, Codable {
    /// The article's id as its source made it (before ids are made unique in the issue).
    public var id: String
    /// The title.
    public var title: String
    /// The author, if any.
    public var author: String?
    /// The date as YYYY-MM-DD, if any.
    public var date: String?
    /// The summary, if any.
    public var summary: String?
    /// Running text or a gallery.
    public var kind: ArticleKind
    /// The cover photo, if any.
    public var cover: Photo?
    /// An explicit strip position from the source, if any.
    public var order: Int?
    /// The content path of the file the article came from.
    public var sourcePath: String
    /// The cover and every photo of the blocks, in reading order (`Article.allPhotos`).
    public var photos: [Photo]
    /// How many pages the article has in the geometry.
    public var pageCount: Int
    /// The pages that hold a photo and so can zoom, in column order.
    public var zoomablePages: [Int]

    /// The digest of `article` laid out as `pages`.
    public init(_ article: Article, pages: [Page]) {
        id = article.id
        title = article.title
        author = article.author
        date = article.date
        summary = article.summary
        kind = article.kind
        cover = article.cover
        order = article.order
        sourcePath = article.sourcePath
        photos = article.allPhotos
        pageCount = 0
        zoomablePages = []
        paginated(pages)
    }

    /// Takes the page count and zoomable pages of the article laid out as `pages`.
    mutating func paginated(_ pages: [Page]) {
        pageCount = pages.count
        zoomablePages = pages.indices.filter { pages[$0].isZoomable }
    }
}
