import FolioFormats
import FolioPluginAPI

/// How long each of the pipeline's steps took, in the order they ran, for `--verbose`.
package struct StepTimings: Sendable {
    /// Each step run and its wall-clock time.
    package private(set) var steps: [(name: String, duration: Duration)] = []
    /// The time booked under a name of its own from inside a running step
    /// (`BuildContext.loadCached`), which the runner leaves out of that step's time.
    package private(set) var booked: Duration = .zero

    /// No steps yet.
    package init() {}

    /// Records that the step called `name` took `duration`.
    package mutating func record(_ name: String, _ duration: Duration) {
        steps.append((name, duration))
    }

    /// Records work done inside a running step under `name` of its own; a name booked before
    /// adds up in its first place.
    package mutating func book(_ name: String, _ duration: Duration) {
        booked += duration
        if let index = steps.firstIndex(where: { $0.name == name }) {
            steps[index].duration += duration
        } else {
            record(name, duration)
        }
    }

    /// `steps: scan 0.01 s · load 0.21 s · order 0 s · paginate 0.05 s · ...`, to the hundredth of a second.
    package var line: String {
        let parts = steps.map { step -> String in
            let seconds = Double(step.duration.components.seconds) + Double(step.duration.components.attoseconds) / 1e18
            return "\(step.name) \((seconds * 100).rounded() / 100) s"
        }
        return "steps: " + parts.joined(separator: " · ")
    }
}
