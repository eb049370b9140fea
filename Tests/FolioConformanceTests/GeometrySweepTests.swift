import FolioLayout
import FolioModel
import FolioNavigation
import Foundation
import Testing

@testable import FolioConformance

@Suite struct GeometrySweepTests {
    private func files(_ scenarios: [String]) throws -> (folder: URL, files: [URL]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-sweep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = try scenarios.enumerated().map { index, json in
            let file = folder.appendingPathComponent("\(index).json")
            try Data(json.utf8).write(to: file)
            return file
        }
        return (folder, files)
    }

    @Test func theRulesEngineRunsAtEveryGeometryOfTheStandardSetWithAHeadingAndCountsEach() async throws {
        let (folder, files) = try files([
            #"{"name": "down", "shape": [2, 1], "zoomable": {"1": [0]}, "steps": [{"keys": "down", "expect": {"at": [0, 1]}}]}"#
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = await GeometrySweep(driver: CoreConformanceDriver()).run(filesAt: files)
        #expect(report.parts.map(\.name) == ["phone", "phone-landscape", "tablet", "laptop", "desktop"])
        #expect(report.passed)
        #expect(
            Array(report.lines.prefix(4)) == [
                "phone: 400×680 px, 1 column, body text 17 px", "  PASS down", "  1 passed, 0 failed",
                "phone-landscape: 760×360 px, 2 columns, body text 17 px",
            ])
        #expect(report.lines.last == "5 geometries: 5 passed, 0 failed")
    }

    @Test func aFailureNamesTheGeometriesWhereItHappened() async throws {
        let (folder, files) = try files([#"{"name": "wrong", "shape": [2], "initial": {"at": [0, 1]}}"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = await GeometrySweep(driver: CoreConformanceDriver()).run(filesAt: files)
        #expect(!report.passed)
        #expect(report.lines.contains("    initial: at: expected [0, 1], got [0, 0]"))
        #expect(
            report.lines.last
                == "5 geometries: 0 passed, 5 failed (failures at phone, phone-landscape, tablet, laptop, desktop)")
    }

    @Test func oneGeometryByName() async throws {
        let sweep = try GeometrySweep(driver: CoreConformanceDriver(), geometry: "laptop")
        #expect(sweep.geometries.map(\.name) == ["laptop"])
        #expect(try GeometrySweep(driver: CoreConformanceDriver(), geometry: "all").geometries.count == 5)
        #expect(
            throws: GeometrySweepError.unknownGeometry(
                "watch", known: ["all", "phone", "phone-landscape", "tablet", "laptop", "desktop"])
        ) {
            try GeometrySweep(driver: CoreConformanceDriver(), geometry: "watch")
        }
        #expect(
            "\(GeometrySweepError.unknownGeometry("watch", known: ["all", "phone"]))"
                == "no page geometry named 'watch'; give one of: all, phone")
    }

    @Test func aSinkWithPagesOfItsOwnRunsOnce() async throws {
        let (folder, files) = try files([#"{"name": "p", "shape": [1], "steps": []}"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        let driver = OwnPagesDriver()
        let report = await GeometrySweep(driver: driver).run(filesAt: files)
        #expect(report.lines == ["on a 10×10 screen (the sink's own pages)", "  PASS p", "  1 passed, 0 failed"])
        #expect(await driver.geometriesBegun == [nil])
    }

    @Test func theCoreDriverPlaysOnTheGeometrysPagesAndEachGeometryIsGivenToTheDriver() async throws {
        let scenario = try JSONDecoder().decode(
            Scenario.self,
            from: Data(#"{"name": "s", "shape": [3, 1, 2], "zoomable": {"1": [0], "2": [1]}, "steps": []}"#.utf8))
        for entry in SyntheticIssue.geometries.entries {
            let setup = try scenario.setup(geometry: entry)
            #expect(setup.geometry == entry)
            let synthetic = SyntheticIssue(setup: setup)
            let layout = synthetic.pages(at: entry.geometry)
            #expect(layout.geometry.columns == entry.geometry.columns)
            #expect(try synthetic.check(layout) == setup.shape, "\(entry.name)")
        }
    }

    @Test func aLayoutOfAnotherShapeIsAMismatchNamingBoth() throws {
        let scenario = try JSONDecoder().decode(Scenario.self, from: Data(#"{"name": "s", "shape": [2]}"#.utf8))
        let synthetic = SyntheticIssue(setup: try scenario.setup())
        let other = SyntheticIssue(
            setup: try JSONDecoder().decode(
                Scenario.self, from: Data(#"{"name": "t", "shape": [3]}"#.utf8)
            ).setup())
        #expect(throws: SyntheticIssue.ShapeMismatch.self) {
            _ = try synthetic.check(other.pages(at: .portrait))
        }
        do {
            _ = try synthetic.check(other.pages(at: .portrait))
        } catch {
            #expect(error.description == "the synthetic issue paginated to [3] with zoomable [], not [2] with []")
        }
    }
}

/// A sink that paginates for a screen of its own, recording the geometry each scenario began with.
private actor OwnPagesDriver: ConformanceDriver {
    nonisolated var pages: ConformancePages { .own("a 10×10 screen") }
    private(set) var geometriesBegun: [PageGeometrySet.Entry?] = []
    private let core = CoreConformanceDriver()

    func begin(_ setup: ScenarioSetup) async throws -> ObservedState {
        geometriesBegun.append(setup.geometry)
        return try await core.begin(setup)
    }

    func press(_ key: NavigationKey) async throws -> ObservedState { try await core.press(key) }
    func end() async { await core.end() }
}
