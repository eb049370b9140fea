import ArgumentParser
import FolioBuild
import FolioBuildInfo
import FolioFormats
import FolioModel
import FolioPluginAPI
import FolioShelf
import Foundation

/// `folio build SHELF`: builds each issue of a shelf into its own folder of every sink's output
/// (`OUT/html/SLUG/`, `OUT/json/SLUG/`), then the shelf's documents beside them (the shelf page
/// and the feed in the HTML output, `shelf.json` in the JSON output): one list,
/// `Pipeline.shelf`, run by `StepRunner` on a `ShelfContext`.
///
/// An issue whose folder has not changed since its last build (`ShelfRecord`) and whose
/// output is still there is not built again; the others are built with their own build cache
/// (`CACHE/SLUG`). An issue that fails keeps its previous output and its place on the shelf;
/// the others are built and the shelf's documents written, and the build fails at the end
/// (`ShelfStep.check`, before which the shelf's summary is printed).
struct ShelfBuild {
    /// The command, for its options and its issue build.
    let command: BuildCommand
    /// The sinks and their folders, as for one issue.
    let targets: [PublishTarget]

    func run(folder: String, cache: URL) async throws {
        let printer = DiagnosticPrinter(format: command.diagnostics, verbose: command.verbose)
        let talks = !command.quiet
        let shelf: ShelfFolder
        let settings: ShelfSettings
        do {
            shelf = try ShelfFolder(folder: URL(fileURLWithPath: folder), displayPath: folder)
            settings = try Self.settings(of: shelf)
        } catch {
            printer.print(error.diagnostics)
            printer.conclude("shelf build failed; no output was written")
            throw ExitCode.failure
        }
        var damage: [Diagnostic] = []
        let record = ShelfRecord.load(from: cache, reporting: &damage)
        printer.print(damage)
        var context = ShelfContext(
            shelf: shelf, settings: settings, targets: targets, builder: command.builder(cache: cache), cache: cache,
            strict: command.strict, version: BuildInfo.version, record: record,
            report: ShelfBuildReport(options: command.reportOptions, targets: targets))
        do {
            try await StepRunner.run(Pipeline.shelf(shelf, targets: targets), on: &context) { step, context in
                guard step.name == ShelfStep.checkName, talks || !context.failed.isEmpty else { return }
                Console.out(Self.summary(of: context))
            }
        } catch {
            if error.step == ShelfStep.checkName {
                printer.conclude(error.diagnostics.map(\.message).joined(separator: "; "))
            } else {
                printer.print(error.diagnostics, prefix: "shelf: ")
                printer.conclude("shelf build failed writing the shelf's documents")
            }
            throw ExitCode.failure
        }
        guard talks else { return }
        for target in targets {
            Console.out("wrote \(target.publisher.name) to \(target.folder.relativePath) (one folder per issue)")
        }
        if command.verbose { Console.out(context.timings.line) }
    }

    /// `shelf TITLE: N issues; rebuilt ...; unchanged ...; failed ...`.
    static func summary(of context: ShelfContext) -> String {
        var parts = ["rebuilt \(context.rebuilt.isEmpty ? "none" : context.rebuilt.joined(separator: ", "))"]
        if !context.unchanged.isEmpty { parts.append("unchanged \(context.unchanged.joined(separator: ", "))") }
        if !context.failed.isEmpty { parts.append("failed \(context.failed.joined(separator: ", "))") }
        let issues = BuildSummary.count(context.shelf.issues.count, "issue")
        return "shelf \(context.site.title): \(issues); \(parts.joined(separator: "; "))"
    }

    /// The shelf's `shelf.yaml`, if it has one; its errors fail the build.
    static func settings(of shelf: ShelfFolder) throws(FolioError) -> ShelfSettings {
        let url = shelf.folder.appendingPathComponent(ShelfSettingsFile.fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return ShelfSettings() }
        let path =
            shelf.displayPath == "." ? ShelfSettingsFile.fileName : "\(shelf.displayPath)/\(ShelfSettingsFile.fileName)"
        let text: String
        switch ContentFile(relativePath: ShelfSettingsFile.fileName, url: url, displayPath: path).text() {
        case .success(let read): text = read
        case .failure(let unreadable): throw FolioError(step: "shelf", diagnostics: [unreadable])
        }
        let (settings, diagnostics) = ShelfSettingsFile.parse(text, path: path)
        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw FolioError(step: "shelf", diagnostics: diagnostics) }
        return settings
    }
}
