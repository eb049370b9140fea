import FolioBuild
import FolioFormats
import FolioPluginAPI
import Testing

/// The summary figures of `folio preview --timings`: nearest-rank percentiles.
@Suite struct KeyTimingsTests {
    static func timings(_ milliseconds: [Int]) -> KeyTimings {
        KeyTimings(opening: .milliseconds(5), keys: milliseconds.map { .milliseconds($0) }, frameBytes: 0)
    }

    @Test func percentilesAreNearestRank() {
        let timings = Self.timings(Array((1...100).reversed()))
        #expect(timings.median == .milliseconds(50))
        #expect(timings.percentile95 == .milliseconds(95))
        #expect(timings.slowest == .milliseconds(100))
        #expect(timings.percentile(0) == .milliseconds(1))
        #expect(timings.percentile(100) == .milliseconds(100))
    }

    @Test func anOddCountHasItsMiddleAsMedian() {
        #expect(Self.timings([9, 1, 5]).median == .milliseconds(5))
        #expect(Self.timings([7]).percentile95 == .milliseconds(7))
    }

    @Test func noKeysHaveNoFigures() {
        let timings = Self.timings([])
        #expect(timings.median == nil && timings.percentile95 == nil && timings.slowest == nil)
    }
}
