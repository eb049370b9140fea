import FolioWatch

extension FolderWatcher {
    /// The next batch, or nil if none comes within `seconds` (the watcher goes on): how the
    /// watcher tests, inotify's and polling's alike, wait for a batch or its absence.
    func nextBatch(within seconds: Double = 3) async -> ChangeBatch? {
        await withTaskGroup(of: ChangeBatch?.self) { group in
            group.addTask { await self.changes.next() }
            group.addTask {
                try? await Task.sleep(for: .seconds(seconds))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }
}
