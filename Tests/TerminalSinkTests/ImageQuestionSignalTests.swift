import FolioTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A SIGINT or SIGTERM while the preview asks the terminal which image protocol it speaks
/// (`ImageProtocolDetector`, up to 300 ms) ends the preview with the terminal put back, as one
/// during the session proper does.
///
/// The preview runs in one tmux pane (its keyboard: raw mode goes on there) and writes to a
/// second pane's terminal, whose answers go to that pane's input, never to the preview: the
/// question waits its whole time. The test sees raw mode go on, stops the preview with
/// SIGSTOP (so the question cannot end meanwhile), sends the signal, lets it go on, and then
/// checks the first pane in the same shell: `stty` shows canonical mode and echo, typed text
/// echoes and is read as a line.
@Suite(.serialized, .enabled(if: Tmux.suitesRun, "needs tmux"))
struct ImageQuestionSignalTests {
    @Test(arguments: [("INT", SIGINT, 130), ("TERM", SIGTERM, 143)])
    func aSignalDuringTheImageQuestionRestoresTheTerminal(_ signal: (name: String, number: Int32, status: Int))
        throws
    {
        // A loaded machine may stop the preview after its question (then it has drawn a
        // frame); that attempt still has to restore the terminal, and another is made.
        var inQuestion = false
        for _ in 1...3 where !inQuestion {
            inQuestion = try attempt(signal)
        }
        #expect(inQuestion, "SIG\(signal.name) never arrived while the preview was asking about images")
    }

    /// One run; whether the signal arrived before the preview's first frame.
    private func attempt(_ signal: (name: String, number: Int32, status: Int)) throws -> Bool {
        let scratch = try Folio.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let pidFile = scratch.appendingPathComponent("pid")
        let sttyFile = scratch.appendingPathComponent("stty")
        let go = scratch.appendingPathComponent("go")
        let log = scratch.appendingPathComponent("output.bytes")

        // The pane the preview writes to; nothing there reads what tmux answers.
        let tmux = try Tmux(command: "exec sleep 600", columns: 100, rows: 60)
        defer { tmux.kill() }
        let outputPane = tmux.format("#{pane_id}")
        let outputTTY = tmux.format("#{pane_tty}")
        try tmux.run(["pipe-pane", "-t", outputPane, "cat >> \(quoted(log.path))"])

        let folio = quoted(try FolioBinary.executable().path)
        let preview =
            "unset FOLIO_IMAGES; echo $$ > \(quoted(pidFile.path)); exec \(folio) preview Content > \(quoted(outputTTY))"
        let script = [
            "while [ ! -f \(quoted(go.path)) ]; do sleep 0.05; done",
            "sh -c \(quoted(preview))",
            "echo \"EXITED $?\"",
            "stty -a > \(quoted(sttyFile.path))",
            "printf 'typed: '",
            "read line",
            "echo \"READ [$line]\"",
            "sleep 600",
        ].joined(separator: "; ")
        try tmux.run([
            "split-window", "-t", outputPane, "cd \(quoted(Folio.packageRoot.path)) && sh -c \(quoted(script))",
        ])
        let keyboardTTY = tmux.format("#{pane_tty}")
        #expect(keyboardTTY != outputTTY)
        try Data().write(to: go)

        // Raw mode goes on just before the question: stop the preview there.
        try Tmux.until("raw mode on the preview's terminal", timeout: 60) { Self.isRaw(keyboardTTY) }
        let pid = try #require(
            (try? String(contentsOf: pidFile, encoding: .utf8)).flatMap {
                pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
            })
        #expect(kill(pid, SIGSTOP) == 0)
        try Tmux.until("the preview to stop", timeout: 60) { Self.state(of: pid) == "T" }
        #expect(kill(pid, signal.number) == 0)
        #expect(kill(pid, SIGCONT) == 0)

        var screen = try tmux.wait { $0.contains("typed:") }
        #expect(screen.contains("EXITED \(signal.status)"), "SIG\(signal.name): \(screen)")
        let stty = (try? String(contentsOf: sttyFile, encoding: .utf8)) ?? ""
        let words = stty.split(whereSeparator: \.isWhitespace)
        #expect(words.contains("icanon") && !words.contains("-icanon"), "SIG\(signal.name): \(stty)")
        #expect(words.contains("echo") && !words.contains("-echo"), "SIG\(signal.name): \(stty)")
        try tmux.send("-l", "hello there")
        screen = try tmux.wait { $0.contains("typed: hello there") }
        #expect(screen.contains("typed: hello there"), "typed text echoes: \(screen)")
        try tmux.send("Enter")
        screen = try tmux.wait { $0.contains("READ [hello there]") }
        #expect(screen.contains("READ [hello there]"), "a line is read: \(screen)")

        // The output pane is back on its main screen with a cursor.
        let leave = Data("\u{1B}[?1049l".utf8)
        let bytes = try Tmux.logged(log) { $0.range(of: leave) != nil }
        #expect(bytes.range(of: leave) != nil, "the preview left the alternate screen")
        #expect(try tmux.run(["display-message", "-p", "-t", outputPane, "#{alternate_on}"]).hasPrefix("0"))
        #expect(try tmux.run(["display-message", "-p", "-t", outputPane, "#{cursor_flag}"]).hasPrefix("1"))
        // No frame (its status line ends "q quit") came before the signal: it came during the question.
        return bytes.range(of: Data("q quit".utf8)) == nil
    }

    private func quoted(_ text: String) -> String {
        Tmux.quoted(text)
    }

    /// Whether the terminal at `path` is in raw mode (no canonical input, no echo).
    private static func isRaw(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { return false }
        return settings.c_lflag & tcflag_t(ICANON | ECHO) == 0
    }

    /// The process state letter of `pid` (`T` when stopped), from /proc.
    private static func state(of pid: pid_t) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: end)...].first { !$0.isWhitespace }
    }
}
