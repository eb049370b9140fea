/// The results of a run of several scenarios.
public struct ConformanceReport: Sendable, Hashable {
    /// Each scenario's result, in the order run.
    public var results: [ScenarioResult]

    /// Creates a report.
    public init(results: [ScenarioResult]) {
        self.results = results
    }

    /// How many scenarios passed.
    public var passedCount: Int { results.filter(\.passed).count }
    /// How many scenarios failed.
    public var failedCount: Int { results.count - passedCount }
    /// Whether every scenario passed.
    public var passed: Bool { failedCount == 0 }

    /// `N passed, M failed`.
    public var summary: String { "\(passedCount) passed, \(failedCount) failed" }

    /// Every result's lines, then the summary.
    public var lines: [String] {
        results.flatMap(\.lines) + [summary]
    }
}
