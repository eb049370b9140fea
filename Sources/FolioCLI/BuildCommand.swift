import ArgumentParser
import FolioBuild
import FolioPluginAPI
import FolioShelf
import Foundation

/// `folio build`: runs the whole pipeline with the build cache, `Pipeline.build` with the
/// chosen publishers: the issue read and paginated, the gate (`PipelineStep.check`: errors, or
/// warnings under `--strict`, write nothing), then the publishers.
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

    @OptionGroup var issue: IssueFolder

    @Option(name: .customLong("sink"), help: "A sink to publish with (repeatable); see `folio plugins`.")
    var sinks: [String] = []

    @OptionGroup var sinkOptions: SinkOptions

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

    @Flag(
        name: .shortAndLong,
        help: "Print nothing when the build succeeds without warnings (errors and warnings still are).")
    var quiet = false

    @Flag(help: "Treat warnings as errors: fail the build (status 1) and write nothing, for CI.")
    var strict = false

    @Option(help: "How problems are printed: text (file:line:column: severity: message) or json (an object a line).")
    var diagnostics: DiagnosticFormat = .text

    func run() async throws {
        let folder = try issue.resolve()
        let targets = try sinkOptions.apply(to: resolvePublishers(FolioCLI.registry))
        if ShelfFolder.isShelf(URL(fileURLWithPath: folder)) {
            try await ShelfBuild(command: self, targets: targets).run(folder: folder, cache: cacheURL())
            return
        }
        let talks = !quiet
        let built = try await build(folder: folder, targets: targets, cache: cacheURL())
        guard talks else { return }
        for target in targets {
            Console.out("wrote \(target.publisher.name) to \(target.folder.relativePath)")
        }
        if verbose {
            Console.out(
                "build cache: \(built.state.reusedFiles) of \(built.state.scan.claims.count) content files unchanged since the last build"
            )
            Console.out(built.timings.line)
        }
    }

    /// Builds the issue in `folder` with `targets` and the build cache at `cache`, printing its
    /// summary and problems (`IssueBuildReport`). Throws `ExitCode.failure`, having said why,
    /// when it fails: the targets' previous output is then unchanged.
    func build(
        folder: String, targets: [PublishTarget], cache: URL
    ) async throws -> BuildContext {
        let report = IssueBuildReport(targets: targets, options: reportOptions)
        var builder = builder(cache: cache)
        builder.excluding.append(cache)
        var context = BuildContext(builder: builder, path: folder)
        context.framing = targets.map(\.publisher)
        do {
            try await StepRunner.run(Pipeline.build(targets, strict: strict), on: &context, report: report)
        } catch {
            throw ExitCode.failure
        }
        return context
    }

    /// What an issue's build works with: the registry's plugins, the build cache at `cache`,
    /// `--drafts`, and the output folder left out of the content (the build adds its cache).
    func builder(cache: URL) -> IssueBuilder {
        var builder = IssueBuilder(registry: FolioCLI.registry, cache: cache, includesDrafts: issue.includesDrafts)
        builder.excluding = [URL(fileURLWithPath: out)]
        return builder
    }

    /// What of the options an issue's report follows.
    var reportOptions: IssueBuildReport.Options {
        IssueBuildReport.Options(diagnostics: diagnostics, verbose: verbose, quiet: quiet)
    }

    private func cacheURL() -> URL {
        if let cache { return URL(fileURLWithPath: cache) }
        return URL(fileURLWithPath: out).standardizedFileURL.deletingLastPathComponent().appendingPathComponent(
            ".folio-cache")
    }

    /// The publishers `--sink` names, else every one that publishes by default, each with
    /// its folder.
    func resolvePublishers(_ registry: PluginRegistry) throws -> [PublishTarget] {
        let outURL = URL(fileURLWithPath: out)
        if sinks.isEmpty {
            return registry.publishers.filter(\.publishesByDefault).map {
                PublishTarget(publisher: $0, folder: outURL.appendingPathComponent($0.name))
            }
        }
        var chosen: [PublishTarget] = []
        for name in sinks {
            guard let publisher = registry.publisher(named: name) else {
                if registry.previewer(named: name) != nil {
                    throw ValidationError(
                        "'\(ControlCharacters.escaped(name))' is a previewer, not a publisher: run `folio preview` instead"
                    )
                }
                let known = registry.publishers.map(\.name).joined(separator: ", ")
                throw ValidationError(
                    "no sink named '\(ControlCharacters.escaped(name))'; installed sinks: \(known.isEmpty ? "none" : known)"
                )
            }
            let folder = sinks.count == 1 ? outURL : outURL.appendingPathComponent(publisher.name)
            chosen.append(PublishTarget(publisher: publisher, folder: folder))
        }
        return chosen
    }
}
