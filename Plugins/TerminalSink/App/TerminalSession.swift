import Dispatch
import FolioPluginAPI
import Foundation

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

    private var controller: any ScreenController
    private let mode: TerminalMode
    private var executor: TerminalExecutor
    private var sources: [any DispatchSourceProtocol] = []
    private var idleTimer: (any DispatchSourceTimer)?
    private var continuation: CheckedContinuation<Int32, any Error>?
    /// `folio preview --watch`: the issues read again, and the reader's place in them.
    private var reloads: Reloads
    /// The first bytes of a UTF-8 character whose rest the next read brings.
    private var unfinished: [UInt8] = []

    private init(
        controller: any ScreenController, mode: TerminalMode, executor: TerminalExecutor, colorMode: ColorMode,
        issue: Issue
    ) {
        self.controller = controller
        self.mode = mode
        self.executor = executor
        reloads = Reloads(colorMode: colorMode, articleIDs: issue.articles.map(\.id))
    }

    /// Shows `issue` (or `shelf`'s list of issues) until the reader quits; returns the exit
    /// status (0, or 128 + the signal that ended it, Ctrl-C counting as SIGINT).
    ///
    /// What the terminal can do is decided first (`TerminalCapabilities`); a terminal that
    /// cannot move the cursor is refused with a message. Photos are shown as pixels where the
    /// terminal answers that it can (`ImageProtocolDetector`), asked once raw mode is on,
    /// unless `requestedImages` (`--images`) names a protocol.
    static func run(
        issue: Issue, folder: ContentFolder, shelf: PreviewShelf? = nil, updates: AsyncStream<PreviewUpdate>? = nil,
        requestedImages: String? = nil
    ) async throws -> Int32 {
        guard TerminalMode.isTerminal else {
            throw TerminalError("folio preview needs a terminal; without one, use --keys \"...\" --dump")
        }
        let environment = ProcessInfo.processInfo.environment
        let capabilities = TerminalCapabilities(environment: environment)
        if let reason = capabilities.unusableReason { throw TerminalError(reason) }
        let size = TerminalMode.size() ?? (80, 24)
        let controller: any ScreenController =
            if let shelf {
                ShelfController(
                    shelf: shelf, colorMode: capabilities.colorMode, columns: size.columns, rows: size.rows)
            } else {
                try PreviewController(
                    issue: issue, photos: .reading(folder), colorMode: capabilities.colorMode, columns: size.columns,
                    rows: size.rows)
            }
        let session = TerminalSession(
            controller: controller, mode: TerminalMode(alternateScreen: capabilities.alternateScreen),
            executor: TerminalExecutor(colorMode: capabilities.colorMode, unicode: capabilities.unicode),
            colorMode: capabilities.colorMode, issue: issue)
        if let updates {
            session.reloads.task = Task { @MainActor [weak session] in
                for await update in updates { session?.reload(update) }
            }
        }
        return try await session.run(requestedImages: requestedImages, environment: environment)
    }

    /// The quit signals' handler, raw mode, the questions about images, then the sources of
    /// events and the first frame.
    ///
    /// The quit signals (`QuitSignals`) are caught from before raw mode goes on, so that one
    /// in the question's 300 ms at most ends the question and leaves through `finish`, which
    /// puts the terminal back, like one at any later time.
    private func run(requestedImages: String?, environment: [String: String]) async throws -> Int32 {
        try await withCheckedThrowingContinuation { continuation in
            self.continuation = continuation
            do {
                QuitSignals.catchThem()
                try mode.enter()
                let images = ImageProtocolDetector.detect(requested: requestedImages, environment: environment)
                if let signalNumber = QuitSignals.caught {
                    finish(.success(128 + signalNumber))
                    return
                }
                controller.images = images
                executor.images = images
                reloads.images = images
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
        let quit = DispatchSource.makeReadSource(fileDescriptor: QuitSignals.descriptor, queue: .main)
        quit.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self, let signalNumber = QuitSignals.caught else { return }
                self.finish(.success(128 + signalNumber))
            }
        }
        sources.append(quit)
        sources.append(signalSource(SIGWINCH) { session in session.resize() })
        sources.append(signalSource(SIGTSTP) { session in session.suspend() })
        sources.append(signalSource(SIGCONT) { session in session.continued() })
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.idle() } }
        idleTimer = timer
        sources.append(timer)
        for source in sources { source.resume() }
    }

    /// A source for `signalNumber`, whose default action is turned off while it is installed.
    private func signalSource(_ signalNumber: Int32, _ handler: @escaping @MainActor (TerminalSession) -> Void)
        -> any DispatchSourceSignal
    {
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
            finish(.success(129))  // the terminal went away, as a hangup
            return
        }
        var bytes = unfinished + buffer[0..<count]
        unfinished = Array(bytes.suffix(KeyDecoder.unfinishedTail(of: bytes)))
        bytes.removeLast(unfinished.count)
        do {
            for input in KeyDecoder.inputs(in: bytes) {
                if input == .redraw { executor.invalidate() }
                if input == .interrupt {
                    finish(.success(130))
                    return
                }
                if input == .suspend {
                    suspend()
                    return
                }
                if try controller.handle(input) == .quit {
                    finish(.success(0))
                    return
                }
            }
            if let issue = controller as? PreviewController { reloads.remember(issue.state.at) }
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
            controller = try reloads.controller(
                for: update, columns: size.columns, rows: size.rows, after: controller as? PreviewController)
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

    /// Ctrl-Z or SIGTSTP: put the terminal back as the shell wants it, stop as a suspended job
    /// does, and when the shell continues it (`fg`), take the terminal again and redraw in full
    /// at whatever size it has now.
    private func suspend() {
        mode.restore()
        // Stop with SIGTSTP, as a shell expects of a suspended job (a SIGSTOP'd job is one it
        // may continue by itself): its default action for this thread, unblocked here since
        // dispatch's signal source may hold it, then everything as it was.
        var tstp = sigset_t()
        var previous = sigset_t()
        sigemptyset(&tstp)
        sigaddset(&tstp, SIGTSTP)
        signal(SIGTSTP, SIG_DFL)
        pthread_sigmask(SIG_UNBLOCK, &tstp, &previous)
        raise(SIGTSTP)
        // Stopped here until the shell sends SIGCONT (`fg`).
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        signal(SIGTSTP, SIG_IGN)
        do {
            try mode.enter()
            if let size = TerminalMode.size() { try controller.resize(columns: size.columns, rows: size.rows) }
            executor.invalidate()
            try draw()
        } catch {
            finish(.failure(error))
        }
    }

    /// Continued after a stop the preview did not ask for (`kill -STOP`, then `-CONT`): the
    /// screen may have been drawn over meanwhile, so all of it is drawn again.
    private func continued() {
        guard mode.isRaw else { return }
        executor.invalidate()
        do { try draw() } catch { finish(.failure(error)) }
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
        for signalNumber in QuitSignals.numbers + [SIGWINCH, SIGTSTP, SIGCONT] { signal(signalNumber, SIG_DFL) }
        continuation?.resume(with: result)
        continuation = nil
    }
}
