import FolioFormats
import FolioLayout
import FolioModel
import FolioPluginAPI
import Foundation

/// The pipeline's first steps without a build cache, for the commands that show an issue
/// rather than publish it (`folio preview`, `preview --watch`, `paginate`): scan, load and
/// order through `IssueBuilder`, every file read, nothing paginated (each command paginates
/// for what it measures) and nothing recorded.
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
        LoadedIssue(try await IssueBuilder(registry: registry, cache: nil).load(folderAt: path, paginating: false))
    }
}
