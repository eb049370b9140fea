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
        #expect(line.contains(" ms, p95 ") && line.contains(" ms, max ") && line.contains("; open "), "\(line)")
        #expect(line.hasSuffix(" frame bytes"), "\(line)")
    }

    @Test func aQuitKeyEndsTheTimedKeys() throws {
        let run = try Folio.run(["preview", "Content", "--keys", "down q down", "--timings", "--columns", "60", "--rows", "20"])
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
