import FolioFormats
import FolioLayout
import FolioModel
import FolioPluginAPI
import Foundation

/// `Pipeline.reading` without a build cache, for the commands that show an issue rather than
/// publish it (`folio preview`, `preview --watch`, `paginate`): scan, load and order, every
/// file read, nothing paginated and nothing recorded.
package struct IssueLoader: Sendable {
    /// The sources to ask, in order.
    package var registry: PluginRegistry
    /// Whether drafts are read as articles (`--drafts`).
    package var includesDrafts: Bool

    /// Creates a loader for the registry's sources.
    package init(registry: PluginRegistry, includesDrafts: Bool = false) {
        self.registry = registry
        self.includesDrafts = includesDrafts
    }

    /// A context for `steps` on the folder at `path`, to run with `StepRunner`.
    package func context(folderAt path: String) -> BuildContext {
        BuildContext(builder: IssueBuilder(registry: registry, cache: nil, includesDrafts: includesDrafts), path: path)
    }

    /// Loads the issue in the folder at `path`. Problems with the folder itself throw; problems
    /// with its files are diagnostics in the result, all of them, so one run shows everything.
    package func load(folderAt path: String) async throws(FolioError) -> LoadedIssue {
        var context = context(folderAt: path)
        try await StepRunner.run(Pipeline.reading, on: &context)
        return LoadedIssue(context.state)
    }
}
