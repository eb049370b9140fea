import FolioNavigation

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
    /// Whether this is running text, a photo gallery or the cover.
    public var kind: ArticleKind
    /// The photo that stands for the article in the contents overlay, when there is one.
    public var cover: Photo?
    /// An explicit position in the strip from the source (front matter `order`), if any.
    public var order: Int?
    /// The content-relative path of the file the article came from.
    public var sourcePath: String
    /// The article's language as a BCP 47 tag (`ja`, `pt-BR`): front matter `lang:`, else the
    /// issue's (`Article.takingIssueLanguage`, which the build applies to every article it
    /// loads); nil when neither names one (sinks then write `en`).
    public var language: String?
    /// The direction the article is written in: its language's when it has one, else its
    /// text's (`Article.takingIssueLanguage`).
    public var direction: WritingDirection
    /// For the cover: how it sets its photo and words (`cover: layout:`); nil for
    /// every other article.
    public var coverDesign: CoverDesign?
    /// How the article opens on its lead photo, its first block (`OpenerDesign`); nil for a
    /// plain opening.
    public var opener: OpenerDesign?
    /// The dek: the summary the author wrote (front matter `summary:`, not one taken from the
    /// text), set under an opener's title; nil when none was written.
    public var dek: String?

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
        sourcePath: String,
        language: String? = nil,
        direction: WritingDirection? = nil,
        coverDesign: CoverDesign? = nil,
        opener: OpenerDesign? = nil,
        dek: String? = nil
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
        self.language = language
        self.direction = direction ?? language.map(LanguageTag.direction(of:)) ?? .leftToRight
        self.coverDesign = coverDesign
        self.opener = opener
        self.dek = dek
    }

    /// Reads a header from an object with its fields' names as keys; `language` and
    /// `direction` may be missing (the direction is then the language's).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            title: try container.decode(String.self, forKey: .title),
            author: try container.decodeIfPresent(String.self, forKey: .author),
            date: try container.decodeIfPresent(String.self, forKey: .date),
            summary: try container.decodeIfPresent(String.self, forKey: .summary),
            kind: try container.decode(ArticleKind.self, forKey: .kind),
            cover: try container.decodeIfPresent(Photo.self, forKey: .cover),
            order: try container.decodeIfPresent(Int.self, forKey: .order),
            sourcePath: try container.decode(String.self, forKey: .sourcePath),
            language: try container.decodeIfPresent(String.self, forKey: .language),
            direction: try container.decodeIfPresent(WritingDirection.self, forKey: .direction),
            coverDesign: try container.decodeIfPresent(CoverDesign.self, forKey: .coverDesign),
            opener: try container.decodeIfPresent(OpenerDesign.self, forKey: .opener),
            dek: try container.decodeIfPresent(String.self, forKey: .dek))
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, author, date, summary, kind, cover, order, sourcePath, language, direction, coverDesign
        case opener, dek
    }

    /// The dek an article's first page shows between its title and byline: only an opener's
    /// (`opener`), and only one the author wrote; empty otherwise.
    public var shownDek: String {
        guard opener != nil, let dek else { return "" }
        return dek
    }

    /// The language the sinks write for the article (`lang`): its own, else `LanguageTag.unnamed`.
    public var pageLanguage: String { language ?? LanguageTag.unnamed }

    /// The byline an article's first page shows under its title, the same in every sink: the
    /// author and the date that are given and not empty, joined by " · " (empty when neither).
    /// The cover has none: its date is in its number and date line.
    public var byline: String {
        guard kind != .cover else { return "" }
        return [author, date].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
    }
}

/// What kind of article this is; sinks may lay each out differently.
public enum ArticleKind: String, Sendable, Equatable, Decodable, CaseIterable {
    /// Running text with inline photos (a Markdown article).
    case text
    /// A photo gallery (a park): a title page, then one photo per page.
    case gallery
    /// The cover, which the build makes from `issue.yaml`'s `cover:`: the masthead
    /// (its title), the cover photo (its header's `cover`), the number and date, and the cover
    /// lines. Always one page, the first of the strip.
    case cover
}
