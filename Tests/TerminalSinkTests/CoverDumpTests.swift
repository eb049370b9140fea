import Foundation
import Testing

/// `folio preview --dump` on the sample's cover does what `folio preview --help` says: "On the
/// cover, 1 to 5 (or Tab, then ↓ ↑, then Enter) open a cover line's article", and its state names the
/// selected line's article as the highlight (the screen's ▶).
@Suite struct CoverDumpTests {
    /// The screen's lines and the state line of `folio preview Content --dump --keys KEYS` at 80×24.
    static func dumped(_ keys: String) throws -> (screen: [String], state: String) {
        let run = try Folio.run(["preview", "Content", "--dump", "--keys", keys, "--columns", "80", "--rows", "24"])
        #expect(run.status == 0, "\(run.errors)")
        return (Array(run.lines.dropLast()), run.lines.last ?? "")
    }

    @Test func theHelpSaysWhatTheCoversKeysDo() throws {
        let help = try Folio.run(["preview", "--help"])
        let words = help.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            words.contains("On the cover, 1 to 5 (or Tab, then ↓ ↑, then Enter) open a cover line's article"),
            "\(words)")
    }

    @Test func tabThenEnterOpensTheFirstLinesArticle() throws {
        let opened = try Self.dumped("tab enter").state
        #expect(opened.isState(at: "[1,0]", highlight: "null"), "\(opened)")
        #expect(opened == (try Self.dumped("1").state))
        #expect((try Self.dumped("tab down enter").state) == (try Self.dumped("2").state))
    }

    /// ↓ with no line highlighted is the column's pull (a swipe, Space, PgDn): it reveals the
    /// first article's title and highlights no line, so Enter after it opens nothing.
    @Test func downWithNoLineHighlightedPulls() throws {
        let pulled = try Self.dumped("down").state
        #expect(pulled.isState(at: "[0,0]", highlight: "null"), "\(pulled)")
        #expect(pulled.contains(#""peek":"next""#), "\(pulled)")
        #expect((try Self.dumped("down enter").state).isState(at: "[0,0]", highlight: "null"))
    }

    @Test func theStateHighlightsTheLineTheScreenMarks() throws {
        let selected = try Self.dumped("tab")
        #expect(selected.screen.contains { $0.contains("▶ The Speed of Noticing") }, "\(selected.screen)")
        #expect(selected.state.isState(at: "[0,0]", highlight: "1"), "\(selected.state)")
        #expect(selected.state.contains(#""overlay":false"#))
        let second = try Self.dumped("tab down")
        #expect(second.screen.contains { $0.contains("▶ Hollin Water") }, "\(second.screen)")
        #expect(second.state.isState(at: "[0,0]", highlight: "2"), "\(second.state)")
        #expect((try Self.dumped("tab down up up").state).isState(at: "[0,0]", highlight: "null"))
    }
}

extension String {
    /// Whether this `--dump` state line is at `at` (`[1,0]`) with `highlight` (`null`, `2`),
    /// whatever other fields it writes.
    fileprivate func isState(at: String, highlight: String) -> Bool {
        hasPrefix(#"{"at":\#(at),"#) && contains(#""highlight":\#(highlight),"#)
    }
}
