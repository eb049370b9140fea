import FolioPluginAPI

extension KeyTimings {
    /// The line `folio preview --timings` prints, `loading` being the time from the process's
    /// start until the sink was given the issue: `timings: 200 keys, key to frame median
    /// 0.160 ms, p95 3.600 ms, max 11.800 ms; first frame 534.100 ms after start (load
    /// 532.900 ms, open 1.200 ms); 123456 frame bytes`.
    func line(loading: Duration) -> String {
        let first =
            "first frame \(Self.milliseconds(loading + opening)) ms after start "
            + "(load \(Self.milliseconds(loading)) ms, open \(Self.milliseconds(opening)) ms)"
        guard let median, let percentile95, let slowest else {
            return "timings: 0 keys; \(first)"
        }
        return "timings: \(keys.count) keys, key to frame median \(Self.milliseconds(median)) ms, "
            + "p95 \(Self.milliseconds(percentile95)) ms, max \(Self.milliseconds(slowest)) ms; "
            + "\(first); \(frameBytes) frame bytes"
    }

    /// A duration in milliseconds with three decimals.
    static func milliseconds(_ duration: Duration) -> String {
        let microseconds = duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000
        let whole = microseconds / 1000
        let fraction = String(microseconds % 1000)
        return "\(whole)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
