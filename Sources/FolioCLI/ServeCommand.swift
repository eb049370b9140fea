import ArgumentParser
import FolioBuild
import FolioPluginAPI
import FolioServer
import FolioWatch
import Foundation

/// `folio serve`: builds the issue, serves the HTML bundle, and rebuilds and reloads the open
/// pages on every change to the content folder.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the issue, serve it over HTTP, and rebuild and reload the pages on every change.",
        discussion: """
            Serves the html sink's bundle at http://HOST:PORT/ and watches the content folder \
            (inotify). Each burst of changes (a save, a git checkout) is one incremental \
            rebuild; the open pages then reload at the same place. A build with errors keeps \
            serving the last good issue and shows the errors, with their locations, in the \
            terminal and over the page; the next good build clears them. Only the bundle's \
            files are served, and the pages get a live-reload script that `folio build` output \
            never has. Ctrl-C or SIGTERM stops the server.
            """
    )

    @OptionGroup var issue: IssueFolder

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port: Int = 8000

    @Option(help: "The address to listen on. The default serves this machine only.")
    var host: String = "127.0.0.1"

    @Option(help: "The folder the bundle is built into. Default: a temporary folder, removed on exit.")
    var out: String?

    @Option(help: "The build cache. Default: .folio-cache in the current folder, as `folio build` uses.")
    var cache: String = ".folio-cache"

    @Flag(name: .shortAndLong, help: "Print every diagnostic, not only the first few of each kind.")
    var verbose = false

    @Option(help: "How problems are printed: text (file:line:column: severity: message) or json (an object a line).")
    var diagnostics: DiagnosticFormat = .text

    @Flag(
        name: .customLong("open"),
        help: "Open the served issue in the browser (xdg-open, or open on macOS) once it is served.")
    var opensBrowser = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() async throws {
        let folder = try issue.resolve()
        let printer = DiagnosticPrinter(format: diagnostics, verbose: verbose)
        guard let publisher = FolioCLI.registry.publisher(named: "html") else {
            throw ValidationError("no html sink is installed; see `folio plugins`")
        }
        let temporary = out == nil
        let outURL =
            out.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent(
                "folio-serve-\(ProcessInfo.processInfo.processIdentifier)")
        defer { if temporary { try? FileManager.default.removeItem(at: outURL) } }
        let cacheURL = URL(fileURLWithPath: cache)
        var builder = IssueBuilder(registry: FolioCLI.registry, cache: cacheURL, includesDrafts: issue.includesDrafts)
        builder.excluding = [outURL, cacheURL]
        let build = LiveBuild(builder: builder, folder: folder, publisher: publisher, out: outURL)
        let hub = ReloadHub()

        // Watching starts before the first build, so a save during it starts a rebuild.
        let watcher: FolderWatcher
        do {
            watcher = try FolderWatcher(folder: URL(fileURLWithPath: folder), excluding: [outURL, cacheURL])
        } catch {
            // A folder that cannot be read is reported as `folio build` reports it.
            let outcome = await build.run(everything: false)
            printer.print(outcome.errors)
            if outcome.errors.isEmpty { Console.error("serve: \(error)") }
            throw ExitCode.failure
        }
        let first = await build.run(everything: true)
        Self.report(first, generation: 0, relocations: [:], hub: hub, printer: printer)
        let server = BundleServer(folder: outURL, host: host, port: port, hub: hub)
        let host = self.host
        let opensBrowser = self.opensBrowser
        do {
            try await server.run(
                listening: { port in
                    let shown = host.contains(":") ? "[\(host)]" : host
                    let address = "http://\(shown):\(port)/"
                    Self.say("serving at \(address) (watching \(watcher.folder.path); Ctrl-C stops)")
                    if opensBrowser, let problem = BrowserOpener.open(address) { Console.error(problem) }
                },
                alongside: {
                    var places = first.places
                    while let batch = await watcher.changes.next() {
                        Self.say("changed: \(batch.summary)")
                        // The pages hear of a good rebuild as soon as its bundle is written.
                        var told = false
                        let tell = { (outcome: LiveBuild.Outcome) in
                            let relocations = LiveBuild.relocations(from: places, to: outcome.places)
                            places.merge(outcome.places) { $1 }
                            Self.report(
                                outcome, generation: hub.status.generation, relocations: relocations, hub: hub,
                                printer: printer)
                            told = true
                        }
                        // The first good build reads every article: their places are the old ones.
                        let outcome = await build.run(everything: places.isEmpty, written: tell)
                        if told { printer.print(outcome.afterPublishing) } else { tell(outcome) }
                    }
                    watcher.stop()
                })
        } catch {
            watcher.stop()
            Console.error("serve: \(error)")
            throw ExitCode.failure
        }
        watcher.stop()
        Self.say("stopped")
    }

    /// Prints a line at once, also when the output is a pipe or a file.
    private static func say(_ line: String) {
        Console.out(line)
        fflush(nil)
    }

    /// Prints how a build went and tells the pages: a good build is the next generation.
    private static func report(
        _ outcome: LiveBuild.Outcome, generation: Int, relocations: [String: [String: [String: Int]]], hub: ReloadHub,
        printer: DiagnosticPrinter
    ) {
        let milliseconds = Int((outcome.duration / .milliseconds(1)).rounded())
        printer.print(outcome.warnings)
        if outcome.succeeded {
            let title = outcome.title.map { "'\($0)'" } ?? "the issue"
            Self.say("built \(title) in \(milliseconds) ms (\(outcome.read) of \(outcome.files) content files read)")
            hub.publish(BuildStatus(generation: generation + 1, relocations: relocations))
        } else {
            printer.print(outcome.errors)
            let count = outcome.errors.count
            printer.conclude("build failed: \(count) error\(count == 1 ? "" : "s"); still serving the last good build")
            hub.publish(BuildStatus(generation: generation, problems: outcome.errors.map(BuildStatus.Problem.init)))
        }
    }
}
