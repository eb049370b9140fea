import FolioPluginAPI
import Testing

@testable import TerminalSink

/// The search line in the preview's controller: `/` opens the contents at it, what the reader
/// types is searched (FolioSearch) and the pages found are the rules engine's to highlight and go
/// to; the list shows each found page, the page opened shows the words marked.
@Suite struct SearchInPreviewTests {
    /// A synthetic issue of `shape` (each page says "Page N of Article M."), on an 80×24 terminal.
    static func controller(_ shape: [Int] = [2, 3, 1], cover: Bool = false) throws -> PreviewController {
        let setup = try Scenario(name: "search", shape: shape, cover: cover, steps: []).setup()
        return try PreviewController(
            issue: SyntheticPhotos.issue(for: setup).issue(), photos: SyntheticPhotos.library(), colorMode: .none,
            columns: 80, rows: 24)
    }

    /// An issue of one article per text, each in its language.
    static func controller(_ texts: [(language: String, title: String, text: String)]) throws -> PreviewController {
        let articles = texts.enumerated().map { index, article in
            Article(
                id: "a\(index)", title: article.title, blocks: [.paragraph([.text(article.text)])],
                sourcePath: "a\(index).md", language: article.language)
        }
        return try PreviewController(
            issue: Issue(title: "Scripts", articles: articles), photos: SyntheticPhotos.library(), colorMode: .none,
            columns: 80, rows: 24)
    }

    /// Types `text` as the keyboard sends it.
    static func type(_ text: String, into controller: PreviewController) throws {
        for character in text { _ = try controller.handle(.character(character)) }
    }

    @Test func slashOpensTheSearchLineOnAPageAndOnTheCover() throws {
        let controller = try Self.controller()
        _ = try controller.handle(.typed(.down))
        _ = try controller.handle(.character("/"))
        #expect(controller.state.overlay && controller.state.search == "" && controller.state.at == Position(0, 1))
        let lines = controller.render().lines()
        #expect(lines[0].hasPrefix(" / ") && lines[0].hasSuffix("type words to search"), "\(lines[0])")
        #expect(lines.last?.contains("type words · ←→↑↓ choose · Enter open · Esc close") == true)

        let cover = try Self.controller([1, 2, 3, 1], cover: true)
        _ = try cover.handle(.character("/"))
        #expect(cover.state.overlay && cover.state.search == "" && cover.state.at == Position(0, 0))
    }

    @Test func theWordsFoundAreListedAndEnterOpensTheHighlightedPageWithTheWordsMarked() throws {
        let controller = try Self.controller()
        _ = try controller.handle(.character("/"))
        try Self.type("page 3", into: controller)
        #expect(controller.state.search == "page 3")
        #expect(controller.state.found == [Position(1, 2), Position(2, 0)] && controller.state.hit == 0)
        var lines = controller.render().lines()
        #expect(lines[0].hasPrefix(" / page 3") && lines[0].hasSuffix("2 pages found"), "\(lines[0])")
        #expect(lines[2] == " ▶ 2 Article 2 · page 3/3", "\(lines)")
        #expect(lines[3] == "     Page 3 of Article 2.")
        #expect(lines[5] == "   3 Article 3 · page 1/1")
        #expect(lines.last?.contains("↑↓ choose a page · Enter open · Esc close") == true)

        // ↓ highlights the next found page, one at a time, not a row of the contents' grid.
        _ = try controller.handle(.typed(.down))
        #expect(controller.state.hit == 1)
        lines = controller.render().lines()
        #expect(lines[2] == "   2 Article 2 · page 3/3" && lines[5] == " ▶ 3 Article 3 · page 1/1")
        _ = try controller.handle(.typed(.up))
        _ = try controller.handle(.key(.enter))
        #expect(!controller.state.overlay && controller.state.at == Position(1, 2) && controller.state.search == nil)

        // The page opened shows the words marked: "Page" and "3", not "of Article 2.".
        let screen = controller.render()
        let row = try #require(screen.lines().firstIndex { $0.contains("Page 3 of Article 2.") })
        let start = try #require(screen.lines()[row].firstRange(of: "Page 3")).lowerBound
        let column = screen.lines()[row].distance(from: screen.lines()[row].startIndex, to: start)
        let marked = (0..<screen.width).filter { screen[$0, row].style.inverse }
        #expect(marked == Array(column..<column + 4) + [column + 5], "\(marked)")

        // A move leaves the marks behind.
        _ = try controller.handle(.typed(.up))
        _ = try controller.handle(.typed(.down))
        #expect(!(0..<screen.width).contains { controller.render()[$0, row].style.inverse })
    }

    /// In the search line every printable key is a letter (`q`, `o`, `b`, `?`, digits, space),
    /// Backspace deletes one; Escape closes where the reader is.
    @Test func inTheSearchLineKeysAreLettersAndBackspaceDeletes() throws {
        let controller = try Self.controller()
        _ = try controller.handle(.character("/"))
        #expect(try controller.handle(.character("q")) == .redraw)
        try Self.type("ob?1 j", into: controller)
        #expect(controller.state.search == "qob?1 j" && controller.state.overlay)
        _ = try controller.handle(.back)
        _ = try controller.handle(.back)
        #expect(controller.state.search == "qob?1")
        #expect(controller.state.found.isEmpty && controller.state.hit == nil)
        #expect(controller.render().lines()[0].hasSuffix("nothing found"))
        // Nothing found: the arrows are the contents' again.
        _ = try controller.handle(.typed(.right))
        #expect(controller.state.highlight == 1)
        _ = try controller.handle(.key(.escape))
        #expect(!controller.state.overlay && controller.state.search == nil && controller.state.at == Position(0, 0))
        // Outside the search line the same characters are keys again.
        _ = try controller.handle(.character("j"))
        #expect(controller.state.at == Position(0, 1))
        #expect(try controller.handle(.character("q")) == .quit)
    }

    /// Words in any script are found and listed, each line in its script; a control character
    /// in an article or typed through `--keys` is never drawn raw.
    @Test func wordsOfEveryScriptAreFoundAndNoControlCharacterIsDrawn() throws {
        let controller = try Self.controller([
            ("en", "Picnic", "Sandwiches under an oak."),
            ("zh", "西湖茶事", "龙井茶树长在西湖边的山上。"),
            ("th", "เชียงใหม่", "ดอยสุเทพอยู่ใกล้เมืองเชียงใหม่"),
            ("ar", "مراكش", "في ساحة جامع الفنا يبيع الناس العصير"),
            ("en", "Danger", "The \u{1B}[2J zone of the oak."),
        ])
        for (words, article) in [("茶", 1), ("เชียงใหม่", 2), ("الفنا", 3)] {
            _ = try controller.handle(.character("/"))
            try Self.type(words, into: controller)
            #expect(controller.state.found.map(\.article) == [article], "\(words)")
            let lines = controller.render().lines()
            #expect(lines[2].contains("▶ \(article + 1) "), "\(lines)")
            _ = try controller.handle(.key(.escape))
        }
        _ = try controller.handle(.character("/"))
        _ = try controller.handle(.character("\u{1B}"))
        try Self.type("oak", into: controller)
        #expect(controller.state.search == "oak")
        #expect(controller.state.found.map(\.article) == [0, 4])
        _ = try controller.handle(.typed(.down))
        let screen = controller.render()
        let drawn = screen.cells.flatMap(\.text.unicodeScalars)
        #expect(!drawn.contains(where: ControlCharacters.contains))
        #expect(screen.lines().contains { $0.contains(#"The \u{1B}[2J zone of the oak."#) }, "\(screen.lines())")
    }

    /// The list shows a screenful of found pages around the highlighted one; words wider than the
    /// line show their end, where the reader types.
    @Test func theListPagesByScreenfulsAndLongWordsShowTheirEnd() throws {
        let controller = try Self.controller(Array(repeating: 1, count: 12))
        _ = try controller.handle(.character("/"))
        try Self.type("page 1", into: controller)
        #expect(controller.state.found.count == 12)
        let perScreen = SearchRenderer(frame: FrameLayout(columns: 80, rows: 24)).perScreen
        #expect(perScreen == 7)
        for _ in 0..<perScreen { _ = try controller.handle(.typed(.down)) }
        let lines = controller.render().lines()
        #expect(lines[2] == " ▶ 8 Article 8 · page 1/1", "\(lines)")
        #expect(lines.contains("   12 Article 12 · page 1/1") && !lines.contains { $0.contains("7 Article 7") })

        try Self.type(String(repeating: " page", count: 20) + " 1", into: controller)
        let line = controller.render().lines()[0]
        #expect(line.hasPrefix(" / …") && line.contains("page page 1 "), "\(line)")
        #expect(line.hasSuffix("12 pages found"), "\(line)")
    }

    /// A new terminal size finds the same words again on its own pages, the same page highlighted.
    @Test func aResizeKeepsTheSearch() throws {
        let controller = try Self.controller()
        _ = try controller.handle(.character("/"))
        try Self.type("page 3", into: controller)
        _ = try controller.handle(.typed(.down))
        try controller.resize(columns: 100, rows: 30)
        #expect(controller.state.search == "page 3" && controller.state.hit == 1)
        #expect(controller.state.found == [Position(1, 2), Position(2, 0)])
    }

    /// In an issue opened from a shelf, `b` typed in the search line is a letter, not the way
    /// back; `--keys b` (Backspace) deletes it; once the search is closed `b` goes back.
    @Test func onAShelfBIsALetterOfTheSearchLine() throws {
        func state(_ keys: String) throws -> String {
            let run = try Folio.run(["preview", "Examples/Shelf", "--keys", keys, "--dump"])
            #expect(run.status == 0, "\(run.errors)")
            return run.lines.last ?? ""
        }
        #expect(try state("enter / type:b").contains(#""overlay":true,"peek":null,"search":"b""#))
        #expect(try state("enter / type:b b").contains(#""overlay":true,"peek":null,"search":"""#))
        #expect(try state("enter / type:b b escape b") == #"{"shelf":{"highlight":0}}"#)
    }

    /// `--keys` types with `type:WORDS`, percent-encoded (`%20` a space).
    @Test func keysWordsTypeIntoTheSearchLine() throws {
        #expect(PreviewInput.inputs(word: "type:page%203") == "page 3".map(PreviewInput.character))
        #expect(PreviewInput.inputs(word: "type:茶") == [.character("茶")])
        #expect(PreviewInput.inputs(word: "type:%zz") == nil)
        #expect(PreviewInput.inputs(word: "down") == [.typed(.down)])
        #expect(PreviewInput.inputs(word: "/") == [.key(.search)])
        #expect(PreviewInput.inputs(word: "sideways") == nil)
    }
}
