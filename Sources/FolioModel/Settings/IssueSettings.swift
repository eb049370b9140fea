import FolioNavigation

/// The settings of an issue, read from `issue.yaml` in the content folder.
public struct IssueSettings: Sendable, Equatable, Decodable {
    /// The navigation policy every sink follows.
    public var navigation: NavigationPolicy
    /// Article ids (slugs) in strip order; articles not named follow, by front-matter
    /// `order` and then by source path.
    public var order: [String]
    /// The page geometries the issue is paginated for (`pages:` in `issue.yaml`, or `page:`
    /// as a set of one); the standard set when the file names none.
    public var pages: PageGeometrySet
    /// Whether sources set text with typographic punctuation: curly quotes and apostrophes,
    /// en and em dashes for `--` and `---`, an ellipsis for `...` (`smart-punctuation`, on
    /// unless the issue turns it off). Applies to the text of every sink.
    public var smartPunctuation: Bool

    /// Creates settings; every field has a sensible default.
    public init(
        navigation: NavigationPolicy = NavigationPolicy(),
        order: [String] = [],
        pages: PageGeometrySet = .standard,
        smartPunctuation: Bool = true
    ) {
        self.navigation = navigation
        self.order = order
        self.pages = pages
        self.smartPunctuation = smartPunctuation
    }

    /// Creates settings with one page geometry.
    public init(
        navigation: NavigationPolicy = NavigationPolicy(), order: [String] = [], page: PageGeometry,
        smartPunctuation: Bool = true
    ) {
        self.init(navigation: navigation, order: order, pages: .single(page), smartPunctuation: smartPunctuation)
    }

    /// The primary page geometry: the one a sink showing a single page map lays out. Setting
    /// it makes the set that one geometry.
    public var page: PageGeometry {
        get { pages.primary }
        set { pages = .single(newValue) }
    }
}
