import FolioFormats
import FolioModel
import FolioPluginAPI
import Foundation

/// The pipeline's scan step: opens the content folder, reads the settings and decides which
/// source reads each file.
package struct ContentScan: Sendable {
    /// A file and the source that claimed it.
    package struct Claim: Sendable {
        /// The file.
        package var file: ContentFile
        /// The source that reads it.
        package var source: any ContentSource
    }

    /// The content folder.
    package var folder: ContentFolder
    /// `issue.yaml`, when there is one.
    package var settingsFile: ContentFile?
    /// The settings file's text, for cache keys (empty without one).
    package var settingsText: String
    /// The issue as the settings describe it, with no articles yet.
    package var issue: Issue
    /// The files a source reads, in path order.
    package var claims: [Claim]
    /// The files no source claimed.
    package var unclaimed: [ContentFile]
    /// What is in the folder but not read (a named pipe, a link that leads out), with why;
    /// each is also a warning in `diagnostics`.
    package var skipped: [SkippedEntry]
    /// Folders inside the content folder that a build wrote (its output and cache, known by
    /// `FolderWalk.buildOutputMarker`), content-relative and sorted: never read as content.
    package var buildOutputs: [String]
    /// Problems with the settings and the folder's files so far.
    package var diagnostics: [Diagnostic]

    /// `url`'s path relative to `root` when it lies strictly inside it (symbolic links
    /// resolved), else nil.
    static func relativePath(of url: URL, below root: URL) -> String? {
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        guard path.hasPrefix(prefix), path.count > prefix.count else { return nil }
        return String(path.dropFirst(prefix.count))
    }

    /// Scans the folder at `path` with the registry's sources. An empty or missing folder throws.
    /// The `excluded` folders (a build's output and cache, when they lie inside the content
    /// folder) are not content: nothing in them is read or reported as not used.
    package init(folderAt path: String, registry: PluginRegistry, excluding excluded: [URL] = []) throws(FolioError) {
        let folder = try ContentFolder(path: path)
        self.folder = folder
        var walk = FolderWalk.listing(below: folder.root.path)
        if let root = walk.skipped.first(where: { $0.relativePath.isEmpty }) {
            throw FolioError(step: .scan, "cannot read content folder '\(folder.displayPath)': \(root.reason)")
        }
        let inside = excluded.compactMap { Self.relativePath(of: $0, below: folder.root) }
        if !inside.isEmpty {
            walk.entries.removeAll { entry in
                inside.contains { entry.relativePath == $0 || entry.relativePath.hasPrefix($0 + "/") }
            }
        }
        buildOutputs = walk.buildOutputs.sorted()
        let files = walk.entries.map { folder.file(atRelativePath: $0.relativePath) }.sorted()
        let links = Set(walk.entries.filter(\.isSymbolicLink).map(\.relativePath))
        let skipped = walk.skipped.map {
            SkippedEntry(file: folder.file(atRelativePath: $0.relativePath), reason: $0.reason)
        }
        self.skipped = skipped
        guard !files.isEmpty else {
            throw FolioError(
                step: .scan,
                diagnostics: skipped.map(\.diagnostic) + [
                    .error(
                        "content folder '\(folder.displayPath)' is empty: add Markdown articles (*.md) or a parks property list (*.plist), and optionally issue.yaml"
                    )
                ])
        }
        diagnostics = skipped.map(\.diagnostic)
        settingsFile = IssueSettingsFile.find(in: folder)
        settingsText = ""
        issue = Issue(title: folder.root.lastPathComponent)
        if let settingsFile {
            switch settingsFile.text() {
            case .success(let text):
                settingsText = text
                let (parsed, found) = IssueSettingsFile.parse(text, file: settingsFile, fallbackTitle: issue.title)
                issue = parsed
                self.folder.staticFolders = parsed.settings.staticFolders
                diagnostics += found
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }
        claims = []
        unclaimed = []
        for file in files where file != settingsFile {
            guard !links.contains(file.relativePath) || folder.contains(file) else {
                let entry = SkippedEntry(file: file, reason: "a symbolic link to a file outside the content folder")
                self.skipped.append(entry)
                diagnostics.append(entry.diagnostic)
                continue
            }
            if let source = registry.source(for: file) {
                claims.append(Claim(file: file, source: source))
            } else {
                unclaimed.append(file)
            }
        }
    }

    /// The error for a folder whose sources made no article, when nothing else went wrong.
    func noArticlesError() -> Diagnostic {
        .error(
            "no articles in '\(folder.displayPath)': no Markdown article (*.md) or parks property list (*.plist) was found"
        )
    }
}

/// Something in the content folder that is not read, and why: a named pipe, a socket, a
/// device, a symbolic link that leads out or to a folder, a name that is not UTF-8, a folder
/// that cannot be opened. `folio build` warns about each and `--verbose` lists them.
package struct SkippedEntry: Sendable, Equatable {
    /// Where it is.
    package var file: ContentFile
    /// Why it is not read, in words (`a named pipe (FIFO), not a file`).
    package var reason: String

    /// The warning that reports it.
    package var diagnostic: Diagnostic {
        .warning("\(reason); it is not read", at: file.location())
    }
}
