import FolioModel
import Foundation
import Testing

@testable import FolioConformance

/// Every shared scenario of docs/navigation.md, replayed against the rules engine: on the
/// scenario's shape as written, and on the pages the paginator makes of its synthetic issue at
/// every geometry of the standard set.
@Suite struct ConformanceScenarioTests {
    static let folder = Bundle.module.url(forResource: "Scenarios", withExtension: nil)

    /// The scenario file names, each its own test case.
    static var scenarioFiles: [String] {
        guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            return []
        }
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    /// The geometries scenarios are played at.
    static var geometryNames: [String] { SyntheticIssue.geometries.names }

    @Test func theSharedScenariosAreAllThere() {
        #expect(Self.scenarioFiles.count == 30)
    }

    @Test(arguments: scenarioFiles)
    func scenarioPassesOnTheRulesEngine(_ file: String) async throws {
        let folder = try #require(Self.folder)
        let result = await ConformanceRunner(driver: CoreConformanceDriver()).run(
            fileAt: folder.appendingPathComponent(file))
        #expect(result.passed, "\(result.lines.joined(separator: "\n"))")
    }

    @Test(arguments: geometryNames)
    func everyScenarioPassesOnTheGeometrysPages(_ name: String) async throws {
        let folder = try #require(Self.folder)
        let sweep = try GeometrySweep(driver: CoreConformanceDriver(), geometry: name)
        let report = await sweep.run(filesAt: Self.scenarioFiles.map { folder.appendingPathComponent($0) })
        #expect(report.parts.map(\.name) == [name])
        #expect(report.parts.first?.report.results.count == 30)
        #expect(report.passed, "\(report.lines.joined(separator: "\n"))")
    }
}
