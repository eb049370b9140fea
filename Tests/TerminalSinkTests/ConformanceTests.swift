import FolioPluginAPI
import Foundation
import Testing

@testable import TerminalSink

/// Every shared navigation scenario, replayed through the terminal preview's controller.
@Suite struct TerminalConformanceTests {
    static func scenarioFiles(in folder: URL = Folio.scenarios) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The scenarios of an issue with a cover (`"cover": true`), and of right-to-left strips:
    /// the cover drawn as the preview draws it, its arrows read back from the screen.
    @Test(arguments: ["Cover", "RightToLeft"])
    func theDriverPassesTheScenariosOf(_ folder: String) async throws {
        let files = try Self.scenarioFiles(in: Folio.scenarios.appendingPathComponent(folder))
        #expect(files.count >= 8)
        let report = await ConformanceRunner(driver: TerminalConformanceDriver()).run(filesAt: files)
        #expect(report.passed, "\(report.lines.joined(separator: "\n"))")
    }

    /// The search scenarios: `/`, the words typed into the search line as a reader types them
    /// (`TerminalConformanceDriver.type`), the pages the preview's search found on its own pages.
    @Test func theDriverPassesTheSearchScenarios() async throws {
        let files = try Self.scenarioFiles(in: Folio.scenarios.appendingPathComponent("Search"))
        #expect(files.count >= 3)
        let report = await ConformanceRunner(driver: TerminalConformanceDriver()).run(filesAt: files)
        #expect(report.passed, "\(report.lines.joined(separator: "\n"))")
        #expect(report.lines.last == "\(files.count) passed, 0 failed")
    }

    @Test func theCommandPassesTheSearchScenariosWithTheTerminalSink() throws {
        let folder = Folio.scenarios.appendingPathComponent("Search")
        let run = try Folio.run(["conformance", folder.path, "--sink", "terminal"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.lines.last == "  \(try Self.scenarioFiles(in: folder).count) passed, 0 failed")
    }

    @Test func theCommandPassesTheCoverScenariosWithTheTerminalSink() throws {
        let folder = Folio.scenarios.appendingPathComponent("Cover")
        let run = try Folio.run(["conformance", folder.path, "--sink", "terminal"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.lines.last == "  \(try Self.scenarioFiles(in: folder).count) passed, 0 failed")
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
