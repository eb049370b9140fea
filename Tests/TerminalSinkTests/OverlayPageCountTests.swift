import FolioTestSupport
import Foundation
import Testing

/// Opening the contents overlay paginates every article its thumbnails show; the preview
/// must then know their real page counts (it once kept counting them as one page, so
/// `o Escape Right Right` showed "page 1/1" and `j` a peek instead of page 2; from the
/// cover, one more Right).
/// Checked in a real terminal (tmux) against `folio preview --dump` with the same keys.
@Suite(.serialized, .enabled(if: Tmux.suitesRun, "needs tmux"))
struct OverlayPageCountTests {
    static let statusLine = InteractivePreviewTests.statusLine

    /// "3/11 · page 1/5 · Twenty…" → "3/11 · page 1/5".
    static func position(_ line: String) -> String {
        line.split(separator: "·").prefix(2).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " · ")
    }

    /// The status line `--dump` prints after `keys` on an 80×24 screen.
    static func dumpedPosition(_ folder: String, keys: String) throws -> String {
        let run = try Folio.run(["preview", folder, "--keys", keys, "--dump", "--columns", "80", "--rows", "24"])
        #expect(run.status == 0, "\(run.errors)")
        return position(statusLine(run.text))
    }

    /// Presses `o Escape Right Right Right` (from the cover) then `j` in tmux and compares each
    /// status with --dump.
    func check(folder: String, articles: Int) throws {
        let quoted = InteractivePreviewTests.quoted
        let tmux = try Tmux(
            command: try InteractivePreviewTests.command("FOLIO preview \(quoted(folder))"), columns: 80, rows: 24)
        defer { tmux.kill() }
        try tmux.wait(timeout: 60) { $0.contains("? help · q quit") }
        try tmux.send("o")
        try tmux.wait { $0.contains("Contents ·") }
        try tmux.send("Escape")
        try tmux.wait { !$0.contains("Contents ·") }
        try tmux.send("Right", "Right")
        try tmux.wait { Self.statusLine($0).contains("2/\(articles) ·") }
        try tmux.send("Right")
        var screen = try tmux.wait { Self.statusLine($0).contains("3/\(articles) ·") }
        let expected = try Self.dumpedPosition(folder, keys: "o escape right right right")
        #expect(
            expected.hasPrefix("3/\(articles) · page 1/") && !expected.hasSuffix("page 1/1"),
            "the third article has pages: \(expected)")
        #expect(Self.position(Self.statusLine(screen)) == expected, "\(screen)")

        try tmux.send("j")
        let afterDown = try Self.dumpedPosition(folder, keys: "o escape right right right j")
        #expect(afterDown.hasPrefix("3/\(articles) · page 2/"))
        screen = try tmux.wait { Self.position(Self.statusLine($0)) == afterDown }
        #expect(Self.position(Self.statusLine(screen)) == afterDown, "\(screen)")
        #expect(!screen.contains("next:"), "a page, not a peek")
        try tmux.send("q")
        screen = try tmux.wait { $0.contains("EXITED") }
        #expect(screen.contains("EXITED 0"))
    }

    @Test func theSampleIssue() throws {
        try check(folder: "Content", articles: 11)
    }

    @Test func aTwoThousandArticleIssue() throws {
        let root = try Folio.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let paragraph = String(
            repeating: "Slow walking shows the hedge is six different shrubs and the field has a hare. ", count: 6)
        for index in 0..<2000 {
            let body = (0..<8).map { "## Part \($0 + 1)\n\n\(paragraph)" }.joined(separator: "\n\n")
            let text = "---\ntitle: Article \(index + 1)\norder: \(index)\n---\n\n\(body)\n"
            try Data(text.utf8).write(to: root.appendingPathComponent(String(format: "a%04d.md", index)))
        }
        try check(folder: root.path, articles: 2000)
    }
}
