/// How fast a preview answered keys, for `folio preview --timings`: for each key, the time
/// from the key decoded to its frame's bytes written, read from a monotonic clock.
public struct KeyTimings: Sendable, Equatable {
    /// From opening the issue (laying out the first page) to the first frame written.
    public var opening: Duration
    /// One duration per key that was drawn, in the order pressed.
    public var keys: [Duration]
    /// How many bytes the frames after the keys took.
    public var frameBytes: Int

    /// Creates timings.
    public init(opening: Duration, keys: [Duration], frameBytes: Int) {
        self.opening = opening
        self.keys = keys
        self.frameBytes = frameBytes
    }

    /// The median key (the upper one of an even count); nil when no key was timed.
    public var median: Duration? { percentile(50) }

    /// The 95th percentile key; nil when no key was timed.
    public var percentile95: Duration? { percentile(95) }

    /// The slowest key; nil when no key was timed.
    public var slowest: Duration? { keys.max() }

    /// The `percent`th percentile by nearest rank: the smallest duration that at least
    /// `percent` % of the keys took no longer than; nil when no key was timed.
    public func percentile(_ percent: Int) -> Duration? {
        guard !keys.isEmpty else { return nil }
        let sorted = keys.sorted()
        let rank = (percent * sorted.count + 99) / 100
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}
