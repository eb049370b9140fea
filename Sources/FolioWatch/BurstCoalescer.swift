/// Gathers the changes of a burst — an editor's save, a `git checkout`, a folder copied in —
/// into one batch: the burst ends when the folder has been quiet for `quiet`, or, if changes
/// never stop, `limit` after its first change. A burst whose every file is known to be whole
/// (its writer closed it, or it was moved in: what inotify tells) ends sooner, once the folder
/// has been quiet for `settled`: an editor's save is rebuilt at once. A file moved away or
/// deleted (an editor's save by renaming passes through that), a file whose state a watcher
/// cannot tell, and a rescan wait the whole `quiet`.
///
/// A pure state machine on a caller-supplied clock, so the rule is tested without waiting.
package struct BurstCoalescer: Sendable {
    /// How long the folder must be quiet for a burst to end.
    package var quiet: Duration
    /// The longest a burst may last before its batch is handed over anyway.
    package var limit: Duration
    /// How long the folder must be quiet for a burst of whole files to end.
    package var settled: Duration

    private var paths: Set<String> = []
    /// The burst's files whose last change left them gone or in a state not known to be whole.
    private var unsettled: Set<String> = []
    private var rescanned = false
    private var first: ContinuousClock.Instant?
    private var last: ContinuousClock.Instant?

    /// A coalescer with the given windows.
    package init(
        quiet: Duration = .milliseconds(60), limit: Duration = .milliseconds(1000),
        settled: Duration = .milliseconds(10)
    ) {
        self.quiet = quiet
        self.limit = limit
        self.settled = settled
    }

    /// Records a change to `path` (relative to the folder) at `now`; `whole` when the watcher
    /// knows the file is complete (closed after writing, or moved in). Editor litter is noted
    /// as activity (it keeps the burst open) but is left out of the batch.
    package mutating func note(_ path: String, at now: ContinuousClock.Instant, whole: Bool = false) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if !EditorLitter.isLitter(name) {
            paths.insert(path)
            if whole { unsettled.remove(path) } else { unsettled.insert(path) }
        }
        touch(now)
    }

    /// Records that the whole tree was looked at again at `now`.
    package mutating func noteRescan(at now: ContinuousClock.Instant) {
        rescanned = true
        touch(now)
    }

    /// When the burst in progress ends if nothing else happens; nil when none is in progress.
    package var deadline: ContinuousClock.Instant? {
        guard let first, let last else { return nil }
        return min(last + (unsettled.isEmpty && !rescanned ? settled : quiet), first + limit)
    }

    /// The batch of a burst that has ended by `now`, which starts a new burst; nil while the
    /// burst goes on, when nothing happened, or when only editor litter changed.
    package mutating func take(at now: ContinuousClock.Instant) -> ChangeBatch? {
        guard let deadline, now >= deadline else { return nil }
        defer { paths = []; unsettled = []; rescanned = false; first = nil; last = nil }
        guard !paths.isEmpty || rescanned else { return nil }
        return ChangeBatch(paths: paths.sorted(), rescanned: rescanned)
    }

    private mutating func touch(_ now: ContinuousClock.Instant) {
        if first == nil { first = now }
        last = now
    }
}
