import FolioModel
import Foundation

/// What the shelf's documents (the shelf page, the feed, `shelf.json`) say about one issue
/// that was built: kept in the shelf's record, so an issue that did not change is described
/// without building it again.
public struct ShelfIssue: Sendable, Equatable, Codable {
    /// The issue's folder name in every sink's output (`ShelfEntry.slug`).
    public var slug: String
    /// The issue's title.
    public var title: String
    /// The issue's subtitle, if any.
    public var subtitle: String?
    /// The issue's number as written, if any: the cover's, else `number:`.
    public var number: String?
    /// The issue's date (`YYYY-MM-DD`): the cover's, else `date:`; nil when it names none.
    public var date: String?
    /// The issue's language (a BCP 47 tag), `und` when it names none.
    public var language: String
    /// The authors of the issue's articles, each once, in strip order.
    public var authors: [String]
    /// The titles of the articles the cover's lines lead to (else the first articles').
    public var headlines: [String]
    /// How many articles the issue has (the cover not counted).
    public var articleCount: Int
    /// The cover picture inside the issue's bundle (`assets/photos/…-480w.jpg`), if the issue
    /// has a photo.
    public var cover: Picture?
    /// The issue's cover drawn as the cover page is (`coverGeometry`, `coverScale`), inside
    /// the shelf's folder (`covers/SLUG.jpg`, `drawnCoverPath(of:)`), when the shelf's
    /// publisher shows drawn covers and the issue has a cover.
    public var drawnCover: Picture?
    /// The issue's `base-url:`, if any.
    public var baseURL: String?
    /// When the issue last changed, as an RFC 3339 time: its date at midnight UTC, else the
    /// newest file of its folder.
    public var updated: String

    /// A picture in a bundle: its bundle-relative path and its size in pixels.
    public struct Picture: Sendable, Equatable, Codable {
        /// The path inside the issue's bundle.
        public var path: String
        /// The width in pixels.
        public var width: Int
        /// The height in pixels.
        public var height: Int

        /// Creates a picture.
        public init(path: String, width: Int, height: Int) {
            self.path = path
            self.width = width
            self.height = height
        }
    }

    /// The summary the feed and `shelf.json` give: the subtitle, else the headlines joined.
    public var summary: String? {
        if let subtitle, !subtitle.isEmpty { return subtitle }
        return headlines.isEmpty ? nil : headlines.joined(separator: " · ")
    }

    /// Creates a description of an issue.
    public init(
        slug: String, title: String, subtitle: String? = nil, number: String? = nil, date: String? = nil,
        language: String, authors: [String] = [], headlines: [String] = [],
        articleCount: Int = 0, cover: Picture? = nil, drawnCover: Picture? = nil, baseURL: String? = nil,
        updated: String
    ) {
        self.slug = slug
        self.title = title
        self.subtitle = subtitle
        self.number = number
        self.date = date
        self.language = language
        self.authors = authors
        self.headlines = headlines
        self.articleCount = articleCount
        self.cover = cover
        self.drawnCover = drawnCover
        self.baseURL = baseURL
        self.updated = updated
    }

    /// The width of the cover picture the shelf shows: the narrowest rendition at least this
    /// wide is taken (else the photo itself).
    public static let coverWidth = 480
    /// The page a drawn cover is laid out on: 3:4, as the shelf shows its covers, about a
    /// phone's width so that its lines stay legible at a thumbnail's size.
    public static let coverGeometry = PageGeometry(width: 360, height: 480, margin: 20, fontSize: 16, lineHeight: 1.45)
    /// The pixels a drawn cover has to a CSS pixel of `coverGeometry` (720 × 960).
    public static let coverScale = 2.0

    /// Where the drawn cover of the issue `slug` is, inside the shelf's folder.
    public static func drawnCoverPath(of slug: String) -> String { "covers/\(slug).jpg" }

    /// How many headlines an issue without cover lines lists.
    public static let headlineCount = 3
}
