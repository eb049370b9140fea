import FolioNavigation

/// The settings of an issue, read from `issue.yaml` in the content folder.
public struct IssueSettings: Sendable, Equatable, Decodable {
    /// The navigation policy every sink follows.
    public var navigation: NavigationPolicy
    /// Article ids (slugs) in strip order; articles not named follow, by front-matter
    /// `order` and then by source path.
    public var order: [String]
    /// Where each id of `order` is written in `issue.yaml`, in the same order, for the messages
    /// about it; empty when the settings were not read from a file.
    public var orderLocations: [SourceLocation] = []
    /// The page geometries the issue is paginated for (`pages:` in `issue.yaml`, or `page:`
    /// as a set of one); the standard set when the file names none.
    public var pages: PageGeometrySet
    /// Whether sources set text with typographic punctuation: curly quotes and apostrophes,
    /// en and em dashes for `--` and `---`, an ellipsis for `...` (`smart-punctuation`, on
    /// unless the issue turns it off). Applies to the text of every sink.
    public var smartPunctuation: Bool
    /// The issue's language as a BCP 47 tag (`lang:`), the language of every article whose
    /// front matter names none; nil when the file names none.
    public var language: String?
    /// Whether the paginator hyphenates words in the article's language (`hyphenate:`, off
    /// unless the issue turns it on).
    public var hyphenate: Bool
    /// Whether text lines are justified, spread to the full measure (`justify:`, off unless
    /// the issue turns it on).
    public var justify: Bool
    /// The absolute URL the issue is published at (`base-url:`), ending in `/`, for the
    /// absolute URLs of shared metadata; nil when the file names none.
    public var baseURL: String?
    /// The issue's cover (`cover:`): the defaults when the file says nothing, nil when it says
    /// `cover: false`.
    public var cover: CoverSettings?
    /// The folders inside the content folder that make the issue's site root with it, where a
    /// path that starts with `/` is looked for (`static:`; `ContentFolder.staticFolders`).
    public var staticFolders: [String] = []
    /// The colours and measures `theme:` gives the page theme in place of the standard ones.
    public var theme = ThemeSettings()
    /// How articles open on their lead photo when their front matter does not say
    /// (`opener:`; `plain` unless set).
    public var opener = OpenerDesign.plain

    /// Creates settings; every field has a sensible default.
    public init(
        navigation: NavigationPolicy = NavigationPolicy(),
        order: [String] = [],
        pages: PageGeometrySet = .standard,
        smartPunctuation: Bool = true,
        language: String? = nil,
        hyphenate: Bool = false,
        justify: Bool = false,
        baseURL: String? = nil,
        cover: CoverSettings? = CoverSettings()
    ) {
        self.navigation = navigation
        self.order = order
        self.pages = pages
        self.smartPunctuation = smartPunctuation
        self.language = language
        self.hyphenate = hyphenate
        self.justify = justify
        self.baseURL = baseURL
        self.cover = cover
    }

    /// Reads settings from an object with the fields' names as keys; `language`, `hyphenate`,
    /// `justify` and `baseURL` may be missing (their defaults). A missing `cover` is no cover:
    /// such objects come from tools that build issues without one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            navigation: try container.decode(NavigationPolicy.self, forKey: .navigation),
            order: try container.decode([String].self, forKey: .order),
            pages: try container.decode(PageGeometrySet.self, forKey: .pages),
            smartPunctuation: try container.decode(Bool.self, forKey: .smartPunctuation),
            language: try container.decodeIfPresent(String.self, forKey: .language),
            hyphenate: try container.decodeIfPresent(Bool.self, forKey: .hyphenate) ?? false,
            justify: try container.decodeIfPresent(Bool.self, forKey: .justify) ?? false,
            baseURL: try container.decodeIfPresent(String.self, forKey: .baseURL),
            cover: try container.decodeIfPresent(CoverSettings.self, forKey: .cover))
        theme = try container.decodeIfPresent(ThemeSettings.self, forKey: .theme) ?? ThemeSettings()
        opener = try container.decodeIfPresent(OpenerDesign.self, forKey: .opener) ?? .plain
    }

    private enum CodingKeys: String, CodingKey {
        case navigation, order, pages, smartPunctuation, language, hyphenate, justify, baseURL, cover, theme, opener
    }

    /// Creates settings with one page geometry.
    public init(
        navigation: NavigationPolicy = NavigationPolicy(), order: [String] = [], page: PageGeometry,
        smartPunctuation: Bool = true, cover: CoverSettings? = CoverSettings()
    ) {
        self.init(
            navigation: navigation, order: order, pages: .single(page), smartPunctuation: smartPunctuation,
            cover: cover)
    }

    /// The language sinks write for the issue's own pages (`lang`): its language, else
    /// `LanguageTag.unnamed`.
    public var pageLanguage: String { language ?? LanguageTag.unnamed }

    /// The direction of the issue's language (left to right when it names none): its own
    /// pages' direction. The strip's order is `navigation`'s.
    public var writingDirection: WritingDirection {
        language.map(LanguageTag.direction(of:)) ?? .leftToRight
    }

    /// The primary page geometry: the one a sink showing a single page map lays out. Setting
    /// it makes the set that one geometry.
    public var page: PageGeometry {
        get { pages.primary }
        set { pages = .single(newValue) }
    }
}
