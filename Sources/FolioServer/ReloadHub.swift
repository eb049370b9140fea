import Synchronization

/// The latest `BuildStatus`, and every open page's subscription to it: each page is sent the
/// status when it connects and again whenever it changes.
package final class ReloadHub: Sendable {
    private struct State {
        var status: BuildStatus
        var subscribers: [Int: AsyncStream<BuildStatus>.Continuation] = [:]
        var nextID = 0
        var finished = false
    }

    private let state: Mutex<State>

    /// A hub whose pages start with `status`.
    package init(status: BuildStatus = BuildStatus(generation: 0)) {
        state = Mutex(State(status: status))
    }

    /// The status pages are told now.
    package var status: BuildStatus {
        state.withLock { $0.status }
    }

    /// The number of pages listening.
    package var subscriberCount: Int {
        state.withLock { $0.subscribers.count }
    }

    /// Makes `status` current and sends it to every page.
    package func publish(_ status: BuildStatus) {
        let targets = state.withLock { state in
            state.status = status
            return Array(state.subscribers.values)
        }
        for target in targets { target.yield(status) }
    }

    /// The current status, then every later one, until the page goes away or `finish` is called.
    package func subscribe() -> AsyncStream<BuildStatus> {
        let (stream, continuation) = AsyncStream.makeStream(of: BuildStatus.self, bufferingPolicy: .bufferingNewest(1))
        let id: Int? = state.withLock { state in
            guard !state.finished else { return nil }
            let id = state.nextID
            state.nextID += 1
            state.subscribers[id] = continuation
            continuation.yield(state.status)
            return id
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// Ends every subscription (the server is shutting down) and refuses new ones.
    package func finish() {
        let targets = state.withLock { state in
            state.finished = true
            defer { state.subscribers = [:] }
            return Array(state.subscribers.values)
        }
        for target in targets { target.finish() }
    }
}
