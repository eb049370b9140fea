import Synchronization

/// Hands the watcher's batches to one consumer. Batches that arrive while the consumer is busy
/// (rebuilding) are merged, so a consumer that falls behind catches up with one rebuild.
package final class ChangeQueue: Sendable {
    private struct State {
        var pending: ChangeBatch?
        var waiter: CheckedContinuation<ChangeBatch?, Never>?
        var finished = false
    }

    private let state = Mutex(State())

    /// An empty queue.
    package init() {}

    /// Adds a batch, merged with any not yet taken.
    package func push(_ batch: ChangeBatch) {
        let waiter: CheckedContinuation<ChangeBatch?, Never>? = state.withLock { state in
            guard !state.finished else { return nil }
            if let waiter = state.waiter {
                state.waiter = nil
                return waiter
            }
            state.pending = state.pending.map { $0.merged(with: batch) } ?? batch
            return nil
        }
        waiter?.resume(returning: batch)
    }

    /// Ends the queue: `next()` returns what is pending, then nil.
    package func finish() {
        let waiter = state.withLock { state in
            state.finished = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: nil)
    }

    /// Everything changed since the last call, waiting for a change if there is none yet; nil
    /// once the queue is finished, or when the waiting task is cancelled (the queue goes on).
    package func next() async -> ChangeBatch? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<ChangeBatch?, Never>) in
                let ready: ChangeBatch?? = state.withLock { state in
                    if let pending = state.pending {
                        state.pending = nil
                        return .some(pending)
                    }
                    if state.finished || Task.isCancelled { return .some(nil) }
                    state.waiter = continuation
                    return .none
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            let waiter = state.withLock { state in
                defer { state.waiter = nil }
                return state.waiter
            }
            waiter?.resume(returning: nil)
        }
    }
}
