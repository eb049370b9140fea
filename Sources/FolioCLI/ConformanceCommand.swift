import ArgumentParser
import FolioFormats
import FolioPluginAPI
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

            --walks N adds N seeded random key walks (--seed, --walk-length): scenarios made from             the rules engine, one key a step with every field expected, through one synthetic             issue the seed draws. With --write DIR they are written as scenario files             (DIR/walk-001.json, ...) instead of played, and --publish SINK also writes their             issue as that sink publishes it (DIR/SINK), for a test that plays them itself.
            """
    )

    @Argument(help: "Scenario files (or folders of them).")
    var scenarios: [String] = []

    @Option(name: .long, help: "Also play (or, with --write, write) this many seeded random key walks.")
    var walks: Int?

    @Option(name: .long, help: "The seed the random walks and their issue are drawn from.")
    var seed: UInt64 = 1

    @Option(name: .long, help: "Keys per random walk.")
    var walkLength: Int = RandomWalks.defaultLength

    @Option(name: .long, help: "Write the random walks as scenario files into this folder instead of playing them.")
    var write: String?

    @Option(
        name: .long, help: "With --write: also publish the walks' issue with this sink, into the folder's SINK folder.")
    var publish: String?

    @Option(name: .long, help: "The sink to check: \(FolioCLI.conformanceDrivers.names.joined(separator: ", ")).")
    var sink: String = "core"

    @Option(
        name: .long,
        help:
            "The page geometry to play the scenarios at: \(([GeometrySweep.all] + SyntheticIssue.geometries.names).joined(separator: ", "))."
    )
    var geometry: String = GeometrySweep.all

    func validate() throws {
        if scenarios.isEmpty && walks == nil { throw ValidationError("name at least one scenario file, or --walks") }
        if let walks, walks < 1 { throw ValidationError("--walks must be at least 1") }
        if walkLength < 1 { throw ValidationError("--walk-length must be at least 1") }
        if write != nil && (walks == nil || !scenarios.isEmpty) {
            throw ValidationError("--write writes random walks: give --walks and no scenario files")
        }
        if publish != nil && write == nil { throw ValidationError("--publish goes with --write") }
        if !FolioCLI.conformanceDrivers.names.contains(sink)
            && FolioCLI.conformanceDrivers.executable(playing: sink) == nil
        {
            throw ValidationError(
                ConformanceDriverRegistryError.unknown(sink, known: FolioCLI.conformanceDrivers.names).description)
        }
    }

    /// The random walks asked for, if any.
    private var randomWalks: RandomWalks? {
        walks.map { RandomWalks(seed: seed, count: $0, length: walkLength) }
    }

    func run() async throws {
        if let folder = write, let randomWalks {
            return try writeWalks(randomWalks, to: URL(fileURLWithPath: folder))
        }
        let driver: any ConformanceDriver
        do {
            driver = try FolioCLI.conformanceDrivers.driver(named: sink)
        } catch {
            Console.error(error.description)
            throw ExitCode.validationFailure
        }
        let files = scenarioFiles()
        guard !files.isEmpty || walks != nil else {
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
        var passed = true
        if !files.isEmpty {
            let report = await sweep.run(filesAt: files)
            report.lines.forEach(Console.out)
            passed = report.passed
        }
        if let randomWalks {
            let report = await sweep.run(randomWalks.scenarios)
            report.lines.forEach(Console.out)
            passed = passed && report.passed
        }
        if !passed { throw ExitCode.failure }
    }

    /// Writes the walks as scenario files and, with --publish, their issue as the publisher
    /// makes it (straight from the synthetic issue: no content folder, so no pipeline).
    private func writeWalks(_ randomWalks: RandomWalks, to folder: URL) throws {
        var publisher: (any Publisher)?
        if let publish {
            guard let named = FolioCLI.registry.publisher(named: publish) else {
                let known = FolioCLI.registry.publishers.map(\.name).joined(separator: ", ")
                Console.error("no sink named '\(publish)' (known: \(known))")
                throw ExitCode.validationFailure
            }
            publisher = named
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (index, scenario) in randomWalks.scenarios.enumerated() {
                let name = "walk-" + String(format: "%03d", index + 1) + ".json"
                try JSONWriter.data(scenario, pretty: true, newline: false).write(
                    to: folder.appendingPathComponent(name))
            }
            if let publisher {
                let setup = ScenarioSetup(shape: randomWalks.shape, policy: NavigationPolicy(), start: nil)
                try SyntheticIssuePublisher(publisher: publisher).publish(
                    SyntheticIssue(setup: setup), to: folder.appendingPathComponent(publisher.name))
            }
        } catch {
            Console.error("cannot write the walks into \(folder.path): \(error)")
            throw ExitCode.failure
        }
        Console.out(
            "wrote \(randomWalks.count) random walks of \(randomWalks.length) keys (seed \(randomWalks.seed), "
                + "shape \(randomWalks.shape.pageCounts)) into \(folder.path)")
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
    /// The sinks `folio conformance --sink` can check, by name. The kit provides `core`; an
    /// executable that links a sink adds its driver with one `adding` when it runs the CLI:
    /// `FolioCLI.$conformanceDrivers.withValue(.standard.adding("terminal") { ... }) { ... }`.
    @TaskLocal public static var conformanceDrivers = ConformanceDriverRegistry.standard
}
