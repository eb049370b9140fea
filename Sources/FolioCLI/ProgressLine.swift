import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The line a long build shows on a terminal while it works: the step and the articles, with
/// the seconds so far (`folio: publish json, html · 10,000 articles · 3 s`), written on standard
/// error and rewritten in place, first after a second (a quick build shows nothing), and
/// cleared before anything else is printed. Shown only when standard error is a terminal, so
/// a log, a pipe or CI gets nothing extra.
final class ProgressLine: Sendable {
    /// How long a build runs before the line appears.
    static let delay: Duration = .seconds(1)
    /// How often the line is rewritten.
    static let interval: Duration = .milliseconds(250)

    /// Whether standard error is a terminal, where the line may show.
    static var onTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    private struct State {
        var step = ""
        var shown = false
        var stopped = false
    }

    /// What the ticking task and the build share.
    private final class Shared: Sendable {
        let state = Mutex(State())
        let started = ContinuousClock.now

        /// Writes the line for the step now, unless stopped or no step is named yet.
        func tick() {
            state.withLock { current in
                guard !current.stopped, !current.step.isEmpty else { return }
                let seconds = Int((ContinuousClock.now - started) / .seconds(1))
                ProgressLine.write("\r\u{1B}[2K" + Console.printable("folio: \(current.step) · \(seconds) s"))
                current.shown = true
            }
        }

        /// Removes the line if it is shown; with `stopping`, for good.
        func clear(stopping: Bool) {
            state.withLock { current in
                if current.shown { ProgressLine.write("\r\u{1B}[2K") }
                current.shown = false
                if stopping { current.stopped = true }
            }
        }
    }

    private let shared = Shared()
    private let ticker: Task<Void, Never>?

    /// A line that shows itself when `enabled`.
    init(enabled: Bool) {
        guard enabled else {
            ticker = nil
            return
        }
        let shared = self.shared
        ticker = Task.detached {
            try? await Task.sleep(for: Self.delay)
            while !Task.isCancelled {
                shared.tick()
                try? await Task.sleep(for: Self.interval)
            }
        }
    }

    deinit { ticker?.cancel() }

    /// Names the step the build is in now.
    func step(_ description: String) {
        shared.state.withLock { $0.step = description }
    }

    /// Removes the line, if shown, so that other lines start at the left; it shows itself
    /// again at the next tick while the build goes on.
    func clear() {
        shared.clear(stopping: false)
    }

    /// Removes the line for good.
    func stop() {
        ticker?.cancel()
        shared.clear(stopping: true)
    }

    fileprivate static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
