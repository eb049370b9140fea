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
    /// The issue's number as written (`12`, `12a`), when the settings give one (`number:`).
    public var number: String?
    /// Navigation policy, article order and page geometry.
    public var settings: IssueSettings
    /// The articles, left to right along the strip; the cover (`ArticleKind.cover`), when the
    /// issue has one, is the first.
    public var articles: [Article]
    /// The cover's lines, in order, for sinks that draw the cover specially (empty without
    /// a cover). The cover article's blocks hold the same lines as links (`ArticleLink`).
    public var coverLines: [CoverLine]

    /// Creates an issue.
    public init(
        title: String,
        subtitle: String? = nil,
        date: String? = nil,
        number: String? = nil,
        settings: IssueSettings = IssueSettings(),
        articles: [Article] = [],
        coverLines: [CoverLine] = []
    ) {
        self.title = title
        self.subtitle = subtitle
        self.date = date
        self.number = number
        self.settings = settings
        self.articles = articles
        self.coverLines = coverLines
    }

    /// Reads an issue from an object with its fields' names as keys; `number` and `coverLines`
    /// may be missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            title: try container.decode(String.self, forKey: .title),
            subtitle: try container.decodeIfPresent(String.self, forKey: .subtitle),
            date: try container.decodeIfPresent(String.self, forKey: .date),
            number: try container.decodeIfPresent(String.self, forKey: .number),
            settings: try container.decode(IssueSettings.self, forKey: .settings),
            articles: try container.decode([Article].self, forKey: .articles),
            coverLines: try container.decodeIfPresent([CoverLine].self, forKey: .coverLines) ?? [])
    }

    private enum CodingKeys: String, CodingKey {
        case title, subtitle, date, number, settings, articles, coverLines
    }

    /// The cover article, when the issue has one (the first article, of kind `.cover`).
    public var coverArticle: Article? {
        articles.first.flatMap { $0.kind == .cover ? $0 : nil }
    }

    /// Every photo the issue shows: inline photos, gallery photos and covers, in reading order.
    public var photos: [Photo] {
        articles.flatMap(\.allPhotos)
    }
}
