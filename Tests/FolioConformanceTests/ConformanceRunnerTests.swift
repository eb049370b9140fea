import FolioPluginAPI
import Foundation
import Testing

@testable import FolioConformance

@Suite struct ConformanceRunnerTests {
    private func run(_ json: String) async throws -> ScenarioResult {
        let scenario = try JSONDecoder().decode(Scenario.self, from: Data(json.utf8))
        return await ConformanceRunner(driver: CoreConformanceDriver()).run(scenario)
    }

    @Test func aWrongExpectationIsReportedWithItsStepFieldAndValues() async throws {
        let result = try await run(
            """
            {"name": "wrong", "shape": [2, 2], "steps": [
              {"keys": "down", "expect": {"at": [0, 1]}},
              {"keys": "down right", "expect": {"at": [1, 0], "peek": "previous", "moves": ["up"]}},
              {"keys": "up", "expect": {"at": [0, 0]}}
            ]}
            """)
        #expect(!result.passed)
        #expect(
            result.failures == [
                ConformanceFailure(
                    scenario: "wrong", step: 2, keys: "down right",
                    detail: .mismatch(field: .at, expected: "[1, 0]", got: "[0, 1]")),
                ConformanceFailure(
                    scenario: "wrong", step: 2, keys: "down right",
                    detail: .mismatch(field: .peek, expected: "\"previous\"", got: "null")),
            ])
        #expect(
            result.lines == [
                "FAIL wrong",
                "  step 2 (keys \"down right\"): at: expected [1, 0], got [0, 1]",
                "  step 2 (keys \"down right\"): peek: expected \"previous\", got null",
            ])
    }

    @Test func aWrongInitialStateIsReportedAsInitial() async throws {
        let result = try await run(
            """
            {"name": "start", "shape": [1, 2], "initial": {"moves": ["down"], "zoom": 1}, "steps": []}
            """)
        #expect(
            result.failures == [
                ConformanceFailure(
                    scenario: "start", step: nil, keys: nil,
                    detail: .mismatch(field: .moves, expected: "[\"down\"]", got: "[\"right\"]"))
            ])
        #expect(result.failures.first?.description == "initial: moves: expected [\"down\"], got [\"right\"]")
    }

    @Test func zoomIsComparedAsANumberAndNullIsAnExpectation() async throws {
        let result = try await run(
            """
            {"name": "z", "shape": [1], "zoomable": {"0": [0]}, "policy": {"zoom-step": 1.5, "max-zoom": 3},
             "steps": [{"keys": "+ + + +", "expect": {"zoom": 3.0, "highlight": null, "peek": null, "overlay": false}},
                       {"keys": "- -", "expect": {"zoom": 1.3333333333333333}}, {"keys": "- -", "expect": {"zoom": 1, "moves": []}}]}
            """)
        #expect(result.passed, "\(result.lines)")
    }

    @Test func anUnknownKeyIsAProblemAtItsStep() async throws {
        let result = try await run(
            """
            {"name": "keys", "shape": [1], "steps": [{"keys": "down jump", "expect": {}}]}
            """)
        guard case .problem(let message) = result.failures.first?.detail else {
            Issue.record("expected a problem, got \(result.failures)")
            return
        }
        #expect(result.failures.first?.step == 1)
        #expect(message.contains("'jump' is not a navigation key"))
    }

    @Test(arguments: [
        ("{\"name\": 3}", "expected String at name"),
        ("{\"name\": \"x\", \"shape\": [1], \"steps\": [], \"polcy\": {}}", "unknown scenario key 'polcy'"),
        ("{\"name\": \"x\", \"shape\": [1], \"policy\": {\"wrapp\": true}}", "unknown policy key 'wrapp'"),
        (
            "{\"name\": \"x\", \"shape\": [1], \"steps\": [{\"keys\": \"up\", \"expect\": {\"zom\": 1}}]}",
            "unknown expectation key 'zom'"
        ),
        ("{\"name\": \"x\", \"shape\": [1], \"zoomable\": {\"a\": [0]}}", "zoomable"),
        ("{\"name\": \"x\", \"shape\": [1], \"policy\": {\"edge-pull\": \"yank\"}}", "edge-pull"),
        ("not json", "is not a scenario"),
    ])
    func aFileThatDoesNotDecodeIsAFailureNamedAfterTheFile(json: String, fragment: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("odd.json")
        try Data(json.utf8).write(to: file)
        let report = await ConformanceRunner(driver: CoreConformanceDriver()).run(filesAt: [
            file, folder.appendingPathComponent("missing.json"),
        ])
        #expect(report.results.map(\.name) == ["odd.json", "missing.json"])
        #expect(report.summary == "0 passed, 2 failed")
        let message = report.results.first?.failures.first?.description ?? ""
        #expect(message.contains(fragment), "\(message)")
        #expect(report.results.last?.failures.first?.description.contains("cannot be read") == true)
    }

    @Test(arguments: [
        ("{\"name\": \"x\", \"shape\": [1, 0]}", "article 1 has 0 pages"),
        ("{\"name\": \"x\", \"shape\": []}", "at least one article"),
        ("{\"name\": \"x\", \"shape\": [2], \"start\": [0, 2]}", "start [0, 2] is not a page"),
        ("{\"name\": \"x\", \"shape\": [2], \"zoomable\": {\"1\": [0]}}", "zoomable page [1, 0]"),
        ("{\"name\": \"x\", \"shape\": [2], \"policy\": {\"zoom-step\": 1}}", "zoom-step more than 1"),
    ])
    func aScenarioThatCannotBeSetUpIsAProblem(json: String, fragment: String) async throws {
        let result = try await run(json)
        #expect(result.failures.count == 1)
        #expect(result.failures.first?.description.hasPrefix("scenario: ") == true)
        #expect(result.failures.first?.description.contains(fragment) == true, "\(result.failures)")
    }

    @Test func theReportEndsWithItsCounts() async throws {
        let pass = try JSONDecoder().decode(
            Scenario.self, from: Data(#"{"name": "p", "shape": [1], "steps": []}"#.utf8))
        let fail = try JSONDecoder().decode(
            Scenario.self, from: Data(#"{"name": "f", "shape": [1], "initial": {"at": [0, 1]}}"#.utf8))
        let runner = ConformanceRunner(driver: CoreConformanceDriver())
        let report = ConformanceReport(results: [await runner.run(pass), await runner.run(fail)])
        #expect(report.lines.last == "1 passed, 1 failed")
        #expect(report.lines.first == "PASS p")
        #expect(!report.passed)
    }

    @Test func scenariosRoundTripThroughJSON() throws {
        let folder = try #require(ConformanceScenarioTests.folder)
        for file in ConformanceScenarioTests.scenarioFiles {
            let scenario = try Scenario.load(from: folder.appendingPathComponent(file))
            for pretty in [false, true] {
                let again = try JSONDecoder().decode(Scenario.self, from: JSONWriter.data(scenario, pretty: pretty))
                #expect(again == scenario, "\(file)")
            }
        }
    }

    @Test func theDriverRegistryKnowsCoreAndNamesTheKnownOnes() throws {
        let registry = ConformanceDriverRegistry.standard.adding("echo") { CoreConformanceDriver() }
        #expect(registry.names == ["core", "echo"])
        #expect(throws: ConformanceDriverRegistryError.unknown("html", known: ["core", "echo"])) {
            try registry.driver(named: "html")
        }
        #expect(
            "\(ConformanceDriverRegistryError.unknown("html", known: ["core"]))"
                == "no conformance sink named 'html'; known sinks: core")
    }

    @Test func pressingBeforeBeginningIsAnError() async {
        await #expect(throws: ConformanceDriverError.notBegun) {
            _ = try await CoreConformanceDriver().press(.down)
        }
    }
}

@Suite struct ConformanceModelTests {
    @Test func scenarioPolicyKeysAreTheKeysNavigationPolicyCodes() throws {
        let encoded = try JSONSerialization.jsonObject(with: JSONWriter.data(NavigationPolicy())) as? [String: Any]
        #expect(Set(encoded?.keys.map { $0 } ?? []) == Set(ScenarioKeys.policy))
    }

    @Test func observedStatesCodeAsScenariosSpellThem() throws {
        let state = ObservedState(
            at: Position(1, 2), zoom: 2.5, overlay: false, highlight: nil, peek: .next, moves: [.up, .down])
        let json = String(decoding: JSONWriter.data(state, newline: false), as: UTF8.self)
        #expect(
            json
                == #"{"at":[1,2],"found":[],"highlight":null,"hit":null,"moves":["down","up"],"overlay":false,"peek":"next","search":null,"zoom":2.5}"#
        )
        #expect(try JSONDecoder().decode(ObservedState.self, from: Data(json.utf8)) == state)
    }

    @Test func anExpectedNullIsNotAnAbsentField() throws {
        let expectation = try JSONDecoder().decode(Expectation.self, from: Data(#"{"peek": null, "at": [0, 0]}"#.utf8))
        #expect(expectation.fields == [.at, .peek])
        let showing = ObservedState(
            at: Position(0, 0), zoom: 1, overlay: false, highlight: nil, peek: .previous, moves: [])
        #expect(expectation.mismatches(in: showing).map(\.field) == [.peek])
        #expect(Expectation(at: Position(0, 0)).mismatches(in: showing).isEmpty)
    }
}
