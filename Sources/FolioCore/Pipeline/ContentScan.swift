import Foundation

/// The first step of loading: opens the content folder, reads the settings and decides which
/// source reads each file. `IssueLoader` and `IssueBuilder` both start here.
public struct ContentScan: Sendable {
    /// A file and the source that claimed it.
    public struct Claim: Sendable {
        /// The file.
        public var file: ContentFile
        /// The source that reads it.
        public var source: any ContentSource
    }

    /// The content folder.
    public var folder: ContentFolder
    /// `issue.yaml`, when there is one.
    public var settingsFile: ContentFile?
    /// The settings file's text, for cache keys (empty without one).
    public var settingsText: String
    /// The issue as the settings describe it, with no articles yet.
    public var issue: Issue
    /// The files a source reads, in path order.
    public var claims: [Claim]
    /// The files no source claimed.
    public var unclaimed: [ContentFile]
    /// Problems with the settings and the folder's files so far.
    public var diagnostics: [Diagnostic]

    /// Scans the folder at `path` with the registry's sources. An empty or missing folder throws.
    public init(folderAt path: String, registry: PluginRegistry) throws(FolioError) {
        folder = try ContentFolder(path: path)
        let (files, links) = folder.listing()
        guard !files.isEmpty else {
            throw FolioError(
                step: "Scan content folder",
                "content folder '\(folder.displayPath)' is empty: add Markdown articles (*.md) or a parks property list (*.plist), and optionally issue.yaml")
        }
        diagnostics = []
        settingsFile = IssueSettingsFile.find(in: folder)
        settingsText = ""
        issue = Issue(title: folder.root.lastPathComponent)
        if let settingsFile {
            switch ContentText.read(settingsFile) {
            case .success(let text):
                settingsText = text
                let (parsed, found) = IssueSettingsFile.parse(text, file: settingsFile, fallbackTitle: issue.title)
                issue = parsed
                diagnostics += found
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }
        claims = []
        unclaimed = []
        for file in files where file != settingsFile {
            guard !links.contains(file.relativePath) || folder.contains(file) else {
                diagnostics.append(.error(
                    "this is a symbolic link that leads outside the content folder; it is not read",
                    at: file.location()))
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
        .error("no articles in '\(folder.displayPath)': no Markdown article (*.md) or parks property list (*.plist) was found")
    }
}
