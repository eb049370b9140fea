import Foundation
import Testing

@testable import FolioConformance

/// Folio's right-to-left scenarios (`Scenarios/RightToLeft`, the shared format with `direction:
/// rtl` in the policy), replayed against the rules engine on each scenario's shape and on the
/// paginator's pages of its synthetic issue at every geometry of the standard set.
@Suite struct RightToLeftScenarioTests {
    static var scenarioFiles: [URL] { ScenarioFolder.files(named: "RightToLeft") }

    @Test func everyScenarioIsRightToLeft() throws {
        #expect(Self.scenarioFiles.count == 8)
        for file in Self.scenarioFiles {
            let scenario = try Scenario.load(from: file)
            #expect(scenario.policy?.direction == .rightToLeft, "\(file.lastPathComponent)")
        }
    }

    @Test(arguments: SyntheticIssue.geometries.names)
    func everyScenarioPassesOnTheGeometrysPages(_ name: String) async throws {
        let sweep = try GeometrySweep(driver: CoreConformanceDriver(), geometry: name)
        let report = await sweep.run(filesAt: Self.scenarioFiles)
        #expect(report.parts.first?.report.results.count == 8)
        #expect(report.passed, "\(report.lines.joined(separator: "\n"))")
    }
}
