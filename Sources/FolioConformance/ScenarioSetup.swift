import FolioModel
import FolioNavigation

/// What a sink needs to begin a scenario: a synthetic issue of the scenario's shape, its
/// policy and where to start.
public struct ScenarioSetup: Sendable, Hashable {
    /// The issue's articles and zoomable pages.
    public var shape: IssueShape
    /// The issue's policy.
    public var policy: NavigationPolicy
    /// The deep link to open at; nil starts where the policy says.
    public var start: Position?

    /// Creates a setup.
    public init(shape: IssueShape, policy: NavigationPolicy, start: Position?) {
        self.shape = shape
        self.policy = policy
        self.start = start
    }

    /// Titles for the synthetic articles: `Article 1`, `Article 2`, ...
    public var titles: [String] {
        (1...shape.articleCount).map { "Article \($0)" }
    }

    /// The rules engine for this issue.
    public var navigator: Navigator {
        Navigator(shape: shape, policy: policy)
    }
}
