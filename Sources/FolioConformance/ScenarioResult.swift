/// How one scenario went.
package struct ScenarioResult: Sendable, Hashable {
    /// The scenario's name, or its file name when it did not decode.
    package var name: String
    /// The file it came from, if any.
    package var file: String?
    /// The failures; empty when the scenario passed.
    package var failures: [ConformanceFailure]

    /// Creates a result.
    package init(name: String, file: String? = nil, failures: [ConformanceFailure]) {
        self.name = name
        self.file = file
        self.failures = failures
    }

    /// Whether every expectation held.
    package var passed: Bool { failures.isEmpty }

    /// `PASS name`, or `FAIL name` followed by one indented line per failure.
    package var lines: [String] {
        [(passed ? "PASS " : "FAIL ") + name] + failures.map { "  \($0)" }
    }
}
