import Foundation
import Testing

@testable import FolioConformance

/// Folio's cover scenarios (`Scenarios/Cover`, the shared format with `"cover": true`: article 0
/// is the issue's cover, one page), replayed against the rules engine on each scenario's shape
/// and on the paginator's pages of its synthetic issue, cover and all, at every geometry of the
/// standard set.
@Suite struct CoverScenarioTests {
    static var scenarioFiles: [URL] { ScenarioFolder.files(named: "Cover") }

    @Test func everyScenarioHasACover() throws {
        #expect(Self.scenarioFiles.count == 16)
        for file in Self.scenarioFiles {
            let scenario = try Scenario.load(from: file)
            #expect(scenario.cover && scenario.shape.first == 1, "\(file.lastPathComponent)")
            let issue = SyntheticIssue(setup: try scenario.setup()).issue()
            #expect(issue.articles.first?.kind == .cover, "\(file.lastPathComponent)")
            #expect(issue.coverArticle?.title == SyntheticIssue.title)
            #expect(issue.coverLines.map(\.articleID) == issue.articles.dropFirst().prefix(3).map(\.id))
        }
    }

    @Test(arguments: SyntheticIssue.geometries.names)
    func everyScenarioPassesOnTheGeometrysPages(_ name: String) async throws {
        let sweep = try GeometrySweep(driver: CoreConformanceDriver(), geometry: name)
        let report = await sweep.run(filesAt: Self.scenarioFiles)
        #expect(report.parts.first?.report.results.count == 16)
        #expect(report.passed, "\(report.lines.joined(separator: "\n"))")
    }

    @Test func aCoverOfMoreThanOnePageIsRefused() throws {
        let scenario = Scenario(name: "x", shape: [2, 1], cover: true, steps: [])
        #expect(throws: ScenarioError.coverPages(2)) { try scenario.setup() }
    }

    @Test func withoutCoverTheSyntheticIssueIsAsBefore() throws {
        let scenario = Scenario(name: "x", shape: [1, 2], steps: [])
        let issue = SyntheticIssue(setup: try scenario.setup()).issue()
        #expect(issue.articles.map(\.kind) == [.text, .text])
        #expect(issue.coverLines.isEmpty && issue.settings.cover == nil)
    }
}
