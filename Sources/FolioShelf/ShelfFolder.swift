import FolioFormats
import FolioModel
import FolioPluginAPI
import Foundation

/// A shelf: a folder with no `issue.yaml` of its own whose direct subfolders each have one.
/// `folio build` of a shelf writes one site (each issue's bundle in its own folder, the shelf
/// page, the feed, `shelf.json`); `folio preview` of one opens the shelf picker.
public struct ShelfFolder: Sendable {
    /// The shelf folder as the user named it.
    public let displayPath: String
    /// The shelf folder on disk.
    public let folder: URL
    /// The issues, newest first (`ShelfEntry.isNewer(than:)`).
    public let issues: [ShelfEntry]

    /// Whether `folder` is a shelf: a folder with no settings file of its own and at least one
    /// direct subfolder (not hidden) that has one.
    public static func isShelf(_ folder: URL) -> Bool {
        guard isFolder(folder), !hasSettings(folder) else { return false }
        return !issueFolders(in: folder).isEmpty
    }

    /// Reads the shelf at `folder`: each issue's title, number and date from its settings
    /// file. A settings file with errors does not stop the others: its entry carries them
    /// (`ShelfEntry.diagnostics`). Throws when the folder is missing, is an issue itself, has
    /// no issue subfolders, or two subfolders make the same slug.
    public init(folder: URL, displayPath: String? = nil) throws(FolioError) {
        let shown = displayPath ?? folder.relativePath
        guard Self.isFolder(folder) else {
            throw FolioError(step: "shelf", "shelf folder '\(shown)' does not exist or is not a folder")
        }
        guard !Self.hasSettings(folder) else {
            throw FolioError(step: "shelf", "'\(shown)' has its own issue.yaml: it is an issue, not a shelf")
        }
        let subfolders = Self.issueFolders(in: folder)
        guard !subfolders.isEmpty else {
            throw FolioError(
                step: "shelf",
                "'\(shown)' is not a shelf: none of its subfolders has an issue.yaml (a shelf is a folder of issue folders)"
            )
        }
        var entries: [ShelfEntry] = []
        var bySlug: [String: String] = [:]
        for name in subfolders {
            let entry = Self.entry(named: name, in: folder, shelfPath: shown)
            if let earlier = bySlug[entry.slug] {
                throw FolioError(
                    step: "shelf",
                    "'\(shown)/\(earlier)' and '\(shown)/\(name)' both make the folder name '\(entry.slug)': rename one"
                )
            }
            bySlug[entry.slug] = name
            entries.append(entry)
        }
        self.displayPath = shown
        self.folder = folder
        self.issues = entries.sorted { $0.isNewer(than: $1) }
    }

    /// The entry of the issue in `folder/name`, from its settings file.
    private static func entry(named name: String, in shelf: URL, shelfPath: String) -> ShelfEntry {
        let issueFolder = shelf.appendingPathComponent(name, isDirectory: true)
        var entry = ShelfEntry(folder: issueFolder, slug: Slug.make(name), title: name)
        let shown = shelfPath == "." ? name : "\(shelfPath)/\(name)"
        guard
            let fileName = IssueSettingsFile.fileNames.first(where: {
                FileManager.default.fileExists(atPath: issueFolder.appendingPathComponent($0).path)
            })
        else { return entry }
        let file = ContentFile(
            relativePath: fileName, url: issueFolder.appendingPathComponent(fileName),
            displayPath: "\(shown)/\(fileName)")
        switch file.text() {
        case .success(let text):
            let (issue, diagnostics) = IssueSettingsFile.parse(text, file: file, fallbackTitle: name)
            entry.title = issue.title
            entry.number = issue.settings.cover?.number ?? issue.number
            entry.date = issue.settings.cover?.date ?? issue.date
            entry.diagnostics = diagnostics.filter { $0.severity == .error }
        case .failure(let diagnostic):
            entry.diagnostics = [diagnostic]
        }
        return entry
    }

    /// The names of the direct subfolders of `shelf` (hidden ones left out) that have a
    /// settings file, sorted.
    private static func issueFolders(in shelf: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: shelf.path)) ?? []
        return names.filter { name in
            guard !name.hasPrefix(".") else { return false }
            let url = shelf.appendingPathComponent(name, isDirectory: true)
            return isFolder(url) && hasSettings(url)
        }.sorted()
    }

    private static func hasSettings(_ folder: URL) -> Bool {
        IssueSettingsFile.fileNames.contains {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
        }
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
