#if canImport(Glibc)
import Foundation
import Glibc
import Synchronization

/// Watches a folder and everything under it with inotify, and hands each burst of changes to
/// `changes` as one batch (see `BurstCoalescer`). `FolderWatcher` uses it on Linux; where
/// inotify is absent, `PollingWatcher` (beside it) does the same work with snapshots.
///
/// One thread blocks in `poll` on the inotify descriptor and an event descriptor that `stop`
/// signals: nothing is polled on a timer. Folders created, moved or deleted, and a kernel
/// queue overflow, make the watcher watch the whole tree anew, so a renamed folder or a
/// `git checkout` that replaces folders is followed. Paths under `excluded` (a build cache or
/// output inside the folder) are neither watched nor reported.
final class InotifyWatcher: WatchBackend {
    /// The watched folder, absolute and standardized.
    let folder: URL
    /// Batches of changes, one per burst.
    let changes: ChangeQueue

    private let inotify: Int32
    /// A pipe's ends: `stop` writes to the second, which wakes the thread's `poll`.
    private let wakeup: (read: Int32, write: Int32)
    private let excluded: [String]
    private let coalescer: Mutex<BurstCoalescer>
    private let stopped = Mutex(false)

    /// Starts watching `folder` (absolute, standardized), leaving out the absolute paths
    /// `excluded`, and pushing batches to `changes`. Throws when the folder cannot be watched
    /// (missing, or the system's inotify limits reached).
    init(folder: URL, excluding excluded: [String], coalescer: BurstCoalescer, changes: ChangeQueue)
        throws(WatchError)
    {
        self.folder = folder
        self.excluded = excluded
        self.changes = changes
        self.coalescer = Mutex(coalescer)
        let inotify = inotify_init1(Int32(O_NONBLOCK | O_CLOEXEC))
        guard inotify >= 0 else {
            throw WatchError("cannot watch '\(folder.path)': \(String(cString: strerror(errno)))")
        }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            close(inotify)
            throw WatchError("cannot watch '\(folder.path)': \(String(cString: strerror(errno)))")
        }
        self.inotify = inotify
        self.wakeup = (ends[0], ends[1])
        var tree = WatchTree(root: self.folder.path, excluded: self.excluded)
        if let problem = tree.watchAll(inotify) {
            close(inotify)
            close(ends[0])
            close(ends[1])
            throw WatchError(problem)
        }
        let initial = tree
        let started = Thread { [self] in run(initial) }
        started.name = "folio-watch"
        started.start()
    }

    deinit {
        close(wakeup.read)
        close(wakeup.write)
    }

    /// Stops watching; `changes` returns what is pending, then nil.
    func stop() {
        let first = stopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        var byte: UInt8 = 1
        _ = write(wakeup.write, &byte, 1)
    }

    private func run(_ initial: WatchTree) {
        var tree = initial
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var fds = [
            pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeup.read, events: Int16(POLLIN), revents: 0),
        ]
        loop: while true {
            let deadline = coalescer.withLock { $0.deadline }
            let timeout = deadline.map { Self.milliseconds(until: $0) } ?? -1
            fds[0].revents = 0
            fds[1].revents = 0
            let ready = poll(&fds, 2, timeout)
            if ready < 0 && errno != EINTR { break }
            if fds[1].revents != 0 { break loop }
            if fds[0].revents != 0 {
                var rescan = false
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
                    guard count > 0 else { break }
                    let events = buffer.withUnsafeBytes {
                        Inotify.events(in: UnsafeRawBufferPointer(rebasing: $0[0..<count]))
                    }
                    rescan = handle(events, in: &tree) || rescan
                }
                if rescan {
                    tree.unwatchAll(inotify)
                    _ = tree.watchAll(inotify)
                    let now = ContinuousClock.now
                    coalescer.withLock { $0.noteRescan(at: now) }
                }
            }
            let now = ContinuousClock.now
            if let batch = coalescer.withLock({ $0.take(at: now) }) { changes.push(batch) }
        }
        close(inotify)
        changes.finish()
    }

    /// Notes `events` in the coalescer; true when the tree must be watched anew.
    private func handle(_ events: [Inotify.Event], in tree: inout WatchTree) -> Bool {
        var rescan = false
        let now = ContinuousClock.now
        coalescer.withLock { coalescer in
            for event in events {
                if event.mask & Inotify.queueOverflow != 0 {
                    rescan = true
                    continue
                }
                guard let directory = tree.path(of: event.watch) else { continue }
                if event.mask & Inotify.ignored != 0 {
                    tree.forget(event.watch)
                    continue
                }
                if event.mask & (Inotify.deleteSelf | Inotify.moveSelf) != 0 {
                    rescan = true
                    continue
                }
                let path = directory.isEmpty ? event.name : directory + "/" + event.name
                if tree.isExcluded(path) { continue }
                if event.mask & Inotify.isDirectory != 0 {
                    if event.mask & (Inotify.create | Inotify.movedTo | Inotify.movedFrom | Inotify.delete) != 0 {
                        rescan = true
                    }
                    continue
                }
                // A file created is reported when its writer closes it.
                if event.mask & Inotify.create != 0 { continue }
                coalescer.note(path, at: now, whole: event.mask & (Inotify.closeWrite | Inotify.movedTo) != 0)
            }
        }
        return rescan
    }

    private static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
        let left = ContinuousClock.now.duration(to: deadline)
        if left <= .zero { return 0 }
        let (seconds, attoseconds) = left.components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
#endif
