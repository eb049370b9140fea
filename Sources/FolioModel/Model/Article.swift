/// One article of the strip: a vertical column of pages once paginated.
public struct Article: Sendable, Equatable, Decodable, Identifiable {
    /// A stable slug (`the-slow-harbour`), unique within the issue. Sources derive it from
    /// the file name or the park name so that it survives edits of the title.
    public var id: String
    /// The title shown on the article's first page.
    public var title: String
    /// The author, when the source names one.
    public var author: String?
    /// An ISO 8601 calendar date, when the source gives one.
    public var date: String?
    /// A one- or two-sentence summary for the contents overlay and for clients.
    public var summary: String?
    /// Whether this is running text or a photo gallery.
    public var kind: ArticleKind
    /// The article's content, unpaginated.
    public var blocks: [Block]
    /// The photo that stands for the article in the contents overlay, when there is one.
    public var cover: Photo?
    /// An explicit position in the strip from the source (front matter `order`), if any.
    public var order: Int?
    /// The content-relative path of the file the article came from.
    public var sourcePath: String

    /// Creates an article.
    public init(
        id: String,
        title: String,
        author: String? = nil,
        date: String? = nil,
        summary: String? = nil,
        kind: ArticleKind = .text,
        blocks: [Block] = [],
        cover: Photo? = nil,
        order: Int? = nil,
        sourcePath: String
    ) {
        self.id = id
        self.title = title
        self.author = author
        self.date = date
        self.summary = summary
        self.kind = kind
        self.blocks = blocks
        self.cover = cover
        self.order = order
        self.sourcePath = sourcePath
    }

    /// The cover and every photo block, nested ones included, in reading order.
    public var allPhotos: [Photo] {
        var photos: [Photo] = []
        if let cover { photos.append(cover) }
        for block in blocks { block.collectPhotos(into: &photos) }
        return photos
    }
}

/// What kind of article this is; sinks may lay the two out differently.
public enum ArticleKind: String, Sendable, Equatable, Codable, CaseIterable {
    /// Running text with inline photos (a Markdown article).
    case text
    /// A photo gallery (a park): a title page, then one photo per page.
    case gallery
}
