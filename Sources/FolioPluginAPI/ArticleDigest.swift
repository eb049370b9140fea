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
    /// The article's pages in each geometry of the set, primary first, as navigation
    /// needs them.
    public var geometries: [Pages]

    /// How many pages the article has in the primary geometry.
    public var pageCount: Int { geometries.first?.pageCount ?? 0 }
    /// The pages that hold a photo and so can zoom, in the primary geometry, in column order.
    public var zoomablePages: [Int] { geometries.first?.zoomablePages ?? [] }

    /// An article's column of pages in one geometry, as navigation needs it.
    public struct Pages: Sendable, Equatable, Codable {
        /// How many pages.
        public var pageCount: Int
        /// The pages that hold a photo and so can zoom, in column order.
        public var zoomablePages: [Int]

        /// The digest of the column `pages`.
        public init(_ pages: [Page]) {
            self.init(pageCount: pages.count, zoomablePages: pages.indices.filter { pages[$0].isZoomable })
        }

        /// A digest of a column of `pageCount` pages of which `zoomablePages` can zoom.
        public init(pageCount: Int, zoomablePages: [Int]) {
            self.pageCount = pageCount
            self.zoomablePages = zoomablePages
        }
    }

    /// A digest of its fields, as the build cache's manifest reads them back.
    package init(
        id: String, title: String, author: String?, date: String?, summary: String?, kind: ArticleKind, cover: Photo?,
        order: Int?, sourcePath: String, photos: [Photo], geometries: [Pages]
    ) {
        self.id = id
        self.title = title
        self.author = author
        self.date = date
        self.summary = summary
        self.kind = kind
        self.cover = cover
        self.order = order
        self.sourcePath = sourcePath
        self.photos = photos
        self.geometries = geometries
    }

    /// The digest of `article` laid out as `pages`, in every geometry of the set.
    public init(_ article: Article, pages: ArticlePages) {
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
        geometries = pages.entries.map { Pages($0.pages) }
    }

    /// The digest of `article` laid out as `pages`, in one geometry.
    public init(_ article: Article, pages: [Page]) {
        self.init(article, pages: ArticlePages.none)
        geometries = [Pages(pages)]
    }

    /// Takes the page counts and zoomable pages of the article laid out as `pages`.
    package mutating func paginated(_ pages: ArticlePages) {
        geometries = pages.entries.map { Pages($0.pages) }
    }

    /// The digest as the geometry at `index` of the set sees it: that geometry's pages alone.
    public func inGeometry(_ index: Int) -> ArticleDigest {
        var digest = self
        digest.geometries = [geometries[index]]
        return digest
    }
}
