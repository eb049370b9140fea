import FolioTestSupport
import Foundation
import Testing

/// A right-to-left issue (`lang: ar`) in the preview: ← goes to the next article and → to the
/// previous one, the arrows and the help say so, and the contents' thumbnails run from the right.
/// Checked with real keys in a tmux pane against `folio preview --dump` with the same keys.
@Suite(.serialized, .enabled(if: Tmux.suitesRun, "needs tmux"))
struct RightToLeftPreviewTests {
    static let statusLine = InteractivePreviewTests.statusLine
    static let titles = ["الفجر", "السوق", "الليل"]

    /// Three Arabic articles: one page, several pages, one page.
    static func arabicIssue() throws -> URL {
        let root = try Folio.scratch()
        // No cover here: these tests are about the articles' strip (CoverAndShelfTests mirrors a cover).
        try Data("title: مجلة\nlang: ar\ncover: false\n".utf8).write(to: root.appendingPathComponent("issue.yaml"))
        let words = "كان الصباح هادئا في المدينة القديمة وكانت الشمس ترتفع فوق الأسطح ببطء شديد"
        for (index, title) in titles.enumerated() {
            let body = (1...(index == 1 ? 30 : 1)).map { "\(words) \($0)." }.joined(separator: "\n\n")
            try Data("---\ntitle: \(title)\norder: \(index + 1)\n---\n\n\(body)\n".utf8)
                .write(to: root.appendingPathComponent("\(title).md"))
        }
        return root
    }

    /// The screen `--dump` prints after `keys` on an 80×24 terminal.
    static func dumped(_ folder: URL, keys: String) throws -> String {
        let run = try Folio.run(["preview", folder.path, "--keys", keys, "--dump", "--columns", "80", "--rows", "24"])
        #expect(run.status == 0, "\(run.errors)")
        return run.text
    }

    /// "2/3 · page 1/5 · السوق" → "2/3 · page 1/5".
    static func position(_ screen: String) -> String {
        statusLine(screen).split(separator: "·").prefix(2).map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " · ")
    }

    /// The arrows drawn in the margins (◀ ▶ ▲ ▼).
    static func arrows(_ screen: String) -> Set<Character> {
        Set(screen.filter { "◀▶▲▼".contains($0) })
    }

    @Test func theDumpedScreensFollowTheStrip() throws {
        let folder = try Self.arabicIssue()
        defer { try? FileManager.default.removeItem(at: folder) }
        let start = try Self.dumped(folder, keys: "")
        #expect(Self.position(start) == "1/3 · page 1/1")
        #expect(Self.arrows(start) == ["◀"], "from the first article only ◀ moves, to the next one")
        let next = try Self.dumped(folder, keys: "left")
        #expect(Self.position(next).hasPrefix("2/3 · page 1/"))
        #expect(Self.arrows(next) == ["◀", "▶", "▼"])
        #expect(Self.position(try Self.dumped(folder, keys: "right")) == "1/3 · page 1/1", "nothing before the first")
        let last = try Self.dumped(folder, keys: "left left left")
        #expect(Self.position(last) == "3/3 · page 1/1", "nothing after the last")
        #expect(Self.arrows(last) == ["▶"])
        let below = try Self.dumped(folder, keys: "left down left")
        #expect(Self.position(below).hasPrefix("2/3 · page 2/"), "not diagonally")
        let help = try Self.dumped(folder, keys: "?")
        #expect(help.contains("← h  → l") && help.contains("next, previous article"), "\(help)")
    }

    @Test func theContentsRunFromTheRight() throws {
        let folder = try Self.arabicIssue()
        defer { try? FileManager.default.removeItem(at: folder) }
        let contents = try Self.dumped(folder, keys: "o")
        // A thumbnail's number follows its frame's top edge (`┌─ 2 …`, the highlighted one `╔═ 1 …`).
        func label(_ number: Int, in row: Substring) -> String.Index? {
            ["─", "═"].lazy.compactMap { row.range(of: "\($0) \(number) ")?.lowerBound }.first
        }
        let row = try #require(contents.split(separator: "\n").first { label(1, in: $0) != nil })
        let first = try #require(label(1, in: row))
        let second = try #require(label(2, in: row))
        #expect(second < first, "the second thumbnail is left of the first: \(row)")
        #expect(Self.position(try Self.dumped(folder, keys: "o left enter")).hasPrefix("2/3 · page 1/"))
        #expect(Self.position(try Self.dumped(folder, keys: "o left left right enter")).hasPrefix("2/3 · page 1/"))
    }

    @Test func realArrowKeysInATerminal() throws {
        let folder = try Self.arabicIssue()
        defer { try? FileManager.default.removeItem(at: folder) }
        let quoted = InteractivePreviewTests.quoted
        let tmux = try Tmux(
            command: try InteractivePreviewTests.command("LANG=C.UTF-8 FOLIO preview \(quoted(folder.path))"),
            columns: 80, rows: 24)
        defer { tmux.kill() }
        try tmux.wait(timeout: 60) { $0.contains("? help · q quit") }
        try tmux.send("Left")
        var screen = try tmux.wait { Self.statusLine($0).contains("2/3 ·") }
        #expect(Self.position(screen) == Self.position(try Self.dumped(folder, keys: "left")))
        try tmux.send("Right")
        screen = try tmux.wait { Self.statusLine($0).contains("1/3 ·") }
        // → from the first article goes nowhere: the ← after it lands on the second article again.
        try tmux.send("Right", "Left")
        screen = try tmux.wait { Self.statusLine($0).contains("2/3 ·") }
        #expect(Self.position(screen) == Self.position(try Self.dumped(folder, keys: "left right right left")))
        try tmux.send("Left")
        screen = try tmux.wait { Self.statusLine($0).contains("3/3 ·") }
        try tmux.send("?")
        screen = try tmux.wait { $0.contains("next, previous article") }
        #expect(screen.contains("← h  → l"), "\(screen)")
        try tmux.send("Escape")
        try tmux.wait { !$0.contains("next, previous article") }
        try tmux.send("q")
        screen = try tmux.wait { $0.contains("EXITED") }
        #expect(screen.contains("EXITED 0"), "\(screen)")
    }
}
