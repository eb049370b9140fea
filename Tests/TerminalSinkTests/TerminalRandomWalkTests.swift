import FolioPluginAPI
import Foundation
import Testing

@testable import TerminalSink

/// Seeded random key walks of the conformance kit (the contents, zoom and moves mixed, every
/// step's state computed by the rules engine), played by the terminal preview's controller and
/// by `folio conformance --walks` with the terminal sink.
@Suite struct TerminalRandomWalkTests {
    @Test(arguments: [UInt64(1), 26, 2026])
    func theControllerPlaysEveryWalk(_ seed: UInt64) async throws {
        let walks = RandomWalks(seed: seed, count: 40, length: 20)
        let report = await ConformanceRunner(driver: TerminalConformanceDriver()).run(walks.scenarios)
        #expect(report.results.count == 40)
        #expect(report.passed, "\(report.lines.filter { !$0.hasPrefix("PASS") }.joined(separator: "\n"))")
    }

    @Test func theCommandPlaysWalksWithTheTerminalSink() throws {
        let run = try Folio.run(["conformance", "--walks", "25", "--seed", "5", "--sink", "terminal"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.lines.contains("  PASS random walk 25 of 25 (seed 5)"))
        #expect(run.lines.last == "  25 passed, 0 failed")
    }

    @Test func theCommandWritesWalksAsScenarioFilesWithTheirIssue() throws {
        let folder = try Folio.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Folio.run([
            "conformance", "--walks", "3", "--seed", "9", "--write", folder.path, "--publish", "json",
        ])
        #expect(run.status == 0, "\(run.errors)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["json", "walk-001.json", "walk-002.json", "walk-003.json"])
        let written = try Scenario.load(from: folder.appendingPathComponent("walk-002.json"))
        #expect(written == RandomWalks(seed: 9, count: 3).scenarios[1])
        let played = try Folio.run(["conformance", folder.path, "--sink", "terminal"])
        #expect(played.status == 0, "\(played.errors)")
        #expect(played.lines.last == "  3 passed, 0 failed")
        let issue =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: folder.appendingPathComponent("json/issue.json"))) as? [String: Any]
        let articles = try #require(issue?["articles"] as? [Any])
        #expect(articles.count == written.shape.count)
    }
}
