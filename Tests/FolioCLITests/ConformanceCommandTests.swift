import FolioTestSupport
import Foundation
import Testing

/// Runs the built `folio` executable's `conformance` command as a person would.
@Suite struct ConformanceCommandTests {
    static let packageRoot = FolioBinary.packageRoot
    static let scenarios = FolioBinary.scenarios

    /// Runs `folio` with `arguments` in the package root.
    static func folio(_ arguments: [String]) throws -> FolioRun {
        try FolioBinary.run(arguments)
    }

    static func scenarioFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: scenarios.path)
            .filter { $0.hasSuffix(".json") }.sorted().map { scenarios.appendingPathComponent($0).path }
    }

    @Test func theSharedScenariosAllPassOnTheCoreSinkAtEveryGeometry() throws {
        let files = try Self.scenarioFiles()
        #expect(files.count == 30)
        let run = try Self.folio(["conformance"] + files + ["--sink", "core"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.lines.last == "5 geometries: 150 passed, 0 failed")
        #expect(run.lines.filter { $0.hasPrefix("  PASS ") }.count == 150)
        #expect(
            run.lines.filter { !$0.hasPrefix("  ") } == [
                "phone: 400×680 px, 1 column, body text 17 px",
                "phone-landscape: 760×360 px, 2 columns, body text 17 px",
                "tablet: 640×840 px, 1 column, body text 18 px",
                "laptop: 1120×700 px, 2 columns, body text 16 px",
                "desktop: 1760×990 px, 2 columns, body text 17 px",
                "5 geometries: 150 passed, 0 failed",
            ])
        #expect(run.lines.filter { $0 == "  30 passed, 0 failed" }.count == 5)
    }

    @Test func aFolderStandsForItsScenariosAndGeometryNamesOne() throws {
        let run = try Self.folio(["conformance", Self.scenarios.path, "--geometry", "phone-landscape"])
        #expect(run.status == 0)
        #expect(run.lines.first == "phone-landscape: 760×360 px, 2 columns, body text 17 px")
        #expect(run.lines.last == "  30 passed, 0 failed")
        #expect(run.lines.count == 32)
    }

    @Test func anUnknownGeometryIsAnErrorNamingTheKnownOnes() throws {
        let run = try Self.folio(["conformance", Self.scenarios.path, "--geometry", "watch"])
        #expect(run.status != 0)
        #expect(
            run.errors.contains(
                "no page geometry named 'watch'; give one of: all, phone, phone-landscape, tablet, laptop, desktop"),
            "\(run.errors)")
    }

    @Test func aFailingScenarioFailsTheRunAndSaysWhere() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "folio-conformance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let wrong = folder.appendingPathComponent("wrong.json")
        try Data(
            """
            {"name": "deliberately wrong", "shape": [2, 2],
             "steps": [{"keys": "down", "expect": {"at": [0, 1]}}, {"keys": "right", "expect": {"at": [1, 0]}}]}
            """.utf8
        ).write(to: wrong)
        let first = try Self.scenarioFiles()[0]
        let run = try Self.folio(["conformance", first, wrong.path, "--geometry", "tablet"])
        #expect(run.status != 0)
        #expect(
            run.lines == [
                "tablet: 640×840 px, 1 column, body text 18 px",
                "  PASS opens on the first page of the first article",
                "  FAIL deliberately wrong",
                "    step 2 (keys \"right\"): at: expected [1, 0], got [0, 1]",
                "  1 passed, 1 failed",
            ])
    }

    @Test func anUnknownSinkIsAnErrorNamingTheKnownOnes() throws {
        let run = try Self.folio(["conformance", try Self.scenarioFiles()[0], "--sink", "paper"])
        #expect(run.status != 0)
        #expect(run.errors.contains("no conformance sink named 'paper'; known sinks: core"), "\(run.errors)")
    }
}
