/// One way a sink failed a scenario: a field that differed after a step, or a problem that
/// kept the scenario from running (a file that does not decode, an unknown key, a driver error).
package struct ConformanceFailure: Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    package enum Detail: Sendable, Hashable {
        /// A named field did not have the expected value (both spelled as in scenarios).
        case mismatch(field: ObservedField, expected: String, got: String)
        /// The scenario could not be run this far.
        case problem(String)
    }

    /// The scenario's name (its file name when it did not decode).
    package var scenario: String
    /// The step, counted from 1; nil for the initial state and the scenario as a whole.
    package var step: Int?
    /// The step's keys; nil for the initial state and the scenario as a whole.
    package var keys: String?
    /// What went wrong.
    package var detail: Detail

    /// Creates a failure.
    package init(scenario: String, step: Int?, keys: String?, detail: Detail) {
        self.scenario = scenario
        self.step = step
        self.keys = keys
        self.detail = detail
    }

    /// `step 2 (keys "down right"): at: expected [0, 1], got [0, 0]`, or `initial: ...`,
    /// or `scenario: ...` for a problem before the first step.
    package var description: String {
        let place: String
        if let step {
            place = "step \(step) (keys \"\(keys ?? "")\")"
        } else if case .mismatch = detail {
            place = "initial"
        } else {
            place = "scenario"
        }
        switch detail {
        case .mismatch(let field, let expected, let got):
            return "\(place): \(field): expected \(expected), got \(got)"
        case .problem(let message):
            return "\(place): \(message)"
        }
    }
}
