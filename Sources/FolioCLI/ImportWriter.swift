import FolioFormats
import Foundation

/// Writes an imported issue into its folder without losing anything the editor did there: a
/// file changed since the last import (`ImportRecord`) is kept and named, an `issue.yaml`
/// changed since then is kept and the site's settings go into `issue.imported.yaml` beside
/// it, and files the last import wrote that this one does not are removed only if unchanged.
/// Every write replaces a file atomically, never following a link, and nothing is written
/// into the site.
struct ImportWriter {
    /// Where the site's settings go when the editor changed `issue.yaml`.
    static let importedSettingsName = "issue.imported.yaml"
    /// The settings file's name.
    static let settingsName = "issue.yaml"

    /// Why an issue folder cannot be imported into.
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    /// What a write did, for the command's summary.
    struct Outcome {
        /// Files kept as the editor left them, with the site's version not written.
        var kept: [String] = []
        /// Whether `issue.yaml` was kept and the site's settings written beside it.
        var settingsKeptBeside = false
        /// Files of the last import no longer imported, removed.
        var removed: [String] = []
    }

    let site: URL
    let issue: URL
    let issueName: String

    /// Refuses a folder that is, holds or lies inside the site, a file, or a folder holding
    /// files that no import made; returns the last import's record, if any.
    func check() throws -> ImportRecord? {
        let siteReal = Self.realPath(site)
        let issueReal = Self.realPath(issue)
        if issueReal == siteReal || issueReal.hasPrefix(siteReal + "/") {
            throw Refusal(
                description:
                    "'\(issueName)' is inside the site; folio import never writes into the site: name a folder outside it"
            )
        }
        if siteReal.hasPrefix(issueReal + "/") {
            throw Refusal(description: "'\(issueName)' holds the site; name a new folder for the issue")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: issue.path, isDirectory: &isFolder) else { return nil }
        guard isFolder.boolValue else {
            throw Refusal(description: "'\(issueName)' is a file; name a folder for the issue")
        }
        let record: ImportRecord?
        do {
            record = try ImportRecord.read(in: issue)
        } catch {
            throw Refusal(
                description:
                    "'\(issueName)/\(ImportRecord.fileName)' cannot be read (\(error)); import into a new folder")
        }
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: issue.path)) ?? []).filter {
            $0 != ".DS_Store"
        }
        guard let record else {
            guard entries.isEmpty else {
                throw Refusal(
                    description:
                        "'\(issueName)' already holds files that folio import did not write; import into a new or empty folder"
                )
            }
            return nil
        }
        guard Self.realPath(URL(fileURLWithPath: record.site)) == siteReal else {
            throw Refusal(
                description:
                    "'\(issueName)' was imported from \(record.site), not from this site; import into a new folder")
        }
        return record
    }

    /// Writes `files` (issue-relative paths and their bytes), the settings and the report,
    /// then the new record.
    func write(
        files: [(path: String, data: Data)], settings: String, report: String, kind: SiteKind,
        previous: ImportRecord?
    ) throws -> Outcome {
        var outcome = Outcome()
        var written: [String: ImportRecord.Written] = [:]
        try FileManager.default.createDirectory(at: issue, withIntermediateDirectories: true)
        for file in files {
            let url = issue.appendingPathComponent(file.path)
            if FileManager.default.fileExists(atPath: url.path), previous?.isUnchanged(file.path, in: issue) != true {
                if (try? Data(contentsOf: url)) == file.data {
                    written[file.path] = ImportRecord.state(of: url)
                } else {
                    // Still the import's file, changed: it stays protected next time too.
                    written[file.path] = previous?.files[file.path]
                    outcome.kept.append(file.path)
                }
                continue
            }
            try replace(url, with: file.data)
            written[file.path] = ImportRecord.state(of: url)
        }
        let settingsURL = issue.appendingPathComponent(Self.settingsName)
        let beside = issue.appendingPathComponent(Self.importedSettingsName)
        let current = try? String(contentsOf: settingsURL, encoding: .utf8)
        if current == nil || current == previous?.settings || current == settings {
            try replace(settingsURL, with: Data(settings.utf8))
            if FileManager.default.fileExists(atPath: beside.path) { try FileManager.default.removeItem(at: beside) }
        } else {
            try replace(beside, with: Data(settings.utf8))
            outcome.settingsKeptBeside = true
        }
        for path in (previous?.files.keys).map(Array.init) ?? [] where written[path] == nil {
            guard !files.contains(where: { $0.path == path }) else { continue }
            if previous?.isUnchanged(path, in: issue) == true {
                try FileManager.default.removeItem(at: issue.appendingPathComponent(path))
                outcome.removed.append(path)
            } else if FileManager.default.fileExists(atPath: issue.appendingPathComponent(path).path) {
                written[path] = previous?.files[path]
                outcome.kept.append(path)
            }
        }
        try replace(issue.appendingPathComponent(ImportReport.fileName), with: Data(report.utf8))
        let record = ImportRecord(
            site: Self.realPath(site), kind: kind.rawValue, settings: settings, files: written)
        try record.write(in: issue)
        outcome.kept.sort()
        outcome.removed.sort()
        return outcome
    }

    /// Writes `data` at `url` through a temporary file renamed over it: a link there is
    /// replaced, not followed, and a folder on the way that leads out of the issue (a link to
    /// the site) is refused.
    private func replace(_ url: URL, with data: Data) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let issueReal = Self.realPath(issue)
        let folderReal = Self.realPath(folder)
        let siteReal = Self.realPath(site)
        guard folderReal == issueReal || folderReal.hasPrefix(issueReal + "/"),
            folderReal != siteReal, !folderReal.hasPrefix(siteReal + "/")
        else {
            throw Refusal(
                description:
                    "'\(url.path)' leads out of the issue folder through a link (to \(folderReal)); folio import does not write there"
            )
        }
        try data.write(to: url, options: .atomic)
    }

    /// `url`'s real path: its longest existing ancestor with every link resolved, then the
    /// rest as named, so a folder still to be made is placed where it will really be (an
    /// issue named through a link into the site is found inside the site).
    static func realPath(_ url: URL) -> String {
        var existing = url.standardizedFileURL.path
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing), existing != "/" {
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        var real = existing
        if let resolved = realpath(existing, nil) {
            real = String(cString: resolved)
            free(resolved)
        }
        for part in rest { real = real == "/" ? "/" + part : real + "/" + part }
        return real
    }
}
