import FolioTestSupport
import Foundation
import Testing

/// The real interactive preview in a tmux pane: keys, resize, overlay, and a terminal put
/// back as it was on every way out.
@Suite(.serialized, .enabled(if: Tmux.suitesRun, "needs tmux"))
struct InteractivePreviewTests {
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A shell command that runs the preview, then reports how it ended and the tty's mode.
    static func command(_ preview: String) throws -> String {
        let folio = quoted(try FolioBinary.executable().path)
        let root = quoted(Folio.packageRoot.path)
        return
            "cd \(root) && sh -c \(quoted("\(preview.replacingOccurrences(of: "FOLIO", with: folio)); echo \"EXITED $?\"; stty -a; sleep 20"))"
    }

    static func statusLine(_ screen: String) -> String {
        screen.split(separator: "\n").last { $0.contains("·") }.map(String.init) ?? ""
    }

    /// The terminal as a shell expects it: canonical mode and echo on, the main screen, a cursor.
    static func expectRestored(_ tmux: Tmux, _ screen: String) {
        let words = screen.split(whereSeparator: \.isWhitespace)
        #expect(words.contains("icanon") && !words.contains("-icanon"), "\(screen)")
        #expect(words.contains("echo") && !words.contains("-echo"), "\(screen)")
        #expect(tmux.format("#{alternate_on}") == "0")
        #expect(tmux.format("#{cursor_flag}") == "1")
        #expect(!screen.contains("? help · q quit"))
    }

    @Test func keysResizeOverlayAndQuit() throws {
        let tmux = try Tmux(command: try Self.command("FOLIO preview Content"), columns: 100, rows: 30)
        defer { tmux.kill() }
        var screen = try tmux.wait { $0.contains("? help · q quit") }
        #expect(Self.statusLine(screen).contains("Cover · Slow Ground"), "the sample opens on its cover")
        #expect(tmux.format("#{alternate_on}") == "1")
        #expect(tmux.format("#{cursor_flag}") == "0")

        try tmux.send("Right")
        screen = try tmux.wait { Self.statusLine($0).contains("1/11 · page 1/") }
        #expect(screen.contains("The Speed of Noticing"))
        try tmux.send("Right")
        screen = try tmux.wait { Self.statusLine($0).contains("2/11 · page 1/") }
        #expect(Self.statusLine(screen).contains("Hollin Water"))

        try tmux.send("+")
        screen = try tmux.wait { $0.contains("zoom 2×") }
        #expect(screen.contains("zoom 2×"))
        try tmux.send("Right", "+")
        screen = try tmux.wait { $0.contains("zoom 4×") }
        #expect(Self.statusLine(screen).contains("2/11 · page 1/"), "arrows pan while zoomed")
        try tmux.send("Escape")
        screen = try tmux.wait { $0.contains("? help · q quit") }

        try tmux.send("o")
        // The overlay is drawn in more than one write: wait for its hint line too.
        screen = try tmux.wait { $0.contains("Contents · Slow Ground") && $0.contains("Enter open") }
        #expect(screen.contains("2 Hollin Water") && screen.contains("Enter open"))
        try tmux.send("Escape")
        screen = try tmux.wait { !$0.contains("Contents ·") }
        #expect(Self.statusLine(screen).contains("2/11 · page 1/"))

        try tmux.send("?")
        screen = try tmux.wait { $0.contains("previous article") }
        #expect(screen.contains("? q Ctrl-C       this help, quit"))
        try tmux.send("Escape")
        try tmux.wait { !$0.contains("previous article") }

        try tmux.send("Down")
        screen = try tmux.wait { Self.statusLine($0).contains("2/11 · page 2/") }
        #expect(Self.statusLine(screen).contains("2/11 · page 2/"))

        try tmux.run(["resize-window", "-t", tmux.session, "-x", "80", "-y", "24"])
        screen = try tmux.wait {
            $0.split(separator: "\n").count <= 24 && Self.statusLine($0).hasSuffix("? help · q quit")
        }
        let lines = screen.split(separator: "\n")
        #expect(lines.count <= 24)
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(Self.statusLine(screen).contains("2/11 · page 2/"), "the reader stays on the same content")
        #expect(Self.statusLine(screen).hasSuffix("? help · q quit"))

        try tmux.send("q")
        screen = try tmux.wait { $0.contains("EXITED") && $0.contains("icanon") }
        #expect(screen.contains("EXITED 0"))
        Self.expectRestored(tmux, screen)
    }

    @Test(arguments: [("TERM", SIGTERM, 143), ("INT", SIGINT, 130)])
    func aSignalRestoresTheTerminal(_ signal: (name: String, number: Int32, status: Int)) throws {
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("folio-pid-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: pidFile) }
        let preview = "sh -c \(Self.quoted("echo $$ > \(pidFile.path); exec FOLIO preview Content"))"
        let tmux = try Tmux(command: try Self.command(preview), columns: 90, rows: 28)
        defer { tmux.kill() }
        try tmux.wait { $0.contains("? help · q quit") }
        #expect(tmux.format("#{alternate_on}") == "1")
        let text = try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let pid = try #require(Int32(text))
        #expect(kill(pid, signal.number) == 0)
        let screen = try tmux.wait { $0.contains("EXITED") && $0.contains("icanon") }
        #expect(screen.contains("EXITED \(signal.status)"), "SIG\(signal.name)")
        Self.expectRestored(tmux, screen)
    }

    /// Ctrl-C ends the preview as an interrupted program ends: status 130, as SIGINT gives.
    @Test func controlCIsAQuitKey() throws {
        let tmux = try Tmux(command: try Self.command("FOLIO preview Content"), columns: 80, rows: 24)
        defer { tmux.kill() }
        try tmux.wait { $0.contains("? help · q quit") }
        try tmux.send("C-c")
        let screen = try tmux.wait { $0.contains("EXITED") && $0.contains("icanon") }
        #expect(screen.contains("EXITED 130"))
        Self.expectRestored(tmux, screen)
    }

    @Test func noControlSequenceFromContentReachesTheTerminal() throws {
        let folder = try HostileContent.make()
        let log = folder.appendingPathComponent("pane.bytes")
        let go = folder.appendingPathComponent("go")
        defer { try? FileManager.default.removeItem(at: folder) }
        let preview =
            "while [ ! -f \(Self.quoted(go.path)) ]; do sleep 0.1; done; FOLIO preview \(Self.quoted(folder.path))"
        let tmux = try Tmux(command: try Self.command(preview), columns: 80, rows: 24)
        defer { tmux.kill() }
        try tmux.run(["pipe-pane", "-t", tmux.session, "cat >> \(Self.quoted(log.path))"])
        try Data().write(to: go)
        var screen = try tmux.wait { $0.contains("? help · q quit") }
        #expect(screen.contains(#"Evil \u{1B}[2J Title"#))
        // Each of these keys changes the screen: the next is pressed once it has, so no two
        // keys reach the preview as one read (Escape and ? would be Alt-?).
        for key in ["Down", "Right", "Down", "Up", "o", "Right", "Escape", "?", "Escape", "Left"] {
            let before = tmux.capture()
            try tmux.send(key)
            try tmux.wait { $0 != before }
        }
        try tmux.send("q")
        screen = try tmux.wait { $0.contains("EXITED") && $0.contains("icanon") }
        #expect(screen.contains("EXITED 0"))
        let bytes = [UInt8](try Tmux.logged(log))
        let leave = Array("\u{1B}[?1049l".utf8)
        let end = (0...max(bytes.count - leave.count, 0)).first { bytes[$0...].starts(with: leave) }.map {
            $0 + leave.count
        }
        let shown = Array(bytes[..<(end ?? bytes.count)])
        #expect(end != nil, "the preview left the alternate screen")
        #expect(shown.count > 1000)
        #expect(HostileContent.foreignControls(in: shown) == [])
        #expect(!String(decoding: shown, as: UTF8.self).contains("\u{1B}]52"))
    }
}
