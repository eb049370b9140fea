/// Times the pipeline's named steps, for `--verbose`.
struct StepTimer {
    private(set) var steps: [(name: String, duration: Duration)] = []
    private let clock = ContinuousClock()

    /// Runs `body` and records how long it took under `name`.
    mutating func time<T, Failure: Error>(_ name: String, _ body: () async throws(Failure) -> T) async throws(Failure) -> T {
        let start = clock.now
        defer { steps.append((name, clock.now - start)) }
        return try await body()
    }

    /// `steps: load 0.21 s · paginate 0.05 s · ...`
    var line: String {
        let parts = steps.map { step -> String in
            let seconds = Double(step.duration.components.seconds) + Double(step.duration.components.attoseconds) / 1e18
            return "\(step.name) \((seconds * 100).rounded() / 100) s"
        }
        return "steps: " + parts.joined(separator: " · ")
    }
}
