import FolioNavigation

/// The settings of an issue, read from `issue.yaml` in the content folder.
public struct IssueSettings: Sendable, Equatable, Codable {
    /// The navigation policy every sink follows.
    public var navigation: NavigationPolicy
    /// Article ids (slugs) in strip order; articles not named follow, by front-matter
    /// `order` and then by source path.
    public var order: [String]
    /// The page geometry the paginator lays pages out for.
    public var page: PageGeometry
    /// Whether sources set text with typographic punctuation: curly quotes and apostrophes,
    /// en and em dashes for `--` and `---`, an ellipsis for `...` (`smart-punctuation`, on
    /// unless the issue turns it off). Applies to the text of every sink.
    public var smartPunctuation: Bool

    /// Creates settings; every field has a sensible default.
    public init(
        navigation: NavigationPolicy = NavigationPolicy(),
        order: [String] = [],
        page: PageGeometry = .portrait,
        smartPunctuation: Bool = true
    ) {
        self.navigation = navigation
        self.order = order
        self.page = page
        self.smartPunctuation = smartPunctuation
    }
}
