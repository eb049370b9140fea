/// The navigation rules of docs/navigation.md for one issue: a pure value that takes a state and
/// a key and gives the next state and the events on the way.
///
/// Every sink drives one (or, in the browser, ships `NavigationMap` and a runtime that
/// follows the same rules), so that the same scenarios check all of them.
public struct Navigator: Sendable, Hashable {
    /// The issue's articles and zoomable pages.
    public let shape: IssueShape
    /// The issue's policy.
    public let policy: NavigationPolicy

    /// Creates the rules for an issue.
    public init(shape: IssueShape, policy: NavigationPolicy = NavigationPolicy()) {
        self.shape = shape
        self.policy = policy
    }

    /// The state a reader starts in: the deep link's page when it names a page of the issue,
    /// otherwise the policy's start (`first`: article 0, `last`: the last article; page 0).
    public func initialState(start deepLink: Position? = nil) -> NavigationState {
        if let deepLink, shape.contains(deepLink) {
            return NavigationState(at: deepLink)
        }
        switch policy.start {
        case .first: return NavigationState(at: Position(0, 0))
        case .last: return NavigationState(at: Position(shape.articleCount - 1, 0))
        }
    }

    /// The article next to `article` in `step`'s direction (+1 or -1), wrapping around the
    /// strip when the policy says so and there are at least two articles; nil past an end.
    /// The one place the `wrap` rule is decided.
    public func neighbour(of article: Int, step: Int) -> Int? {
        let count = shape.articleCount
        let candidate = article + step
        if (0..<count).contains(candidate) { return candidate }
        guard policy.wrap, count >= 2 else { return nil }
        return (candidate + count) % count
    }

    /// The zoom scale clamped to `[1, max-zoom]`, so that an odd policy (a step below 1, a
    /// maximum below 1) can never take zoom outside the range the rules promise.
    func clampedZoom(_ zoom: Double) -> Double {
        max(1, min(zoom, policy.maxZoom))
    }
}
