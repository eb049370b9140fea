import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A tmux server on its own socket, for driving the real interactive preview in a real
/// pseudo-terminal. It needs no controlling terminal of its own, so it works under CI.
///
/// Every server dies with its test: each test says `defer { tmux.kill() }` (deinit kills it
/// too), and a test process that crashes or is stopped leaves servers whose sockets all start
/// with `socketPrefix`, which scripts/test kills at the end of the stage and counts as a failure.
final class Tmux {
    /// The start of every socket name of this run: `folio-test-RUN-`, where RUN is
    /// `FOLIO_TEST_RUN` (scripts/test sets one per stage) or `local`.
    static let socketPrefix = "folio-test-\(ProcessInfo.processInfo.environment["FOLIO_TEST_RUN"] ?? "local")-"
    /// The socket name, unique to this process and server.
    let socket = "\(Tmux.socketPrefix)\(getpid())-\(UUID().uuidString.prefix(8))"
    /// The session's name.
    let session = "preview"
    /// How long one tmux command may take before it is killed and the test fails.
    static let commandTimeout: TimeInterval = 30
    private var killed = false

    /// The tmux executable, if installed.
    static let executable: URL? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
        .map { URL(fileURLWithPath: $0) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// Whether the tmux suites run: where tmux is installed, and always under `CI=true`, where a
    /// missing tmux fails every such test (`run` throws `Missing`, which says so) instead of
    /// skipping it. Elsewhere they are skipped, and the skip says "needs tmux".
    static let suitesRun = executable != nil || ProcessInfo.processInfo.environment["CI"] == "true"

    /// Waits until `condition` holds, checking every 20 ms; throws `TimedOut` (which fails the
    /// test, naming `what` and where it waited) if it does not within `timeout` seconds.
    static func until(
        _ what: @autoclosure () -> String, timeout: TimeInterval = 30, fileID: String = #fileID, line: Int = #line,
        _ condition: () -> Bool
    ) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline else {
                throw TimedOut(waitedFor: what(), seconds: timeout, at: "\(fileID):\(line)")
            }
            usleep(20_000)
        }
    }

    /// The bytes `pipe-pane` has written to `log` once `enough` accepts them; throws `TimedOut`
    /// after `timeout` seconds. pipe-pane copies the pane's output asynchronously, so the screen
    /// can show what the log has not got yet: a test waits for what it needs in the log itself,
    /// never for a time.
    static func logged(
        _ log: URL, timeout: TimeInterval = 30, fileID: String = #fileID, line: Int = #line,
        until enough: (Data) -> Bool
    ) throws -> Data {
        var bytes = Data()
        do {
            try until("the pane's log to hold what the test needs", timeout: timeout, fileID: fileID, line: line) {
                bytes = (try? Data(contentsOf: log)) ?? Data()
                return enough(bytes)
            }
        } catch var timedOut as TimedOut {
            timedOut.shown = String(decoding: bytes.suffix(2000), as: UTF8.self)
            throw timedOut
        }
        return bytes
    }

    /// The bytes `pipe-pane` has written to `log` once they hold `mark`: by default the shell's
    /// "EXITED" line, which follows everything the program wrote.
    static func logged(
        _ log: URL, containing mark: String = "EXITED", fileID: String = #fileID, line: Int = #line
    ) throws -> Data {
        try logged(log, fileID: fileID, line: line) { $0.range(of: Data(mark.utf8)) != nil }
    }

    /// Starts a detached session running `command` (through the shell) in a window of that size.
    init(command: String, columns: Int, rows: Int) throws {
        do {
            try run(["new-session", "-d", "-s", session, "-x", "\(columns)", "-y", "\(rows)", command])
        } catch {
            kill()
            throw error
        }
    }

    deinit {
        kill()
    }

    /// Ends the pane's processes and the server, once: every test calls it in a `defer`, so the
    /// server goes with the test however the test ends.
    func kill() {
        guard !killed else { return }
        killed = true
        // Hang up the pane's processes first: the server only goes once its panes are gone.
        let panes = (try? run(["list-panes", "-s", "-t", session, "-F", "#{pane_pid}"])) ?? ""
        for pane in panes.split(separator: "\n").compactMap({ pid_t($0) }) where pane > 1 {
            Glibc.kill(-pane, SIGHUP)
            Glibc.kill(pane, SIGHUP)
        }
        _ = try? run(["kill-server"])
        let folder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        try? FileManager.default.removeItem(atPath: "\(folder)/tmux-\(getuid())/\(socket)")
    }

    /// Runs `tmux -L SOCKET ARGUMENTS` and returns what it printed; throws `TimedOut` when the
    /// client has not ended within `commandTimeout` (it is killed then).
    ///
    /// It spawns and reaps the process itself: Foundation's `Process` can miss the exit of a
    /// tmux client whose server daemon lives on, and wait for ever.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        guard let executable = Self.executable else { throw Missing() }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: output) }
        let command = [executable.path, "-L", socket] + arguments
        let line =
            "TERM=xterm-256color; export TERM; unset TMUX; exec " + command.map(Self.quoted).joined(separator: " ")
            + " >" + Self.quoted(output.path) + " 2>/dev/null </dev/null"
        var pid: pid_t = 0
        let words: [String] = ["/bin/sh", "-c", line]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { word in strdup(word) } + [nil]
        defer { argv.forEach { free($0) } }
        // The test's thread blocks most signals, and a child inherits that mask: a tmux server
        // started with SIGCHLD blocked never sees its panes end, and outlives kill-server. So
        // tmux starts with no signal blocked and every signal at its default.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let spawned = posix_spawn(&pid, "/bin/sh", nil, &attributes, argv, environ)
        guard spawned == 0 else { throw SpawnFailed(code: spawned) }
        var status: Int32 = 0
        do {
            try Self.until("tmux \(arguments.first ?? "") to end", timeout: Self.commandTimeout) {
                let reaped = waitpid(pid, &status, WNOHANG)
                return reaped == pid || (reaped < 0 && errno != EINTR)
            }
        } catch {
            Glibc.kill(pid, SIGKILL)
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            throw error
        }
        return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }

    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// What the pane shows now, after what scrolled out of it when `includingHistory`.
    func capture(includingHistory: Bool = false) -> String {
        (try? run(["capture-pane", "-p", "-t", session] + (includingHistory ? ["-S", "-"] : []))) ?? ""
    }

    /// A tmux format about the pane (`#{alternate_on}`, `#{cursor_flag}`).
    func format(_ format: String) -> String {
        ((try? run(["display-message", "-p", "-t", session, format])) ?? "").trimmingCharacters(
            in: .whitespacesAndNewlines)
    }

    /// Presses keys (tmux key names: `Right`, `Escape`, `C-c`, or text).
    func send(_ keys: String...) throws {
        try run(["send-keys", "-t", session] + keys)
    }

    /// Waits until the pane shows something `condition` accepts and returns that screen; throws
    /// `TimedOut`, with the last screen and the caller's line, when it does not within `timeout`.
    @discardableResult
    func wait(
        timeout: TimeInterval = 30, includingHistory: Bool = false, fileID: String = #fileID, line: Int = #line,
        until condition: (String) -> Bool
    ) throws -> String {
        var screen = capture(includingHistory: includingHistory)
        do {
            try Self.until("the pane to show what the test waits for", timeout: timeout, fileID: fileID, line: line) {
                screen = capture(includingHistory: includingHistory)
                return condition(screen)
            }
        } catch var timedOut as TimedOut {
            timedOut.shown = screen
            throw timedOut
        }
        return screen
    }

    /// A wait that ran out: the test fails with what it waited for, where, and what it saw last.
    struct TimedOut: Error, CustomStringConvertible {
        let waitedFor: String
        let seconds: TimeInterval
        let at: String
        var shown: String?

        init(waitedFor: String, seconds: TimeInterval, at: String) {
            self.waitedFor = waitedFor
            self.seconds = seconds
            self.at = at
        }

        var description: String {
            "waited \(Int(seconds)) s for \(waitedFor) (\(at)) in vain" + (shown.map { "; last seen:\n\($0)" } ?? "")
        }
    }

    struct SpawnFailed: Error {
        let code: Int32
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String { "tmux is not installed (scripts/ensure-deps test installs it)" }
    }
}
