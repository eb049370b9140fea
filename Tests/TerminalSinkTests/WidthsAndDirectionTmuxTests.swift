import FolioTestSupport
import FolioText
import Foundation
import Testing

@testable import TerminalSink

/// The release `folio preview` in a real terminal (a tmux pane) on an issue with a Japanese and
/// an Arabic article: the cell widths the engine gives (ICU's East Asian widths) are the ones the
/// terminal draws with, so Japanese fills the page's columns and stops at its edge; Arabic lines
/// are in display order, joined, and end at the page's right edge.
@Suite(.serialized, .enabled(if: Tmux.suitesRun, "needs tmux"))
struct WidthsAndDirectionTmuxTests {
    static let columns = 60
    static let rows = 20
    /// The page on a 60-column terminal: columns 2 to 57.
    static let frame = FrameLayout(columns: columns, rows: rows)
    static let statusLine = InteractivePreviewTests.statusLine

    static let japanese = String(
        repeating: "京都から奈良までは、急行に乗れば四十五分ほどで着いてしまう。けれども、わたしはあえて各駅停車を選んだ。", count: 3)
    static let arabicWords =
        "في آخر حديقة جدتي شجرة تين عجوز، أقدم من البيت نفسه كما كانت تقول (2024) وكان الجيران يعتبرون نصف الثمر من حقهم"

    /// A Japanese article (first) and an Arabic one, each naming its language.
    static func issue() throws -> URL {
        let root = try Folio.scratch()
        // No cover: the test is about the two articles' pages.
        try Data("title: Two Scripts\ncover: false\n".utf8).write(to: root.appendingPathComponent("issue.yaml"))
        try Data("---\ntitle: 旅\nlang: ja\norder: 1\n---\n\n\(japanese)\n".utf8)
            .write(to: root.appendingPathComponent("travel.md"))
        try Data("---\ntitle: التين\nlang: ar\norder: 2\n---\n\n\(arabicWords)\n".utf8)
            .write(to: root.appendingPathComponent("fig.md"))
        return root
    }

    /// The page's rows of a screen: each row's text with the column it starts and ends at (in
    /// cells, by the engine's widths), for the rows that hold text inside the page.
    static func pageRows(_ screen: String) -> [(text: String, start: Int, end: Int)] {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.dropFirst(frame.pageY).prefix(frame.pageHeight).compactMap { line in
            let page = String(line.dropFirst(frame.pageX)).prefix { "◀▶".contains($0) == false }
            let text = page.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { return nil }
            let start = frame.pageX + CellWidth.of(page.prefix { $0 == " " })
            return (text, start, start + CellWidth.of(text))
        }
    }

    /// Opens the issue in a pane, goes `keys` along, and returns the screen and `--dump`'s.
    static func screens(after keys: [String], dumpKeys: String, waitFor status: String) throws -> (String, String) {
        let folder = try issue()
        defer { try? FileManager.default.removeItem(at: folder) }
        let quoted = InteractivePreviewTests.quoted
        let tmux = try Tmux(
            command: try InteractivePreviewTests.command("LANG=C.UTF-8 FOLIO preview \(quoted(folder.path))"),
            columns: columns, rows: rows)
        defer { tmux.kill() }
        try tmux.wait(timeout: 60) { $0.contains("? help · q quit") }
        for key in keys { try tmux.send(key) }
        let screen = try tmux.wait { statusLine($0).contains(status) }
        let run = try Folio.run([
            "preview", folder.path, "--keys", dumpKeys, "--dump", "--columns", "\(columns)", "--rows", "\(rows)",
        ])
        #expect(run.status == 0, "\(run.errors)")
        try tmux.send("q")
        #expect(try tmux.wait { $0.contains("EXITED") }.contains("EXITED 0"))
        return (screen, run.text)
    }

    @Test func japaneseFillsThePagesColumnsAndStopsAtItsEdge() throws {
        let (screen, dump) = try Self.screens(after: [], dumpKeys: "", waitFor: "1/2 ·")
        let rows = Self.pageRows(screen)
        let body = rows.filter { $0.text != "旅" }
        #expect(body.count >= 4, "\(screen)")
        let right = Self.frame.pageX + Self.frame.pageWidth
        for row in rows {
            #expect(row.start >= Self.frame.pageX && row.end <= right, "\(row.text) ends at \(row.end): \(screen)")
        }
        // Every line but a paragraph's last is full: at most one cell short (a wide character
        // that did not fit) or a few where kinsoku keeps punctuation off a line's start.
        for row in body.dropLast() {
            #expect(row.end >= right - 3, "\(row.text) ends at \(row.end), the page at \(right)")
        }
        #expect(body.contains { $0.end == right }, "some line reaches the edge")
        // The terminal put every wide character where the engine counted it: the pane's rows
        // are the screen the preview computed.
        #expect(Self.pageRows(screen).map(\.text) == Self.pageRows(dump).map(\.text))
        #expect(Self.pageRows(screen).map(\.end) == Self.pageRows(dump).map(\.end))
    }

    @Test func arabicLinesAreRightAlignedAndInDisplayOrder() throws {
        let (screen, dump) = try Self.screens(after: ["Right"], dumpKeys: "right", waitFor: "2/2 ·")
        let right = Self.frame.pageX + Self.frame.pageWidth
        let rows = Self.pageRows(screen)
        let body = rows.filter { $0.text.contains("(2024)") || $0.text.unicodeScalars.contains { $0.value >= 0xFE70 } }
        #expect(body.count >= 3, "the paragraph wraps: \(screen)")
        for row in rows { #expect(row.end == right, "right-aligned: \(row.text) ends at \(row.end)") }
        // The paragraph's first word is rightmost on its first line, its last word leftmost on
        // its last line, each joined (presentation forms) and reversed.
        let words = Self.arabicWords.split(separator: " ").map(String.init)
        let shown = { (word: String) in VisualLines.displayed(word, style: Theme.body).map(\.text).joined() }
        let paragraph = rows.drop { !$0.text.hasSuffix(shown(words[0])) }
        #expect(!paragraph.isEmpty, "\(shown(words[0])) ends a line: \(screen)")
        #expect(paragraph.last?.text.hasPrefix(shown(words[words.count - 1])) == true, "\(screen)")
        // حديقة: hah initial, dal final (it joins no letter after it), yeh initial, qaf medial,
        // teh marbuta final; shown from the last.
        #expect(shown("حديقة").unicodeScalars.map(\.value) == [0xFE94, 0xFED8, 0xFEF3, 0xFEAA, 0xFEA3])
        // Brackets around the number are mirrored, so they read (2024) on screen.
        #expect(screen.contains("(2024)"))
        #expect(!screen.contains(")2024("))
        #expect(Self.pageRows(screen).map(\.text) == Self.pageRows(dump).map(\.text))
    }
}
