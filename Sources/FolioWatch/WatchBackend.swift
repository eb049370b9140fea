/// One way of learning of a folder's changes (`InotifyWatcher`, `PollingWatcher`): started by
/// its initialiser, it pushes a batch per burst to the queue it was given until stopped.
protocol WatchBackend: Sendable {
    /// Stops watching; the queue is finished once the backend's thread ends.
    func stop()
}
