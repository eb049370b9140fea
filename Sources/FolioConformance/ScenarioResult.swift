/// How one scenario went.
public struct ScenarioResult: Sendable, Hashable {
    /// The scenario's name, or its file name when it did not decode.
    public var name: String
    /// The file it came from, if any.
    public var file: String?
    /// The failures; empty when the scenario passed.
    public var failures: [ConformanceFailure]

    /// Creates a result.
    public init(name: String, file: String? = nil, failures: [ConformanceFailure]) {
        self.name = name
        self.file = file
        self.failures = failures
    }

    /// Whether every expectation held.
    public var passed: Bool { failures.isEmpty }

    /// `PASS name`, or `FAIL name` followed by one indented line per failure.
    public var lines: [String] {
        [(passed ? "PASS " : "FAIL ") + name] + failures.map { "  \($0)" }
    }
}
