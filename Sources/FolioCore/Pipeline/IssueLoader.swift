import Foundation

/// The first half of the pipeline: opens the content folder, reads the settings, hands each
/// file to the source that claims it, and assembles the articles into an ordered issue.
public struct IssueLoader: Sendable {
    /// The sources to ask, in order.
    public var registry: PluginRegistry

    /// Creates a loader for the registry's sources.
    public init(registry: PluginRegistry) {
        self.registry = registry
    }

    /// Loads the issue in the folder at `path`. Problems with the folder itself throw; problems
    /// with its files are diagnostics in the result, all of them, so one run shows everything.
    public func load(folderAt path: String) async throws(FolioError) -> LoadedIssue {
        let folder = try ContentFolder(path: path)
        let files = folder.files()
        guard !files.isEmpty else {
            throw FolioError(
                step: "Scan content folder",
                "content folder '\(folder.displayPath)' is empty: add Markdown articles (*.md) or a parks property list (*.plist), and optionally issue.yaml")
        }

        var diagnostics: [Diagnostic] = []
        let settingsFile = IssueSettingsFile.find(in: folder)
        var issue = Issue(title: folder.root.lastPathComponent)
        if let settingsFile {
            switch ContentText.read(settingsFile) {
            case .success(let text):
                let (parsed, found) = IssueSettingsFile.parse(text, file: settingsFile, fallbackTitle: issue.title)
                issue = parsed
                diagnostics += found
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }

        var claims: [(file: ContentFile, source: any ContentSource)] = []
        var unclaimed: [ContentFile] = []
        for file in files where file != settingsFile {
            guard folder.contains(file) else {
                diagnostics.append(.error(
                    "this is a symbolic link that leads outside the content folder; it is not read",
                    at: file.location()))
                continue
            }
            if let source = registry.source(for: file) {
                claims.append((file, source))
            } else {
                unclaimed.append(file)
            }
        }

        let outputs = await Self.read(claims, in: folder)
        var articles: [Article] = []
        var ignored: [IgnoredFile] = []
        var used: Set<String> = []
        var counts: [String: Int] = [:]
        for (claim, output) in zip(claims, outputs) {
            articles += output.articles
            diagnostics += output.diagnostics
            used.formUnion(output.usedFiles)
            if let reason = output.ignoredBecause {
                ignored.append(IgnoredFile(file: claim.file, source: claim.source.name, reason: reason))
            } else {
                counts[claim.source.name, default: 0] += 1
            }
        }

        let unused = unclaimed.filter { !used.contains($0.relativePath) }
        issue.articles = ArticleOrdering.order(
            ArticleOrdering.uniqueIDs(articles, diagnostics: &diagnostics),
            by: issue.settings.order,
            settingsFile: settingsFile,
            diagnostics: &diagnostics)
        if issue.articles.isEmpty && !diagnostics.contains(where: { $0.severity == .error }) {
            diagnostics.append(.error(
                "no articles in '\(folder.displayPath)': no Markdown article (*.md) or parks property list (*.plist) was found"))
        }
        return LoadedIssue(
            issue: issue, folder: folder, diagnostics: diagnostics,
            filesBySource: counts, ignored: ignored, unused: unused)
    }

    /// Claims read by one task: enough that spawning and awaiting the task costs little next
    /// to reading the files, few enough that the cores share the work evenly.
    static let claimsPerTask = 32

    /// Reads every claimed file, in parallel, keeping the claims' order in the result.
    private static func read(_ claims: [(file: ContentFile, source: any ContentSource)], in folder: ContentFolder) async -> [SourceOutput] {
        await withTaskGroup(of: (Int, [SourceOutput]).self) { group in
            for start in stride(from: 0, to: claims.count, by: claimsPerTask) {
                let chunk = claims[start..<min(start + claimsPerTask, claims.count)]
                group.addTask { (start, chunk.map { $0.source.load($0.file, in: folder) }) }
            }
            var outputs = [SourceOutput](repeating: SourceOutput(), count: claims.count)
            for await (start, chunk) in group {
                outputs.replaceSubrange(start..<(start + chunk.count), with: chunk)
            }
            return outputs
        }
    }
}
