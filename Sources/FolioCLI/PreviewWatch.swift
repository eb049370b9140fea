import FolioBuild
import FolioPluginAPI
import FolioWatch
import Foundation

/// `folio preview --watch`: reads the content folder again after each burst of changes and
/// hands the preview the new issue. A folder with errors comes with its problems article
/// first, and the update shows it; the next clean read returns the reader to their place.
/// Nothing is printed: the preview owns the screen.
enum PreviewWatch {
    /// The updates of the issue in `folder`, until the stream's reader goes away; each read
    /// runs `Pipeline.reading` (through `IssueLoader`), with drafts when `drafts`.
    static func updates(folder: String, drafts: Bool) throws(WatchError) -> AsyncStream<PreviewUpdate> {
        let watcher = try FolderWatcher(folder: URL(fileURLWithPath: folder))
        let loader = IssueLoader(registry: FolioCLI.registry, includesDrafts: drafts)
        let (stream, continuation) = AsyncStream.makeStream(
            of: PreviewUpdate.self, bufferingPolicy: .bufferingNewest(1))
        let task = Task {
            var last: LoadedIssue?
            while await watcher.changes.next() != nil {
                guard let update = await read(folder, loader: loader, last: &last) else { continue }
                continuation.yield(update)
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in
            watcher.stop()
            task.cancel()
        }
        return stream
    }

    /// The update for the folder as it reads now; nil when it cannot be read at all and there
    /// is no earlier issue to show its problems with.
    private static func read(_ folder: String, loader: IssueLoader, last: inout LoadedIssue?) async
        -> PreviewUpdate?
    {
        do {
            let loaded = try await loader.load(folderAt: folder)
            last = loaded
            return update(loaded.issue, folder: loaded.folder, problems: loaded.hasErrors ? loaded.diagnostics : [])
        } catch {
            guard let last else { return nil }
            return update(last.issue, folder: last.folder, problems: error.diagnostics)
        }
    }

    private static func update(_ issue: Issue, folder: ContentFolder, problems: [Diagnostic]) -> PreviewUpdate {
        guard !problems.isEmpty else { return PreviewUpdate(issue: issue, folder: folder) }
        let shown = ProblemsArticle.showing(problems, in: issue)
        return PreviewUpdate(issue: shown.issue, folder: folder, show: shown.id)
    }
}
