/// A page of an issue: `(article, page)`, both counted from 0, as in docs/navigation.md.
///
/// It reads as the two-element array `[article, page]` that scenarios and the JSON bundle use;
/// its one writer is `JSONWriter` (`FolioFormats`).
public struct Position: Sendable, Hashable, Comparable, Decodable, CustomStringConvertible {
    /// The article's index in the strip.
    public var article: Int
    /// The page's index in the article's column.
    public var page: Int

    /// Creates a position.
    public init(_ article: Int, _ page: Int) {
        self.article = article
        self.page = page
    }

    /// Creates a position.
    public init(article: Int, page: Int) {
        self.init(article, page)
    }

    /// Decodes `[article, page]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let article = try container.decode(Int.self)
        let page = try container.decode(Int.self)
        guard container.isAtEnd else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "a position is [article, page]: two numbers, found more")
        }
        self.init(article, page)
    }

    /// Strip order: by article, then by page.
    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.article, lhs.page) < (rhs.article, rhs.page)
    }

    /// `[article, page]`, as scenarios spell it.
    public var description: String { "[\(article), \(page)]" }
}
