import Foundation
import Testing

@testable import FolioConformance

/// Every shared scenario of docs/navigation.md, replayed against the rules engine.
@Suite struct ConformanceScenarioTests {
    static let folder = Bundle.module.url(forResource: "Scenarios", withExtension: nil)

    /// The scenario file names, each its own test case.
    static var scenarioFiles: [String] {
        guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            return []
        }
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

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
}
