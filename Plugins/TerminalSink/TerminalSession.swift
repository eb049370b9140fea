import Dispatch
import Foundation
import FolioCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive preview: reads keys from the terminal, hands them to the controller and
/// draws each frame through the executor. Everything happens on the main actor; keys,
/// signals and the idle timer arrive as dispatch sources on the main queue, so no state is
/// shared between threads.
@MainActor
final class TerminalSession {
    /// How long the arrows stay after the last key.
    static let indicatorIdleTime = 1.5

    private var controller: PreviewController
    private let mode = TerminalMode()
    private var executor: TerminalExecutor
    private var sources: [any DispatchSourceProtocol] = []
    private var idleTimer: (any DispatchSourceTimer)?
    private var continuation: CheckedContinuation<Int32, any Error>?
    /// `folio preview --watch`: the issues read again, and the reader's place in them.
    private var reloads: Reloads

    private init(controller: PreviewController, colorMode: ColorMode, issue: Issue) {
        self.controller = controller
        executor = TerminalExecutor(colorMode: colorMode)
        reloads = Reloads(colorMode: colorMode, articleIDs: issue.articles.map(\.id))
    }

    /// Shows `issue` until the reader quits; returns the exit status (0, or 128 + the signal
    /// that ended it).
    static func run(issue: Issue, folder: ContentFolder, updates: AsyncStream<PreviewUpdate>? = nil) async throws -> Int32 {
        guard TerminalMode.isTerminal else {
            throw TerminalError("folio preview needs a terminal; without one, use --keys \"...\" --dump")
        }
        let size = TerminalMode.size() ?? (80, 24)
        let colorMode = ColorMode(environment: ProcessInfo.processInfo.environment)
        let controller = try PreviewController(
            issue: issue, photos: .reading(folder), colorMode: colorMode, columns: size.columns, rows: size.rows)
        let session = TerminalSession(controller: controller, colorMode: colorMode, issue: issue)
        if let updates {
            session.reloads.task = Task { @MainActor [weak session] in
                for await update in updates { session?.reload(update) }
            }
        }
        return try await session.run()
    }

    private func run() async throws -> Int32 {
        try await withCheckedThrowingContinuation { continuation in
            self.continuation = continuation
            do {
                try mode.enter()
                installSources()
                controller.showIndicators()
                restartIdleTimer()
                try draw()
            } catch {
                finish(.failure(error))
            }
        }
    }

    // MARK: Events

    private func installSources() {
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readInput() } }
        sources.append(input)
        for (signalNumber, status) in [(SIGINT, Int32(130)), (SIGTERM, 143), (SIGHUP, 129)] {
            sources.append(signalSource(signalNumber) { session in session.finish(.success(status)) })
        }
        sources.append(signalSource(SIGWINCH) { session in session.resize() })
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.idle() } }
        idleTimer = timer
        sources.append(timer)
        for source in sources { source.resume() }
    }

    /// A source for `signalNumber`, whose default action is turned off while it is installed.
    private func signalSource(_ signalNumber: Int32, _ handler: @escaping @MainActor (TerminalSession) -> Void) -> any DispatchSourceSignal {
        signal(signalNumber, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                if let self { handler(self) }
            }
        }
        return source
    }

    private func readInput() {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { bytes -> Int in
            guard let base = bytes.baseAddress else { return 0 }
            return read(STDIN_FILENO, base, bytes.count)
        }
        if count < 0, errno == EINTR || errno == EAGAIN { return }
        guard count > 0 else {
            finish(.success(0))  // the terminal went away
            return
        }
        do {
            for input in KeyDecoder.inputs(in: Array(buffer[0..<count])) {
                if input == .redraw { executor.invalidate() }
                if try controller.handle(input) == .quit {
                    finish(.success(0))
                    return
                }
            }
            reloads.remember(controller.state.at)
            restartIdleTimer()
            try draw()
        } catch {
            finish(.failure(error))
        }
    }

    /// Shows `update`'s issue at the reader's place (or the article it names) and redraws.
    private func reload(_ update: PreviewUpdate) {
        guard continuation != nil, let size = TerminalMode.size() else { return }
        do {
            controller = try reloads.controller(for: update, columns: size.columns, rows: size.rows)
            executor.invalidate()
            try draw()
        } catch {
            finish(.failure(error))
        }
    }

    private func resize() {
        guard let size = TerminalMode.size() else { return }
        do {
            try controller.resize(columns: size.columns, rows: size.rows)
            executor.invalidate()
            try draw()
        } catch {
            finish(.failure(error))
        }
    }

    private func idle() {
        guard controller.hideIndicators() else { return }
        do { try draw() } catch { finish(.failure(error)) }
    }

    private func restartIdleTimer() {
        idleTimer?.schedule(deadline: .now() + Self.indicatorIdleTime)
    }

    // MARK: Drawing and leaving

    /// Draws the frame, then renders the pages the next key could go to.
    private func draw() throws {
        try TerminalMode.write(executor.frame(controller.render()))
        controller.renderNeighbours()
    }

    /// The one way out: stop listening, put the terminal back, report.
    private func finish(_ result: Result<Int32, any Error>) {
        reloads.task?.cancel()
        for source in sources { source.cancel() }
        sources = []
        idleTimer = nil
        mode.restore()
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] { signal(signalNumber, SIG_DFL) }
        continuation?.resume(with: result)
        continuation = nil
    }
}
