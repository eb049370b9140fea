import ArgumentParser
import FolioCore
import Foundation

/// `folio conformance`: replays navigation scenarios against a sink.
struct ConformanceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conformance",
        abstract: "Check a sink against the navigation scenarios of docs/navigation.md.",
        discussion: """
            Each scenario builds a synthetic issue of its shape, presses its keys and compares \
            the fields it expects. A folder argument stands for the .json files in it. The \
            scenarios run at every page geometry of the standard set (the rules engine on that \
            geometry's pages, the HTML carousel in a window of that geometry's size), or at the \
            one --geometry names; the terminal paginates for its own cells, so it runs them once. \
            Prints, per geometry, PASS or FAIL per scenario with every failure and \
            'N passed, M failed', then the counts over all geometries; exits non-zero when any \
            scenario fails.
            """
    )

    @Argument(help: "Scenario files (or folders of them).")
    var scenarios: [String]

    @Option(name: .long, help: "The sink to check: \(FolioCLI.conformanceDrivers.names.joined(separator: ", ")).")
    var sink: String = "core"

    @Option(
        name: .long,
        help:
            "The page geometry to play the scenarios at: \(([GeometrySweep.all] + SyntheticIssue.geometries.names).joined(separator: ", "))."
    )
    var geometry: String = GeometrySweep.all

    func validate() throws {
        if scenarios.isEmpty { throw ValidationError("name at least one scenario file") }
        if !FolioCLI.conformanceDrivers.names.contains(sink) {
            throw ValidationError(
                ConformanceDriverRegistryError.unknown(sink, known: FolioCLI.conformanceDrivers.names).description)
        }
    }

    func run() async throws {
        let driver: any ConformanceDriver
        do {
            driver = try FolioCLI.conformanceDrivers.driver(named: sink)
        } catch {
            Console.error(error.description)
            throw ExitCode.validationFailure
        }
        let files = scenarioFiles()
        guard !files.isEmpty else {
            Console.error("no scenario files in \(scenarios.joined(separator: ", "))")
            throw ExitCode.failure
        }
        if case .own(let screen) = driver.pages, geometry != GeometrySweep.all {
            Console.error(
                "the \(sink) sink paginates for \(screen), not for page geometries; leave out --geometry")
            throw ExitCode.validationFailure
        }
        let sweep: GeometrySweep
        do {
            sweep = try GeometrySweep(driver: driver, geometry: geometry)
        } catch {
            Console.error(error.description)
            throw ExitCode.validationFailure
        }
        let report = await sweep.run(filesAt: files)
        report.lines.forEach(Console.out)
        if !report.passed { throw ExitCode.failure }
    }

    /// The arguments with folders replaced by their `.json` files in name order.
    private func scenarioFiles() -> [URL] {
        scenarios.flatMap { path -> [URL] in
            let url = URL(fileURLWithPath: path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
                let names = try? FileManager.default.contentsOfDirectory(atPath: path)
            else { return [url] }
            return names.filter { $0.hasSuffix(".json") }.sorted().map { url.appendingPathComponent($0) }
        }
    }
}

extension FolioCLI {
    /// The sinks `folio conformance --sink` can check, by name. FolioCore provides `core`; an
    /// executable that links a sink adds its driver with one `adding` when it runs the CLI:
    /// `FolioCLI.$conformanceDrivers.withValue(.standard.adding("terminal") { ... }) { ... }`.
    @TaskLocal public static var conformanceDrivers = ConformanceDriverRegistry.standard
}
