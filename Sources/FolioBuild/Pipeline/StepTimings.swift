import FolioFormats
import FolioPluginAPI

/// How long each of the pipeline's named steps took, in the order they ran, for `--verbose`.
public struct StepTimings: Sendable {
    /// Each step run and its wall-clock time.
    public private(set) var steps: [(step: PipelineStep, duration: Duration)] = []

    /// No steps yet.
    public init() {}

    /// Runs `body` and records how long it took under `step`.
    mutating func time<T, Failure: Error>(_ step: PipelineStep, _ body: () throws(Failure) -> T) throws(Failure) -> T {
        let start = ContinuousClock.now
        defer { record(step, since: start) }
        return try body()
    }

    /// Records `step` as having run from `start` until now.
    mutating func record(_ step: PipelineStep, since start: ContinuousClock.Instant) {
        steps.append((step, ContinuousClock.now - start))
    }

    /// `steps: scan 0.01 s · load 0.21 s · order 0 s · paginate 0.05 s · ...`, to the hundredth of a second.
    public var line: String {
        let parts = steps.map { step -> String in
            let seconds = Double(step.duration.components.seconds) + Double(step.duration.components.attoseconds) / 1e18
            return "\(step.step) \((seconds * 100).rounded() / 100) s"
        }
        return "steps: " + parts.joined(separator: " · ")
    }
}
