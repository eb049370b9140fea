import FolioPluginAPI
import Testing

@testable import TerminalSink

/// The cover's keys in the preview's controller, on a synthetic issue with a cover whose lines
/// lead to articles 1, 2 and 3: the rules engine decides them (`Navigator.pressOnCover`), the
/// controller draws the highlighted line and hands Tab, Shift-Tab and the digits to the engine;
/// a scenario's `down` and a typed ↓ are the same key.
@Suite struct CoverKeysTests {
    static func controller() throws -> PreviewController {
        let setup = try Scenario(name: "cover", shape: [1, 2, 3, 1], cover: true, steps: []).setup()
        return try PreviewController(
            issue: SyntheticPhotos.issue(for: setup).issue(), photos: SyntheticPhotos.library(), colorMode: .none,
            columns: 80, rows: 24)
    }

    /// The cover line rows of the screen: `1 Article 2` ... or `▶ Article 3` when selected.
    static func lines(_ controller: PreviewController) -> [String] {
        controller.render().lines().map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasSuffix("Article 2") || $0.hasSuffix("Article 3") || $0.hasSuffix("Article 4") }
    }

    @Test func aDigitOpensItsLinesArticle() throws {
        let controller = try Self.controller()
        #expect(Self.lines(controller) == ["1 Article 2", "2 Article 3", "3 Article 4"])
        #expect(controller.render().lines().last?.hasPrefix(" Cover · ") == true)
        _ = try controller.handle(.number(3))
        #expect(controller.state.at == Position(3, 0))
        #expect(!controller.state.overlay && controller.state.highlight == nil)
        #expect(controller.render().lines().last?.hasPrefix(" 3/3 · page 1/1 · Article 4") == true)
    }

    @Test func tabAndTheTypedArrowsMoveTheSelectionAndEnterOpensIt() throws {
        let controller = try Self.controller()
        _ = try controller.handle(.nextLine)
        _ = try controller.handle(.typed(.down))
        #expect(Self.lines(controller) == ["1 Article 2", "▶ Article 3", "3 Article 4"])
        _ = try controller.handle(.typed(.down))
        _ = try controller.handle(.typed(.down))
        #expect(controller.state.highlight == 3, "the highlight stays on the last line")
        #expect(controller.state.peek == .next, "↓ on the last line reveals the first article, as the rules say")
        _ = try controller.handle(.previousLine)
        _ = try controller.handle(.typed(.up))
        _ = try controller.handle(.typed(.up))
        #expect(controller.state.highlight == nil, "↑ from the first line highlights none")
        _ = try controller.handle(.key(.enter))
        #expect(controller.state.at == Position(0, 0), "Enter without a selection does what the rules say: nothing")
        _ = try controller.handle(.nextLine)
        _ = try controller.handle(.nextLine)
        _ = try controller.handle(.key(.enter))
        #expect(controller.state.at == Position(2, 0))
        #expect(controller.state.highlight == nil)
    }

    /// `folio preview --keys` and `--dump` press the words as the keyboard sends the keys
    /// (PreviewInput(word:)), so `--keys 'tab down enter'` does what `--help` says Tab, ↓ then
    /// Enter do, and `--keys space` pulls from the cover as a reader's Space does.
    @Test func keysWordsAreTheKeysAReaderTypes() throws {
        let controller = try Self.controller()
        for word in ["tab", "j", "enter"] {
            _ = try controller.handle(try #require(PreviewInput(word: word)))
        }
        #expect(
            controller.state.at == Position(2, 0), "Tab selects the first line, j the second, Enter opens its article")
        let pulled = try Self.controller()
        _ = try pulled.handle(try #require(PreviewInput(word: "space")))
        #expect(pulled.state.at == Position(0, 0) && pulled.state.peek == .next && pulled.state.highlight == nil)
        #expect(PreviewInput(word: "down") == .typed(.down) && PreviewInput(word: "space") == .typed(.down))
        #expect(PreviewInput(word: "enter") == .key(.enter) && PreviewInput(word: "o") == .key(.overlay))
    }

    /// The state reports the selected cover line as the highlight: the article its Enter opens,
    /// the overlay closed; none once nothing is selected or the reader has left the cover.
    @Test func theStateHighlightsTheSelectedCoverLine() throws {
        let controller = try Self.controller()
        #expect(controller.observed.highlight == nil)
        _ = try controller.handle(.nextLine)
        #expect(controller.observed.highlight == 1 && !controller.observed.overlay)
        _ = try controller.handle(.typed(.down))
        _ = try controller.handle(.typed(.down))
        #expect(controller.observed.highlight == 3)
        #expect(Self.lines(controller) == ["1 Article 2", "2 Article 3", "▶ Article 4"])
        _ = try controller.handle(.typed(.up))
        _ = try controller.handle(.typed(.up))
        _ = try controller.handle(.typed(.up))
        #expect(controller.observed.highlight == nil, "↑ from the first line selects none")
        _ = try controller.handle(.nextLine)
        _ = try controller.handle(.key(.right))
        #expect(controller.state.at == Position(1, 0))
        #expect(controller.observed.highlight == nil)
    }

    /// With no line highlighted, ↓ on the cover is the column's pull (a scenario's `down` as a
    /// typed ↓): it reveals the first article's title and highlights no line; after Tab it
    /// walks the lines.
    @Test func aScenariosDownIsTheTypedDownOnTheCover() throws {
        let controller = try Self.controller()
        _ = try controller.handle(.key(.down))
        #expect(controller.state.highlight == nil && controller.state.peek == .next)
        let typed = try Self.controller()
        _ = try typed.handle(.typed(.down))
        #expect(typed.state == controller.state)
        _ = try controller.handle(.key(.tab))
        _ = try controller.handle(.key(.down))
        #expect(controller.state.highlight == 2 && controller.state.peek == nil)
        #expect(Self.lines(controller) == ["1 Article 2", "▶ Article 3", "3 Article 4"])
        _ = try controller.handle(.key(.line3))
        #expect(controller.state.at == Position(3, 0), "the rules' digit opens the third line")
    }
}
