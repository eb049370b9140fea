import FolioLayout
import FolioModel
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
        let outputs = Self.read(scan.claims, in: scan.folder, settings: scan.issue.settings)
        let assembly = ClaimAssembly<Article>(scan, outputs.enumerated().map { index, output in
            .init(claim: index, diagnostics: output.diagnostics, usedFiles: Array(output.usedFiles),
                  ignoredBecause: output.ignoredBecause, items: output.articles)
        })
        var issue = scan.issue
        issue.articles = assembly.items
        return LoadedIssue(
            issue: issue, folder: scan.folder, diagnostics: assembly.diagnostics,
            filesBySource: assembly.filesBySource, ignored: assembly.ignored, unused: assembly.unused)
    }

    /// Reads every claimed file on every core (as `IssueBuilder` does), keeping the claims' order.
    private static func read(_ claims: [ContentScan.Claim], in folder: ContentFolder, settings: IssueSettings) -> [SourceOutput] {
        ParallelMap.map(claims) { $0.source.load($0.file, in: folder, settings: settings) }
    }
}
