import FolioTestSupport
import Foundation
import Testing

/// `folio preview` in a real terminal (tmux) on a folder with errors: it opens on a page that
/// lists them, each with its location and escaped; the good articles follow; and no control
/// character from the content or the file names reaches the terminal.
@Suite(.serialized, .enabled(if: Tmux.suitesRun, "needs tmux"))
struct PreviewWithErrorsTests {
    static func makeFolder() throws -> URL {
        let root = try Folio.scratch()
        try Data("---\ntitle: Good Harbour\n---\n\nThe good article.\n".utf8).write(
            to: root.appendingPathComponent("good.md"))
        try Data("---\ntitle: Bell\u{07} raw\n---\n\nBroken.\n".utf8).write(
            to: root.appendingPathComponent("broken.md"))
        let retitling = "evil\u{1B}]0;pwned\u{07}.md"
        try Data("---\ntitle: x\n---\n\n![p](<missing\u{1B}[2J.png>)\n".utf8).write(
            to: root.appendingPathComponent(retitling))
        return root
    }

    @Test func theProblemsPageListsEachErrorAndTheGoodArticlesFollow() throws {
        let folder = try Self.makeFolder()
        let log = folder.appendingPathComponent("pane.bytes")
        let go = folder.appendingPathComponent("go")
        defer { try? FileManager.default.removeItem(at: folder) }
        let quoted = InteractivePreviewTests.quoted
        let preview = "while [ ! -f \(quoted(go.path)) ]; do sleep 0.1; done; FOLIO preview \(quoted(folder.path))"
        let tmux = try Tmux(command: try InteractivePreviewTests.command(preview), columns: 100, rows: 30)
        defer { tmux.kill() }
        try tmux.run(["pipe-pane", "-t", tmux.session, "cat >> \(quoted(log.path))"])
        try Data().write(to: go)

        var screen = try tmux.wait { $0.contains("? help · q quit") }
        #expect(screen.contains("Problems: 2 errors"), "\(screen)")
        #expect(screen.contains("broken.md:2:12"))
        #expect(screen.contains(#"title: Bell\u{7} raw"#))
        // The page keeps an 80-column measure, so a long path wraps: read it joined up.
        let joined = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        #expect(joined.contains(#"evil\u{1B}]0;pwned\u{7}.md:5:1"#), "\(screen)")
        #expect(screen.contains(#"no file at 'missing\u{1B}[2J.png'"#))
        #expect(InteractivePreviewTests.statusLine(screen).contains("1/4"))

        try tmux.send("Right")
        screen = try tmux.wait { InteractivePreviewTests.statusLine($0).contains("2/4") }
        try tmux.send("Right")
        screen = try tmux.wait { InteractivePreviewTests.statusLine($0).contains("3/4") }
        try tmux.send("Right")
        screen = try tmux.wait { $0.contains("The good article.") }
        #expect(screen.contains("Good Harbour") && screen.contains("The good article."), "\(screen)")

        try tmux.send("q")
        screen = try tmux.wait { $0.contains("EXITED") && $0.contains("icanon") }
        #expect(screen.contains("EXITED 0"))
        var bytes = [UInt8](try Tmux.logged(log))
        // The terminal's line discipline writes each newline as CR LF (onlcr); that CR is not Folio's.
        var index = bytes.count - 1
        while index > 0 {
            if bytes[index] == 0x0A && bytes[index - 1] == 0x0D { bytes.remove(at: index - 1) }
            index -= 1
        }
        let leave = Array("\u{1B}[?1049l".utf8)
        let end = (0...max(bytes.count - leave.count, 0)).first { bytes[$0...].starts(with: leave) }.map {
            $0 + leave.count
        }
        #expect(end != nil, "the preview left the alternate screen")
        let shown = Array(bytes[..<(end ?? bytes.count)])
        #expect(HostileContent.foreignControls(in: shown) == [])
        #expect(!String(decoding: shown, as: UTF8.self).contains("\u{1B}]0;"))
    }
}
