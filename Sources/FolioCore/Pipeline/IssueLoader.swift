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
        let scan = try ContentScan(folderAt: path, registry: registry)
        var diagnostics = scan.diagnostics
        var issue = scan.issue
        let outputs = await Self.read(scan.claims, in: scan.folder)
        var articles: [Article] = []
        var ignored: [IgnoredFile] = []
        var used: Set<String> = []
        var counts: [String: Int] = [:]
        for (claim, output) in zip(scan.claims, outputs) {
            articles += output.articles
            diagnostics += output.diagnostics
            used.formUnion(output.usedFiles)
            if let reason = output.ignoredBecause {
                ignored.append(IgnoredFile(file: claim.file, source: claim.source.name, reason: reason))
            } else {
                counts[claim.source.name, default: 0] += 1
            }
        }

        let unused = scan.unclaimed.filter { !used.contains($0.relativePath) }
        issue.articles = ArticleOrdering.order(
            ArticleOrdering.uniqueIDs(articles, diagnostics: &diagnostics),
            by: issue.settings.order,
            settingsFile: scan.settingsFile,
            diagnostics: &diagnostics)
        if issue.articles.isEmpty && !diagnostics.contains(where: { $0.severity == .error }) {
            diagnostics.append(scan.noArticlesError())
        }
        return LoadedIssue(
            issue: issue, folder: scan.folder, diagnostics: diagnostics,
            filesBySource: counts, ignored: ignored, unused: unused)
    }

    /// Claims read by one task: enough that spawning and awaiting the task costs little next
    /// to reading the files, few enough that the cores share the work evenly.
    static let claimsPerTask = 32

    /// Reads every claimed file, in parallel, keeping the claims' order in the result.
    private static func read(_ claims: [ContentScan.Claim], in folder: ContentFolder) async -> [SourceOutput] {
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
