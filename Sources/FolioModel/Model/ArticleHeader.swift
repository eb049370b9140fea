/// What an article says about itself, apart from its content: the one shape of these facts,
/// held by an `Article` (with its blocks) and by an `ArticleDigest` (with its page shape).
public struct ArticleHeader: Sendable, Equatable, Decodable {
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
    /// The photo that stands for the article in the contents overlay, when there is one.
    public var cover: Photo?
    /// An explicit position in the strip from the source (front matter `order`), if any.
    public var order: Int?
    /// The content-relative path of the file the article came from.
    public var sourcePath: String

    /// Creates a header.
    public init(
        id: String,
        title: String,
        author: String? = nil,
        date: String? = nil,
        summary: String? = nil,
        kind: ArticleKind = .text,
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
        self.cover = cover
        self.order = order
        self.sourcePath = sourcePath
    }

    /// The byline an article's first page shows under its title, the same in every sink: the
    /// author and the date that are given and not empty, joined by " · " (empty when neither).
    public var byline: String {
        [author, date].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
    }
}

/// What kind of article this is; sinks may lay the two out differently.
public enum ArticleKind: String, Sendable, Equatable, Decodable, CaseIterable {
    /// Running text with inline photos (a Markdown article).
    case text
    /// A photo gallery (a park): a title page, then one photo per page.
    case gallery
}
