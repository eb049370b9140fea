import Foundation

/// A tmux server on its own socket, for driving the real interactive preview in a real
/// pseudo-terminal. It needs no controlling terminal of its own, so it works under CI.
final class Tmux {
    /// The socket name, unique to this process and server.
    let socket = "folio-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    /// The session's name.
    let session = "preview"

    /// The tmux executable, if installed.
    static let executable: URL? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
        .map { URL(fileURLWithPath: $0) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// Whether the tmux suites run: where tmux is installed, and always under `CI=true`, where a
    /// missing tmux fails every such test (`run` throws `Missing`, which says so) instead of
    /// skipping it. Elsewhere they are skipped, and the skip says "needs tmux".
    static let suitesRun = executable != nil || ProcessInfo.processInfo.environment["CI"] == "true"

    /// The bytes `pipe-pane` has written to `log`, once `enough` accepts them (or after `timeout`).
    /// pipe-pane copies the pane's output asynchronously, so the screen can show what the log
    /// has not got yet: a test waits for what it needs in the log itself, never for a time.
    static func logged(_ log: URL, timeout: TimeInterval = 30, until enough: (Data) -> Bool) -> Data {
        let deadline = Date().addingTimeInterval(timeout)
        var bytes = (try? Data(contentsOf: log)) ?? Data()
        while !enough(bytes), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            bytes = (try? Data(contentsOf: log)) ?? Data()
        }
        return bytes
    }

    /// The bytes `pipe-pane` has written to `log` once they hold `mark`: by default the shell's
    /// "EXITED" line, which follows everything the program wrote.
    static func logged(_ log: URL, containing mark: String = "EXITED") -> Data {
        logged(log) { $0.range(of: Data(mark.utf8)) != nil }
    }

    /// Starts a detached session running `command` (through the shell) in a window of that size.
    init(command: String, columns: Int, rows: Int) throws {
        try run(["new-session", "-d", "-s", session, "-x", "\(columns)", "-y", "\(rows)", command])
    }

    deinit {
        // Hang up the pane's processes first: the server only goes once its panes are gone.
        let panes = (try? run(["list-panes", "-s", "-t", session, "-F", "#{pane_pid}"])) ?? ""
        for pane in panes.split(separator: "\n").compactMap({ pid_t($0) }) where pane > 1 {
            kill(-pane, SIGHUP)
            kill(pane, SIGHUP)
        }
        _ = try? run(["kill-server"])
    }

    /// Runs `tmux -L SOCKET ARGUMENTS` and returns what it printed.
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
        let spawned = posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ)
        guard spawned == 0 else { throw SpawnFailed(code: spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }

    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// What the pane shows now.
    func capture() -> String {
        (try? run(["capture-pane", "-p", "-t", session])) ?? ""
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

    /// Waits until the pane shows something `condition` accepts; returns the last capture.
    @discardableResult
    func wait(timeout: TimeInterval = 30, until condition: (String) -> Bool) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = capture()
        while !condition(screen), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            screen = capture()
        }
        return screen
    }

    struct SpawnFailed: Error {
        let code: Int32
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String { "tmux is not installed (scripts/ensure-deps test installs it)" }
    }
}
