import Foundation
import Testing

@testable import FolioConformance

/// Folio's search scenarios (`Scenarios/Search`: `/`, words typed into the contents' search field
/// with `type`, the pages found and where they lead), replayed against the rules engine on each
/// scenario's shape and on the paginator's pages of its synthetic issue at every geometry of the
/// standard set, the pages found by the search every sink runs (`SyntheticIssue.found`).
@Suite struct SearchScenarioTests {
    static var scenarioFiles: [URL] { ScenarioFolder.files(named: "Search") }

    @Test func theScenariosTypeAndFindPages() throws {
        #expect(Self.scenarioFiles.count == 3)
        for file in Self.scenarioFiles {
            let scenario = try Scenario.load(from: file)
            #expect(scenario.steps.contains { $0.type != nil }, "\(file.lastPathComponent)")
            #expect(
                scenario.steps.contains { $0.keys.split(separator: " ").contains("/") }, "\(file.lastPathComponent)")
        }
    }

    @Test func everyScenarioPassesOnItsShape() async throws {
        let report = await ConformanceRunner(driver: CoreConformanceDriver()).run(filesAt: Self.scenarioFiles)
        #expect(report.passed, "\(report.lines.joined(separator: "\n"))")
        #expect(report.lines.last == "3 passed, 0 failed")
    }

    @Test(arguments: SyntheticIssue.geometries.names)
    func everyScenarioPassesOnTheGeometrysPages(_ name: String) async throws {
        let sweep = try GeometrySweep(driver: CoreConformanceDriver(), geometry: name)
        let report = await sweep.run(filesAt: Self.scenarioFiles)
        #expect(report.parts.first?.report.results.count == 3)
        #expect(report.passed, "\(report.lines.joined(separator: "\n"))")
    }

    @Test func aStepThatTypesNeedNotPressAKey() throws {
        let json = #"{"type": "page", "expect": {"search": "page"}}"#
        let step = try JSONDecoder().decode(ScenarioStep.self, from: Data(json.utf8))
        #expect(step.type == "page" && step.keys.isEmpty)
        let without = #"{"expect": {"at": [0, 0]}}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ScenarioStep.self, from: Data(without.utf8)) }
    }
}
