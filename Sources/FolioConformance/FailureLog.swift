/// Collects a scenario's failures as the runner replays it.
struct FailureLog {
    let scenario: String
    private(set) var failures: [ConformanceFailure] = []

    init(scenario: String) {
        self.scenario = scenario
    }

    mutating func problem(_ message: String, step: Int?, keys: String?) {
        failures.append(ConformanceFailure(scenario: scenario, step: step, keys: keys, detail: .problem(message)))
    }

    /// Records every named field that differs; returns whether all matched.
    mutating func check(_ expectation: Expectation, against observed: ObservedState, step: Int?, keys: String?) -> Bool
    {
        let mismatches = expectation.mismatches(in: observed)
        for mismatch in mismatches {
            failures.append(
                ConformanceFailure(
                    scenario: scenario, step: step, keys: keys,
                    detail: .mismatch(field: mismatch.field, expected: mismatch.expected, got: mismatch.got)))
        }
        return mismatches.isEmpty
    }
}
