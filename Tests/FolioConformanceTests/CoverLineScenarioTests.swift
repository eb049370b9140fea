import FolioNavigation
import Foundation
import Testing

@testable import FolioConformance

/// The cover-line scenarios (`Scenarios/Cover`, `"rule": "cover lines"`, and the pulls from
/// the cover that now come after its lines) hold on the rules engine and each fails on the same
/// engine given no cover lines, which is the engine without the cover's rule: every one of them
/// checks the rule.
@Suite struct CoverLineScenarioTests {
    /// The scenarios that need the cover's lines: the `cover lines` ones and the cover's pulls.
    static var files: [URL] {
        CoverScenarioTests.scenarioFiles.filter { file in
            let name = file.lastPathComponent
            let rule = (try? Scenario.load(from: file).rule) ?? nil
            return rule?.hasPrefix("cover lines") == true || name.hasPrefix("01-") || name.hasPrefix("06-")
                || name.hasPrefix("07-")
        }
    }

    @Test func thereAreCoverLineScenarios() {
        #expect(Self.files.count == 11)
    }

    @Test func theyPassOnTheRulesEngine() async {
        let report = await ConformanceRunner(driver: CoreConformanceDriver()).run(filesAt: Self.files)
        #expect(report.results.count == 11)
        let failed = report.results.filter { !$0.passed }.map(\.name)
        #expect(failed.isEmpty, "\(failed)")
    }

    @Test func eachFailsWithoutTheCoversRule() async {
        let report = await ConformanceRunner(driver: CoverlessDriver()).run(filesAt: Self.files)
        #expect(report.results.count == 11)
        for result in report.results {
            #expect(!result.passed, "\(result.name) passes without the cover's rule")
        }
    }
}

/// The rules engine on a scenario's shape with its cover lines left out: the cover is then a
/// page like any other, as it was before the cover's rule.
private actor CoverlessDriver: ConformanceDriver {
    private var session: (navigator: Navigator, state: NavigationState)?

    func begin(_ setup: ScenarioSetup) async throws -> ObservedState {
        let shape = try IssueShape(pageCounts: setup.shape.pageCounts, zoomable: setup.shape.zoomable)
        let navigator = Navigator(shape: shape, policy: setup.policy)
        let state = navigator.initialState(start: setup.start)
        session = (navigator, state)
        return ObservedState(state, moves: navigator.moves(in: state))
    }

    func press(_ key: NavigationKey) async throws -> ObservedState {
        guard let (navigator, state) = session else { throw ConformanceDriverError.notBegun }
        let next = navigator.press(key, in: state).state
        session = (navigator, next)
        return ObservedState(next, moves: navigator.moves(in: next))
    }

    func end() async {
        session = nil
    }
}
