import ArgumentParser
import FolioCore
import Foundation

/// `folio build`: runs the whole pipeline (`IssueBuilder`) with the build cache.
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the issue in a content folder and publish it with its sinks.",
        discussion: """
            With no --sink, every publishing sink writes into OUT/NAME; with one --sink, it \
            writes into OUT itself. Each output folder is replaced only when its sink \
            succeeds: a failed build leaves the previous output as it was. Rebuilds with the \
            same cache read only the files that changed and rewrite only the articles that \
            changed; the output is the same, byte for byte, as a build with an empty cache.
            """
    )

    @Argument(help: "The content folder.")
    var folder: String = "Content"

    @Option(name: .customLong("sink"), help: "A sink to publish with (repeatable); see `folio plugins`.")
    var sinks: [String] = []

    @Option(name: .long, help: "The output folder.")
    var out: String = "dist"

    @Option(
        name: .long,
        help:
            "The build cache (rendered photos and what the last build made of each file). Default: .folio-cache beside OUT."
    )
    var cache: String?

    @Flag(
        name: .shortAndLong, help: "List files that no source reads and property lists set aside, and time each step.")
    var verbose = false

    func run() async throws {
        let registry = FolioCLI.registry
        let targets = try resolveSinks(registry)
        let builder = IssueBuilder(registry: registry, cache: cacheURL())
        var state: BuildState
        do {
            state = try await builder.load(folderAt: folder)
        } catch {
            ReportedLoad.report(error.diagnostics, verbose: verbose)
            throw ExitCode.failure
        }
        BuildSummary(state: state).lines(verbose: verbose).forEach(Console.out)
        ReportedLoad.report(state.diagnostics, verbose: verbose)
        guard !state.hasErrors else {
            let count = state.diagnostics.filter { $0.severity == .error }.count
            Console.error("build failed: \(count) error\(count == 1 ? "" : "s"); no output was written")
            throw ExitCode.failure
        }
        // Warnings found while publishing (damaged cache entries made again, leftovers of an
        // interrupted build removed) are printed once publishing ends, however it ends.
        let shown = state.diagnostics.count
        defer { state.diagnostics.dropFirst(shown).forEach { Console.error($0.description) } }
        do {
            try await builder.publish(&state, to: targets)
        } catch {
            ReportedLoad.report(error.diagnostics, verbose: verbose, prefix: "\(error.step): ")
            Console.error("build failed; the previous output of that sink is unchanged")
            throw ExitCode.failure
        }
        for target in targets {
            Console.out("wrote \(target.sink.name) to \(target.folder.relativePath)")
        }
        if verbose {
            Console.out(
                "build cache: \(state.reusedFiles) of \(state.scan.claims.count) content files unchanged since the last build"
            )
            Console.out(state.timings.line)
        }
    }

    private func cacheURL() -> URL {
        if let cache { return URL(fileURLWithPath: cache) }
        return URL(fileURLWithPath: out).standardizedFileURL.deletingLastPathComponent().appendingPathComponent(
            ".folio-cache")
    }

    private func resolveSinks(_ registry: PluginRegistry) throws -> [PublishTarget] {
        let outURL = URL(fileURLWithPath: out)
        if sinks.isEmpty {
            return registry.sinks.filter(\.publishes).map {
                PublishTarget(sink: $0, folder: outURL.appendingPathComponent($0.name))
            }
        }
        var chosen: [PublishTarget] = []
        for name in sinks {
            guard let sink = registry.sink(named: name) else {
                let known = registry.sinks.map(\.name).joined(separator: ", ")
                throw ValidationError(
                    "no sink named '\(ControlCharacters.escaped(name))'; installed sinks: \(known.isEmpty ? "none" : known)"
                )
            }
            let folder = sinks.count == 1 ? outURL : outURL.appendingPathComponent(sink.name)
            chosen.append(PublishTarget(sink: sink, folder: folder))
        }
        return chosen
    }
}
