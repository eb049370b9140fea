import Foundation

/// Watches a folder and everything under it, and hands each burst of changes to `changes` as
/// one batch (see `BurstCoalescer`).
///
/// Where the system has inotify (Linux), the kernel reports each change (`InotifyWatcher`);
/// elsewhere, or when `FOLIO_WATCH=poll` asks for it, the folder's files are compared with a
/// snapshot of their sizes and times at a short interval (`PollingWatcher`). Both report the
/// same batches: the changed files' paths, relative to the folder, with editor litter left
/// out, and `rescanned` when folders appeared, moved or vanished. Paths under `excluded` (a
/// build cache or output inside the folder) are neither watched nor reported.
package final class FolderWatcher: Sendable {
    /// The watched folder, absolute and standardized.
    package let folder: URL
    /// Batches of changes, one per burst.
    package let changes = ChangeQueue()
    /// How this watcher learns of changes.
    package let method: WatchMethod
    private let backend: any WatchBackend

    /// Starts watching `folder` by `method`. Throws when the folder cannot be watched (missing,
    /// not a folder, the system's inotify limits reached, or inotify asked for where the system
    /// has none).
    package init(
        folder: URL, excluding excluded: [URL] = [], coalescer: BurstCoalescer = BurstCoalescer(),
        method: WatchMethod = .automatic()
    ) throws(WatchError) {
        let folder = folder.standardizedFileURL
        let excluded = excluded.map { $0.standardizedFileURL.path }
        self.folder = folder
        self.method = method
        switch method {
        case .inotify:
            #if canImport(Glibc)
            backend = try InotifyWatcher(folder: folder, excluding: excluded, coalescer: coalescer, changes: changes)
            #else
            throw WatchError("cannot watch '\(folder.path)' with inotify: this system has none (use polling)")
            #endif
        case .polling(let interval):
            backend = try PollingWatcher(
                folder: folder, excluding: excluded, interval: interval, coalescer: coalescer, changes: changes)
        }
    }

    /// Stops watching; `changes` returns what is pending, then nil.
    package func stop() {
        backend.stop()
    }
}
