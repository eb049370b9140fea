import FolioTestSupport
import Foundation
import Testing

/// Search in the release `folio preview` in a real terminal (a tmux pane) on Examples/Scripts:
/// `/`, a word typed as a reader types it (English, then Chinese through the terminal's UTF-8),
/// Enter, and the page shown is the later page that holds the word, with the word marked (drawn
/// in reverse video); `--keys "/ type:WORD enter" --dump` lands on the same page.
@Suite(.serialized, .enabled(if: Tmux.suitesRun, "needs tmux"))
struct SearchTmuxTests {
    static let statusLine = InteractivePreviewTests.statusLine

    /// `folio preview Examples/Scripts` in an 80×24 pane, at the search line `/` opened on the
    /// cover, with `words` typed as text (`send-keys -l`: a key press per character, as a
    /// keyboard sends them).
    static func searching(_ words: String) throws -> Tmux {
        let tmux = try Tmux(
            command: try InteractivePreviewTests.command("LANG=C.UTF-8 FOLIO preview Examples/Scripts"), columns: 80,
            rows: 24)
        try tmux.wait { Self.statusLine($0).contains("Cover · Twelve Scripts") }
        try tmux.send("/")
        try tmux.wait { $0.contains("type words to search") }
        try tmux.run(["send-keys", "-t", tmux.session, "-l", words])
        return tmux
    }

    /// The pane's screen with its colours and attributes as escape sequences.
    static func styledScreen(_ tmux: Tmux) throws -> String {
        try tmux.run(["capture-pane", "-p", "-e", "-t", tmux.session])
    }

    /// A word of a later page, the status line on that page and its place in the state.
    struct Case: Sendable, CustomTestStringConvertible {
        var words: String
        var status: String
        var at: String
        var testDescription: String { words }
    }

    @Test(arguments: [
        Case(words: "fishermen", status: "12/12 · page 3/4 · Picnic Weather", at: "[12,2]"),
        Case(words: "象棋", status: "2/12 · page 3/4 · 雨中的西湖与一杯龙井", at: "[2,2]"),
    ])
    func aWordTypedAfterSlashOpensItsPage(_ search: Case) throws {
        let (words, status, at) = (search.words, search.status, search.at)
        let tmux = try Self.searching(words)
        defer { tmux.kill() }
        var screen = try tmux.wait { $0.contains("1 page found") }
        #expect(screen.hasPrefix(" / \(words)"), "the search line shows the words:\n\(screen)")
        #expect(screen.contains("▶ "), "the found page is highlighted:\n\(screen)")

        try tmux.send("Enter")
        screen = try tmux.wait { Self.statusLine($0).contains(status) }
        #expect(screen.contains(words), "the page shows the words:\n\(screen)")
        // The word is marked: reverse video (SGR 7) in the line that holds it.
        let styled = try Self.styledScreen(tmux)
        let line = try #require(styled.split(separator: "\n").first { $0.contains(words) })
        #expect(line.contains("\u{1B}[7m") || line.contains(";7m") || line.contains(";7;"), "\(line.debugDescription)")

        let dump = try Folio.run([
            "preview", "Examples/Scripts", "--keys", "/ type:\(words) enter", "--dump", "--columns", "80", "--rows",
            "24",
        ])
        #expect(dump.status == 0, "\(dump.errors)")
        #expect(dump.lines.last?.hasPrefix(#"{"at":\#(at),"#) == true, "\(dump.lines.last ?? "")")
        #expect(dump.lines.contains { $0.contains(status) })

        try tmux.send("q")
        #expect(try tmux.wait { $0.contains("EXITED") }.contains("EXITED 0"))
    }

    /// In the search line `q`, `b` and Backspace are the words': `q` types, Backspace deletes,
    /// Escape closes where the reader was.
    @Test func inTheSearchLineQIsALetterAndBackspaceDeletes() throws {
        let tmux = try Self.searching("qbx")
        defer { tmux.kill() }
        try tmux.wait { $0.hasPrefix(" / qbx") && $0.contains("nothing found") }
        try tmux.send("BSpace")
        try tmux.wait { $0.hasPrefix(" / qb ") }
        try tmux.send("Escape")
        try tmux.wait { Self.statusLine($0).contains("Cover · Twelve Scripts") && $0.contains("? help · q quit") }
        try tmux.send("q")
        #expect(try tmux.wait { $0.contains("EXITED") }.contains("EXITED 0"))
    }
}
