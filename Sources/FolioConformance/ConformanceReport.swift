/// The results of a run of several scenarios.
package struct ConformanceReport: Sendable, Hashable {
    /// Each scenario's result, in the order run.
    package var results: [ScenarioResult]

    /// Creates a report.
    package init(results: [ScenarioResult]) {
        self.results = results
    }

    /// How many scenarios passed.
    package var passedCount: Int { results.filter(\.passed).count }
    /// How many scenarios failed.
    package var failedCount: Int { results.count - passedCount }
    /// Whether every scenario passed.
    package var passed: Bool { failedCount == 0 }

    /// `N passed, M failed`.
    package var summary: String { "\(passedCount) passed, \(failedCount) failed" }

    /// Every result's lines, then the summary.
    package var lines: [String] {
        results.flatMap(\.lines) + [summary]
    }
}
