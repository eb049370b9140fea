/// One cover line: a headline on the cover that leads into an article of the issue.
public struct CoverLine: Sendable, Equatable, Decodable {
    /// The id of the article the line leads to.
    public var articleID: String
    /// The line's text: the article's title.
    public var title: String

    /// Creates a cover line.
    public init(articleID: String, title: String) {
        self.articleID = articleID
        self.title = title
    }

    /// The link destination the cover article's blocks use for this line (`ArticleLink`).
    public var destination: String { ArticleLink.destination(of: articleID) }
}
