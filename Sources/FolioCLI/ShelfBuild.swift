import ArgumentParser
import FolioBuild
import FolioBuildInfo
import FolioFormats
import FolioModel
import FolioPluginAPI
import Foundation

/// `folio build SHELF`: builds each issue of a shelf into its own folder of every sink's output
/// (`OUT/html/SLUG/`, `OUT/json/SLUG/`), then the shelf's documents beside them (the shelf page
/// and the feed in the HTML output, `shelf.json` in the JSON output).
///
/// An issue whose folder has not changed since its last build (`ShelfRecord`) and whose
/// output is still there is not built again; the others are built with their own build cache
/// (`CACHE/SLUG`). An issue that fails keeps its previous output and its place on the shelf;
/// the others are built and the shelf's documents written, and the build fails at the end.
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
        var record = ShelfRecord.load(from: cache, reporting: &damage)
        printer.print(damage)
        let tool =
            [
                BuildInfo.version, command.issue.includesDrafts ? "drafts" : "", settings.baseURL ?? "",
                command.strict ? "strict" : "",
            ] + targets.map { "\($0.publisher.name)=\($0.folder.path)" }
        var described: [ShelfIssue] = []
        var rebuilt: [String] = [], unchanged: [String] = [], failed: [String] = []
        for entry in shelf.issues {
            let issueTargets = targets.map {
                PublishTarget(publisher: $0.publisher, folder: $0.folder.appendingPathComponent(entry.slug))
            }
            let fingerprint = ShelfRecord.fingerprint(of: entry.folder, tool: tool.joined(separator: "\u{0}"))
            if let last = record.issues[entry.slug], last.fingerprint == fingerprint,
                issueTargets.allSatisfy({ FileManager.default.fileExists(atPath: $0.folder.path) })
            {
                if talks { Console.out("\(entry.slug): unchanged since the last build") }
                described.append(last.issue)
                unchanged.append(entry.slug)
                continue
            }
            if talks { Console.out("\(entry.slug):") }
            do {
                let built = try await command.build(
                    folder: "\(shelf.displayPath)/\(entry.folder.lastPathComponent)", targets: issueTargets,
                    cache: cache.appendingPathComponent(entry.slug))
                let issue = ShelfIssue(entry: entry, state: built.state)
                record.issues[entry.slug] = ShelfRecord.Built(fingerprint: fingerprint, issue: issue)
                described.append(issue)
                rebuilt.append(entry.slug)
            } catch {
                if let last = record.issues[entry.slug] { described.append(last.issue) }
                failed.append(entry.slug)
            }
        }
        // In the order of what each description says (a broken issue keeps its last place).
        described.sort { ShelfEntry.isNewer(($0.date, $0.number, $0.slug), than: ($1.date, $1.number, $1.slug)) }
        let site = ShelfSite(settings: settings, folderName: shelf.folder.lastPathComponent, issues: described)
        do {
            try removeLeftovers(of: shelf, record: &record)
            try record.save(to: cache)
            for target in targets {
                guard let publisher = target.publisher as? any ShelfPublisher else { continue }
                for file in try publisher.shelfFiles(for: site) {
                    try OutputFolder.update(file, in: target.folder)
                }
            }
        } catch {
            printer.print((error as? FolioError)?.diagnostics ?? [.error("\(error)")], prefix: "shelf: ")
            printer.conclude("shelf build failed writing the shelf's documents")
            throw ExitCode.failure
        }
        if talks || !failed.isEmpty {
            var parts = ["rebuilt \(rebuilt.isEmpty ? "none" : rebuilt.joined(separator: ", "))"]
            if !unchanged.isEmpty { parts.append("unchanged \(unchanged.joined(separator: ", "))") }
            if !failed.isEmpty { parts.append("failed \(failed.joined(separator: ", "))") }
            Console.out(
                "shelf \(site.title): \(BuildSummary.count(shelf.issues.count, "issue")); \(parts.joined(separator: "; "))"
            )
        }
        guard failed.isEmpty else {
            printer.conclude(
                "shelf build failed: \(BuildSummary.count(failed.count, "issue")) did not build (\(failed.joined(separator: ", "))); each keeps its previous output, the other issues and the shelf's documents are written"
            )
            throw ExitCode.failure
        }
        guard talks else { return }
        for target in targets {
            Console.out("wrote \(target.publisher.name) to \(target.folder.relativePath) (one folder per issue)")
        }
    }

    /// The shelf's `shelf.yaml`, if it has one; its errors fail the build.
    static func settings(of shelf: ShelfFolder) throws(FolioError) -> ShelfSettings {
        let url = shelf.folder.appendingPathComponent(ShelfSettingsFile.fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return ShelfSettings() }
        let path =
            shelf.displayPath == "." ? ShelfSettingsFile.fileName : "\(shelf.displayPath)/\(ShelfSettingsFile.fileName)"
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
            throw FolioError(step: "shelf", "cannot read '\(path)' as UTF-8 text", at: SourceLocation(path: path))
        }
        let (settings, diagnostics) = ShelfSettingsFile.parse(text, path: path)
        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw FolioError(step: "shelf", diagnostics: diagnostics) }
        return settings
    }

    /// Removes the output folders (and records) of issues that left the shelf since the last
    /// build.
    private func removeLeftovers(of shelf: ShelfFolder, record: inout ShelfRecord) throws {
        let slugs = Set(shelf.issues.map(\.slug))
        for slug in record.issues.keys where !slugs.contains(slug) {
            for target in targets {
                let folder = target.folder.appendingPathComponent(slug)
                if FileManager.default.fileExists(atPath: folder.path) {
                    try FileManager.default.removeItem(at: folder)
                }
            }
            record.issues[slug] = nil
        }
    }
}
