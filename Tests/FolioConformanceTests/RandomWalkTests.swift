import FolioPluginAPI
import Foundation
import Testing

@testable import FolioConformance

/// The seeded random walks of the conformance kit: the same for a seed everywhere, mixing the
/// contents, zoom and moves, their expectations true to the rules as docs/navigation.md words
/// them, and played by the rules engine at every page geometry.
@Suite struct RandomWalkTests {
    static let walks = RandomWalks(seed: 2026, count: 120, length: 20)

    @Test func aSeedNamesTheSameWalksAndAnotherSeedOthers() {
        let first = RandomWalks(seed: 7, count: 10)
        #expect(first.scenarios == RandomWalks(seed: 7, count: 10).scenarios)
        #expect(first.scenarios != RandomWalks(seed: 8, count: 10).scenarios)
        #expect(first.scenarios.allSatisfy { $0.steps.count == RandomWalks.defaultLength })
        #expect(first.scenarios.map(\.name).first == "random walk 1 of 10 (seed 7)")
    }

    @Test func theFirstNumbersOfASeedAreSplitMix64s() {
        // SplitMix64's published first output for seed 0 (Steele, Lea and Flood 2014).
        var random = SeededGenerator(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test func theWalksMixTheContentsZoomAndMoves() {
        var opened = 0, picked = 0, zoomed = 0, moved = 0, peeked = 0, deepLinks = 0
        for walk in Self.walks.scenarios {
            if walk.start != nil { deepLinks += 1 }
            var before = walk.initial!
            for step in walk.steps {
                let after = step.expect
                if after.overlay == true && before.overlay == false { opened += 1 }
                if step.keys == "enter" && before.overlay == true { picked += 1 }
                if let zoom = after.zoom, zoom > 1 { zoomed += 1 }
                if after.at != before.at { moved += 1 }
                if case .some(.some) = after.peek { peeked += 1 }
                before = after
            }
        }
        #expect(
            opened > 100 && picked > 50 && zoomed > 50 && moved > 300 && peeked > 20,
            "\(opened) \(picked) \(zoomed) \(moved) \(peeked)")
        #expect(deepLinks > 30 && deepLinks < 90)
    }

    /// Each step's expectation against the rules as the document words them, not as the
    /// engine codes them.
    @Test func everyStepFollowsTheWrittenRules() throws {
        let shape = Self.walks.shape
        for walk in Self.walks.scenarios {
            var before = try #require(walk.initial)
            for (number, step) in walk.steps.enumerated() {
                let after = step.expect
                let at = try #require(after.at), was = try #require(before.at)
                let context = "\(walk.name), step \(number + 1) (\(step.keys))"
                #expect(shape.contains(at), "\(context)")
                if after.overlay == true || (after.zoom ?? 1) > 1 {
                    #expect(after.moves == [], "no moves while the contents are open or a photo is zoomed: \(context)")
                }
                if (after.zoom ?? 1) > 1 { #expect(shape.isZoomable(at), "only photo pages zoom: \(context)") }
                if at != was {
                    #expect(after.zoom == 1 && after.peek == .some(nil), "a move resets zoom and peek: \(context)")
                }
                switch (step.keys, before.overlay) {
                case ("enter", true):
                    let highlight = try #require(before.highlight ?? nil)
                    #expect(at == Position(highlight, 0) && after.overlay == false, "R11: \(context)")
                case ("enter", false):
                    #expect(at == was && after.overlay == false && after.zoom == before.zoom, "R11: \(context)")
                case ("o", false) where before.zoom == 1:
                    #expect(after.overlay == true && after.highlight == .some(at.article), "\(context)")
                case ("escape", true), ("o", true):
                    #expect(after.overlay == false && at == was, "\(context)")
                default:
                    break
                }
                before = after
            }
        }
    }

    @Test func aWalkCodesAsAScenarioFile() throws {
        for walk in RandomWalks(seed: 3, count: 5).scenarios {
            let decoded = try JSONDecoder().decode(Scenario.self, from: JSONWriter.data(walk, pretty: true))
            #expect(decoded == walk)
        }
    }

    @Test(arguments: SyntheticIssue.geometries.names)
    func theRulesEnginePlaysEveryWalkOnTheGeometrysPages(_ name: String) async throws {
        let sweep = try GeometrySweep(driver: CoreConformanceDriver(), geometry: name)
        let report = await sweep.run(Self.walks.scenarios)
        #expect(report.parts.first?.report.results.count == 120)
        #expect(report.passed, "\(report.lines.filter { !$0.hasPrefix("  PASS") }.joined(separator: "\n"))")
    }

    @Test func aWalkThatExpectsOtherwiseFailsAtItsStep() async throws {
        var walk = try #require(RandomWalks(seed: 11, count: 1).scenarios.first)
        walk.steps[3].expect.state.overlay.toggle()
        let result = await ConformanceRunner(driver: CoreConformanceDriver()).run(walk)
        #expect(result.failures.count == 1)
        #expect(result.failures.first?.step == 4)
    }
}
