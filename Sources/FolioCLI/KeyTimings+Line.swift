import FolioCore

extension KeyTimings {
    /// The line `folio preview --timings` prints:
    /// `timings: 200 keys, key to frame median 0.160 ms, p95 3.600 ms, max 11.800 ms; open 41.000 ms; 123456 frame bytes`.
    var line: String {
        guard let median, let percentile95, let slowest else {
            return "timings: 0 keys; open \(Self.milliseconds(opening)) ms"
        }
        return "timings: \(keys.count) keys, key to frame median \(Self.milliseconds(median)) ms, "
            + "p95 \(Self.milliseconds(percentile95)) ms, max \(Self.milliseconds(slowest)) ms; "
            + "open \(Self.milliseconds(opening)) ms; \(frameBytes) frame bytes"
    }

    /// A duration in milliseconds with three decimals.
    static func milliseconds(_ duration: Duration) -> String {
        let microseconds = duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000
        let whole = microseconds / 1000
        let fraction = String(microseconds % 1000)
        return "\(whole)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
