import FolioModel
import FolioNavigation
import Foundation

/// Replays scenarios against a sink through its `ConformanceDriver` and collects failures.
///
/// A scenario stops at its first failing step: the steps after it would start from a state
/// the scenario did not mean, and their failures would only repeat the first.
package struct ConformanceRunner: Sendable {
    /// The sink under test.
    package let driver: any ConformanceDriver
    /// The page geometry the sink shows the scenarios at (see `ScenarioSetup.geometry`).
    package let geometry: PageGeometrySet.Entry?

    /// Creates a runner for one driver, showing `geometry`'s pages; it runs one scenario at a time.
    package init(driver: any ConformanceDriver, geometry: PageGeometrySet.Entry? = nil) {
        self.driver = driver
        self.geometry = geometry
    }

    /// Runs scenario files in order. A file that cannot be read or decoded is a failed
    /// scenario named after the file.
    package func run(filesAt urls: [URL]) async -> ConformanceReport {
        var results: [ScenarioResult] = []
        for url in urls {
            results.append(await run(fileAt: url))
        }
        return ConformanceReport(results: results)
    }

    /// Runs scenarios in order (random walks, say).
    package func run(_ scenarios: [Scenario]) async -> ConformanceReport {
        var results: [ScenarioResult] = []
        for scenario in scenarios {
            results.append(await run(scenario))
        }
        return ConformanceReport(results: results)
    }

    /// Runs one scenario file.
    package func run(fileAt url: URL) async -> ScenarioResult {
        let scenario: Scenario
        do {
            let data = try Data(contentsOf: url)
            do {
                scenario = try JSONDecoder().decode(Scenario.self, from: data)
            } catch {
                return Self.unreadable(url, "is not a scenario: \(Self.explain(error))")
            }
        } catch {
            return Self.unreadable(url, "cannot be read: \(SystemError.words(error))")
        }
        var result = await run(scenario)
        result.file = url.path
        return result
    }

    /// Runs one scenario.
    package func run(_ scenario: Scenario) async -> ScenarioResult {
        var log = FailureLog(scenario: scenario.name)
        let setup: ScenarioSetup
        do {
            setup = try scenario.setup(geometry: geometry)
        } catch {
            log.problem(error.description, step: nil, keys: nil)
            return ScenarioResult(name: scenario.name, failures: log.failures)
        }
        await replay(scenario, setup: setup, log: &log)
        await driver.end()
        return ScenarioResult(name: scenario.name, failures: log.failures)
    }

    private func replay(_ scenario: Scenario, setup: ScenarioSetup, log: inout FailureLog) async {
        var observed: ObservedState
        do {
            observed = try await driver.begin(setup)
        } catch {
            log.problem("the sink could not open the issue: \(error)", step: nil, keys: nil)
            return
        }
        if let initial = scenario.initial {
            guard log.check(initial, against: observed, step: nil, keys: nil) else { return }
        }
        for (index, step) in scenario.steps.enumerated() {
            let number = index + 1
            let keys: [NavigationKey]
            do {
                keys = try NavigationKey.sequence(step.keys)
            } catch {
                log.problem(error.description, step: number, keys: step.keys)
                return
            }
            if let text = step.type {
                do {
                    observed = try await driver.type(text)
                } catch {
                    log.problem("the sink failed typing \"\(text)\": \(error)", step: number, keys: step.keys)
                    return
                }
            }
            for key in keys {
                do {
                    observed = try await driver.press(key)
                } catch {
                    log.problem("the sink failed on '\(key)': \(error)", step: number, keys: step.keys)
                    return
                }
            }
            guard log.check(step.expect, against: observed, step: number, keys: step.keys) else { return }
        }
    }

    private static func unreadable(_ url: URL, _ reason: String) -> ScenarioResult {
        let file = url.lastPathComponent
        let failure = ConformanceFailure(scenario: file, step: nil, keys: nil, detail: .problem("\(file) \(reason)"))
        return ScenarioResult(name: file, file: url.path, failures: [failure])
    }

    /// A decoding error's context in words, rather than its debug dump.
    private static func explain(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return error.localizedDescription }
        switch error {
        case .dataCorrupted(let context):
            return Self.describe(context)
        case .keyNotFound(let key, let context):
            return "missing key '\(key.stringValue)'" + Self.location(context)
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "expected \(type)" + Self.location(context) + ": " + context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }

    private static func describe(_ context: DecodingError.Context) -> String {
        let underlying = (context.underlyingError as NSError?).map { " (\($0.localizedDescription))" } ?? ""
        return context.debugDescription + Self.location(context) + underlying
    }

    private static func location(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return path.isEmpty ? "" : " at \(path.hasPrefix(".") ? String(path.dropFirst()) : path)"
    }
}
