import FolioLayout
import FolioModel
import FolioSearch

/// Everything the issue-level steps need of one paginated article, without its blocks: its
/// words for contents lists, its photos for the asset stage, its page count and zoomable pages
/// for the navigation map. A warm build reads digests of unchanged files from the build cache
/// instead of loading and paginating them again.
@dynamicMemberLookup
public struct ArticleDigest: Sendable, Equatable {
    /// The article's header as its source made it (its id before ids are made unique in the
    /// issue); its fields read and write through the digest (`digest.title`).
    public var header: ArticleHeader
    /// The cover and every photo of the blocks, in reading order (`Article.allPhotos`).
    public var photos: [Photo]
    /// The article's pages in each geometry of the set, primary first, as navigation
    /// needs them.
    public var geometries: [Pages]
    /// The tables, pull quotes and sidebars the article holds (the HTML sink styles only those
    /// an issue holds).
    public var elements: BlockElements = []
    /// The article's words as the search index keeps them, with their pages in every
    /// geometry of the set (empty for a digest of one geometry's pages).
    package var words = ArticleWords()

    /// How many pages the article has in the primary geometry.
    public var pageCount: Int { geometries.first?.pageCount ?? 0 }
    /// The pages that hold a photo and so can zoom, in the primary geometry, in column order.
    public var zoomablePages: [Int] { geometries.first?.zoomablePages ?? [] }

    /// A field of the header (`digest.title`).
    public subscript<Value>(dynamicMember field: WritableKeyPath<ArticleHeader, Value>) -> Value {
        get { header[keyPath: field] }
        set { header[keyPath: field] = newValue }
    }

    /// An article's column of pages in one geometry, as navigation needs it.
    public struct Pages: Sendable, Equatable {
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

    /// A digest of its parts, as the build cache's manifest reads them back.
    package init(
        header: ArticleHeader, photos: [Photo], geometries: [Pages], elements: BlockElements = [],
        words: ArticleWords = ArticleWords()
    ) {
        self.header = header
        self.photos = photos
        self.geometries = geometries
        self.elements = elements
        self.words = words
    }

    /// The digest of `article` laid out as `pages`, in every geometry of the set.
    public init(_ article: Article, pages: ArticlePages) {
        self.init(
            header: article.header, photos: article.allPhotos, geometries: pages.entries.map { Pages($0.pages) },
            elements: BlockElements(article.blocks))
        // ICU fails only when it cannot load its data, which the paginator needed first.
        if !pages.entries.isEmpty {
            words = (try? ArticleWords(article, columns: pages.entries.map(\.pages))) ?? ArticleWords()
        }
    }

    /// The digest of `article` laid out as `pages`, in one geometry.
    public init(_ article: Article, pages: [Page]) {
        self.init(article, pages: ArticlePages.none)
        geometries = [Pages(pages)]
    }

    /// The digest as the geometry at `index` of the set sees it: that geometry's pages alone.
    public func inGeometry(_ index: Int) -> ArticleDigest {
        var digest = self
        digest.geometries = [geometries[index]]
        digest.words = words.inGeometry(index)
        return digest
    }
}
