import FolioPluginAPI
import Foundation
import Testing

@testable import TerminalSink

/// Every shared navigation scenario, replayed through the terminal preview's controller.
@Suite struct TerminalConformanceTests {
    static func scenarioFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: Folio.scenarios.path)
            .filter { $0.hasSuffix(".json") }.sorted().map { Folio.scenarios.appendingPathComponent($0) }
    }

    @Test func theDriverPassesEveryScenario() async throws {
        let files = try Self.scenarioFiles()
        #expect(files.count == 30)
        let report = await ConformanceRunner(driver: TerminalConformanceDriver()).run(filesAt: files)
        #expect(report.passed, "\(report.lines.joined(separator: "\n"))")
        #expect(report.lines.last == "30 passed, 0 failed")
    }

    @Test func theCommandPassesEveryScenarioWithTheTerminalSink() throws {
        let run = try Folio.run(["conformance", Folio.scenarios.path, "--sink", "terminal"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.lines.first == "on an 80×24 terminal (the sink's own pages)")
        #expect(run.lines.last == "  30 passed, 0 failed")
        let geometry = try Folio.run(["conformance", Folio.scenarios.path, "--sink", "terminal", "--geometry", "phone"])
        #expect(geometry.status != 0)
        #expect(
            geometry.errors.contains(
                "the terminal sink paginates for an 80×24 terminal, not for page geometries; leave out --geometry"))
    }

    @Test func movesAreReadFromTheArrowsOnTheScreen() async throws {
        let setup = try Scenario(name: "grid", shape: [2, 3], steps: []).setup()
        let driver = TerminalConformanceDriver()
        let opened = try await driver.begin(setup)
        #expect(opened.moves == [.down, .right])
        let down = try await driver.press(.down)
        #expect(down.moves == [.up])
        await driver.end()
    }

    @Test func thePeekedTitleIsDrawnPastTheEdge() throws {
        let setup = try Scenario(name: "peek", shape: [1, 1], steps: []).setup()
        let controller = try PreviewController(
            issue: SyntheticPhotos.issue(for: setup).issue(), photos: SyntheticPhotos.library(), colorMode: .trueColor,
            columns: 80, rows: 24)
        _ = try controller.handle(.key(.down))
        #expect(controller.state.peek == .next)
        #expect(controller.render().lines()[22].contains("next: Article 2"))
        _ = try controller.handle(.key(.escape))
        #expect(!controller.render().lines()[22].contains("Article 2"))
    }
}
