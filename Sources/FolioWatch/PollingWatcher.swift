import Foundation
import Synchronization

/// Watches a folder by looking at it every `interval` and comparing what it sees with the
/// last look (`FolderSnapshot`): the portable way, for systems without inotify and for file
/// systems that send no notifications. `FolderWatcher` uses it there.
///
/// Its batches are `InotifyWatcher`'s: a file written, created, deleted, moved in or out is
/// reported by its path; a folder that appears, moves or vanishes makes the batch `rescanned`.
/// The burst rule is the same `BurstCoalescer`'s, seen at each look: a batch is handed over
/// at the first look that finds nothing new once the folder has been quiet for the
/// coalescer's `quiet`, or at the first look after its `limit`. A polling watcher cannot tell
/// a file still open for writing from a finished one; a file that keeps growing keeps its
/// burst open, so it is reported once it stops changing for one interval.
final class PollingWatcher: WatchBackend {
    private let root: String
    private let excluded: [String]
    private let interval: Duration
    private let changes: ChangeQueue
    /// Signalled by `stop`, so that the thread's wait ends at once.
    private let wakeup = NSCondition()
    private let stopped = Mutex(false)

    /// Takes the first snapshot of `folder` (absolute, standardized) and starts looking at it
    /// every `interval`, pushing batches to `changes`. Throws when the folder is missing or is
    /// not a folder that can be read.
    init(folder: URL, excluding excluded: [String], interval: Duration, coalescer: BurstCoalescer, changes: ChangeQueue)
        throws(WatchError)
    {
        root = folder.path
        self.excluded = excluded
        self.interval = max(interval, .milliseconds(1))
        self.changes = changes
        guard let initial = FolderSnapshot(root: root, excluding: excluded) else {
            throw WatchError("cannot watch '\(root)': it is not a folder that can be read")
        }
        let started = Thread { [self] in run(from: initial, coalescer: coalescer) }
        started.name = "folio-watch-poll"
        started.start()
    }

    /// Stops watching; `changes` returns what is pending, then nil.
    func stop() {
        wakeup.lock()
        stopped.withLock { $0 = true }
        wakeup.broadcast()
        wakeup.unlock()
    }

    private func run(from initial: FolderSnapshot, coalescer initialCoalescer: BurstCoalescer) {
        var snapshot = initial
        var coalescer = initialCoalescer
        while wait() {
            // The root itself gone (or unreadable) is an empty snapshot whose difference is a
            // rescan, as inotify's deletion of the watched folder is.
            let newer = FolderSnapshot(root: root, excluding: excluded) ?? FolderSnapshot()
            let now = ContinuousClock.now
            let difference = snapshot.difference(to: newer)
            if difference.foldersChanged { coalescer.noteRescan(at: now) }
            for path in difference.paths { coalescer.note(path, at: now) }
            snapshot = newer
            if let batch = coalescer.take(at: now) { changes.push(batch) }
        }
        changes.finish()
    }

    /// Waits one interval; false once stopped.
    private func wait() -> Bool {
        let (seconds, attoseconds) = interval.components
        let until = Date(timeIntervalSinceNow: Double(seconds) + Double(attoseconds) / 1e18)
        wakeup.lock()
        defer { wakeup.unlock() }
        while !stopped.withLock({ $0 }) {
            if !wakeup.wait(until: until) { return !stopped.withLock { $0 } }
        }
        return false
    }
}
