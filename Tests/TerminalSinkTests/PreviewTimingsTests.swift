import Foundation
import Testing

/// `folio preview --keys ... --timings`: one figures line for benchmarks. Only its shape is
/// checked; the times themselves are never pass/fail.
@Suite struct PreviewTimingsTests {
    @Test func timingsPrintOneFiguresLine() throws {
        let run = try Folio.run(["preview", "Content", "--keys", "down down up right o right enter left", "--timings"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.lines.count == 1)
        let line = run.lines.first ?? ""
        #expect(line.hasPrefix("timings: 8 keys, key to frame median "), "\(line)")
        #expect(line.contains(" ms, p95 ") && line.contains(" ms, max ") && line.contains("; first frame "), "\(line)")
        #expect(line.hasSuffix(" frame bytes"), "\(line)")
    }

    /// "first frame" is the time from the process's start, loading included: more than the
    /// load and the opening, and no more than the whole run took as this test saw it.
    @Test func theFirstFrameCountsFromTheProcesssStart() throws {
        let started = Date()
        let run = try Folio.run(["preview", "Content", "--keys", "down", "--timings"])
        let wall = Date().timeIntervalSince(started) * 1000
        let line = run.lines.first ?? ""
        func figure(after label: String) -> Double? {
            guard let range = line.range(of: label) else { return nil }
            return Double(line[range.upperBound...].prefix { $0 == "." || $0.isNumber })
        }
        let first = try #require(figure(after: "first frame "), "\(line)")
        let load = try #require(figure(after: "(load "))
        let open = try #require(figure(after: ", open "))
        #expect(line.contains("ms after start (load "))
        #expect(load > 1 && open > 0, "\(line)")
        #expect(abs(first - (load + open)) < 0.01, "\(line)")
        // The kernel records a process's start in clock ticks of 10 ms (`ProcessAge`), so the
        // figure may count up to one tick from before the process began.
        #expect(first < wall + 10, "\(first) ms within a run of \(wall) ms, to a clock tick")
    }

    @Test func aQuitKeyEndsTheTimedKeys() throws {
        let run = try Folio.run([
            "preview", "Content", "--keys", "down q down", "--timings", "--columns", "60", "--rows", "20",
        ])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.lines.first?.hasPrefix("timings: 1 keys, ") == true, "\(run.text)")
    }

    @Test func timingsNeedKeysAndExcludeDump() throws {
        let withoutKeys = try Folio.run(["preview", "Content", "--timings"])
        #expect(withoutKeys.status != 0)
        #expect(withoutKeys.errors.contains("--timings needs --keys"))
        let withDump = try Folio.run(["preview", "Content", "--keys", "down", "--timings", "--dump"])
        #expect(withDump.status != 0)
        #expect(withDump.errors.contains("--dump and --timings cannot go together"))
    }

    @Test func anUnknownKeyIsAnError() throws {
        let run = try Folio.run(["preview", "Content", "--keys", "down sideways", "--timings"])
        #expect(run.status != 0)
        #expect(run.errors.contains("'sideways' is not a preview key"))
    }
}
