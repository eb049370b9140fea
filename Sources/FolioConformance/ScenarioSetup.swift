import FolioModel
import FolioNavigation

/// What a sink needs to begin a scenario: a synthetic issue of the scenario's shape, its
/// policy, where to start, and which page geometry of the synthetic issue's set to show.
public struct ScenarioSetup: Sendable, Hashable {
    /// The issue's articles and zoomable pages.
    public var shape: IssueShape
    /// The issue's policy.
    public var policy: NavigationPolicy
    /// The deep link to open at; nil starts where the policy says.
    public var start: Position?
    /// The geometry of `SyntheticIssue.geometries` whose pages the sink must show (the HTML
    /// carousel in a window of that geometry's size); nil for a sink's own pages (the
    /// terminal's cells) or the scenario's shape as it is (the rules engine alone).
    public var geometry: PageGeometrySet.Entry?
    /// Whether article 0 is the issue's cover (one page, of kind `.cover`).
    public var cover: Bool

    /// Creates a setup.
    public init(
        shape: IssueShape, policy: NavigationPolicy, start: Position?, geometry: PageGeometrySet.Entry? = nil,
        cover: Bool = false
    ) {
        self.shape = shape
        self.policy = policy
        self.start = start
        self.geometry = geometry
        self.cover = cover
    }

    /// Titles for the synthetic articles: `Article 1`, `Article 2`, ...; with a cover, the
    /// first is the issue's title (`SyntheticIssue.title`), the cover's masthead.
    public var titles: [String] {
        (1...shape.articleCount).map { $0 == 1 && cover ? SyntheticIssue.title : "Article \($0)" }
    }
}
