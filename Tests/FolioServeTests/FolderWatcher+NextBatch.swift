import FolioTestSupport
import FolioWatch

extension FolderWatcher {
    /// The next batch; throws `NoBatch` (which fails the test) if none comes within `seconds`.
    /// How the watcher tests, inotify's and polling's alike, wait for a batch: the timeout is
    /// only a bound on a test that went wrong, never a window in which something must not happen.
    func nextBatch(within seconds: Double = 30) async throws -> ChangeBatch {
        let batch = await withTaskGroup(of: ChangeBatch?.self) { group in
            group.addTask { await self.changes.next() }
            group.addTask {
                try? await Task.sleep(for: .seconds(seconds))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        guard let batch else { throw NoBatch(seconds: seconds) }
        return batch
    }

    /// Writes `sentinel` in `folder` and returns the next batch. It is exactly the sentinel's
    /// when nothing was reported before it: what a test checks instead of waiting for a time in
    /// which no batch comes (a batch merely late would pass that). Changes come in order, and
    /// batches not yet taken are merged, so anything the watcher reports of what the test did
    /// before (a straggler of a burst, litter, an excluded file) is in this batch or comes first.
    func nextBatch(afterWriting sentinel: String, in folder: TemporaryFolder) async throws -> ChangeBatch {
        try folder.write(sentinel, "# Sentinel\n")
        return try await nextBatch()
    }
}

/// No batch came within the test's bound.
struct NoBatch: Error, CustomStringConvertible {
    let seconds: Double
    var description: String { "no batch of changes came within \(Int(seconds)) s" }
}
