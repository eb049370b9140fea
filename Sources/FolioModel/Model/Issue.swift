/// A magazine issue: its metadata, its settings and its articles in strip order.
///
/// Sources produce articles; the pipeline orders them into an `Issue`. Everything here is a
/// plain value: no parser type from any source plugin ever appears in it.
public struct Issue: Sendable, Equatable, Decodable {
    /// The issue's title, shown on the cover and in the contents overlay.
    public var title: String
    /// An optional line under the title.
    public var subtitle: String?
    /// The issue date as an ISO 8601 calendar date (`2026-11-21`), when the settings give one.
    public var date: String?
    /// Navigation policy, article order and page geometry.
    public var settings: IssueSettings
    /// The articles, left to right along the strip.
    public var articles: [Article]

    /// Creates an issue.
    public init(
        title: String,
        subtitle: String? = nil,
        date: String? = nil,
        settings: IssueSettings = IssueSettings(),
        articles: [Article] = []
    ) {
        self.title = title
        self.subtitle = subtitle
        self.date = date
        self.settings = settings
        self.articles = articles
    }

    /// Every photo the issue shows: inline photos, gallery photos and covers, in reading order.
    public var photos: [Photo] {
        articles.flatMap(\.allPhotos)
    }
}
