import FolioPluginAPI
import FolioText
import Testing

@testable import TerminalSink

/// Right-to-left text as the terminal draws it: the paginator's lines in display order (bidi
/// over the whole paragraph), brackets mirrored, Arabic in its joining forms, and a
/// right-to-left article's page mirrored.
@Suite struct VisualLinesTests {
    static func text(_ runs: [StyledRun]) -> String { runs.map(\.text).joined() }
    static func plain(_ lines: [String]) -> [[StyledRun]] { lines.map { [StyledRun(text: $0, style: Theme.body)] } }

    @Test func hebrewLinesAreShownRightToLeftWithTheirLatinAndDigitsLeftToRight() {
        let lines = VisualLines.displayed(Self.plain(["שלום World", "123 עולם (טוב)"]), direction: .rightToLeft)
        #expect(lines.map(Self.text) == ["World םולש", "(בוט) םלוע 123"])
    }

    @Test func bracketsAreMirroredOnlyInsideRightToLeftRuns() {
        let lines = VisualLines.displayed(Self.plain(["אב (f(x)) «גד»"]), direction: .rightToLeft)
        // The Latin f(x) keeps its brackets; the Hebrew ones around it and the guillemets turn.
        #expect(lines.map(Self.text) == ["«דג» (f(x)) בא"])
    }

    @Test func stylesStayWithTheirWords() {
        var bold = Theme.body
        bold.bold = true
        let line = [
            StyledRun(text: "שלום ", style: Theme.body), StyledRun(text: "חבר", style: bold),
            StyledRun(text: " Ana", style: Theme.body),
        ]
        let shown = VisualLines.displayed([line], direction: .rightToLeft)[0]
        #expect(shown.map(\.text) == ["Ana ", "רבח", " םולש"])
        #expect(shown.map(\.style.bold) == [false, true, false])
    }

    @Test func leftToRightLinesComeBackAsTheyWere() {
        let lines = Self.plain(["The word is", "plain, (really)."])
        #expect(VisualLines.displayed(lines, direction: .leftToRight) == lines)
        // A Hebrew word inside a left-to-right paragraph is reversed in place.
        #expect(
            VisualLines.displayed(Self.plain(["The word שלום means peace"]), direction: .leftToRight).map(Self.text)
                == ["The word םולש means peace"])
    }

    @Test func arabicIsJoinedAndReversed() {
        // السلام عليكم: each letter in the form its neighbours give it, lam-alef one ligature,
        // the words right to left.
        let shown = VisualLines.displayed(Self.plain(["السلام عليكم"]), direction: .rightToLeft)
        let scalars = Self.text(shown[0]).unicodeScalars.map(\.value)
        #expect(scalars.allSatisfy { $0 == 0x20 || (0xFE70...0xFEFF).contains($0) }, "\(scalars)")
        // Leftmost: the last letter of the last word, meem final; rightmost: alef isolated.
        #expect(scalars.first == 0xFEE2)
        #expect(scalars.last == 0xFE8D)
        #expect(scalars.contains(0xFEFC), "lam-alef, final form")
        #expect(scalars.count == 11, "12 characters, lam and alef one glyph")
        #expect(VisualLines.cells(of: shown[0]) == 11)
    }

    @Test func harakatStayCombiningMarksAndALigatureKeepsTheMarkBetweenItsLetters() {
        // بَيْت: fatha and sukun stay U+064E and U+0652, on their letters, not spacing forms.
        let word = Self.text(VisualLines.displayed(Self.plain(["بَيْت"]), direction: .rightToLeft)[0])
        #expect(word.unicodeScalars.map(\.value) == [0xFE96, 0xFEF4, 0x0652, 0xFE91, 0x064E])
        #expect(CellWidth.of(word) == 3)
        // قليلًا: lam, tanween, alef: the lam-alef ligature carries the tanween.
        let shown = Self.text(VisualLines.displayed(Self.plain(["قليلًا"]), direction: .rightToLeft)[0])
        #expect(shown.unicodeScalars.map(\.value) == [0xFEFC, 0x064B, 0xFEF4, 0xFEE0, 0xFED7])
        #expect(CellWidth.of(shown) == 4)
    }

    // MARK: The page

    static func rightToLeftArticle(_ blocks: [Block]) -> Article {
        var article = Article(id: "a", title: "عنوان", blocks: blocks, sourcePath: "a.md")
        article.direction = .rightToLeft
        return article
    }

    @Test func aRightToLeftArticlesLinesAreRightAlignedAndItsMarkersOnTheRight() throws {
        let words = Array(repeating: "كلمة", count: 14).joined(separator: " ")
        let article = Self.rightToLeftArticle([
            .paragraph([.text(words)]),
            .list(ListBlock(ordered: true, tight: true, items: [[.paragraph([.text("أول")])]])),
            .code(info: "swift", text: "let x = 1"),
        ])
        let measure = CellMeasure(columns: 30, rows: 20)
        let page = try #require(Paginator.terminal(columns: 30, rows: 20).paginate(article).first)
        let elements = PageFlattener(measure: measure).elements(of: page, in: article)
        var bodyRows = 0
        for element in elements {
            guard case .text(let runs) = element.kind, let style = runs.first?.style else { continue }
            let end = element.column + VisualLines.cells(of: runs)
            switch style {
            case Theme.body where runs.contains(where: { $0.text.contains("\u{FEE4}") }):
                // The paragraph's lines end at the page's right edge.
                #expect(end == 30, "\(Self.text(runs))")
                bodyRows += 1
            case Theme.marker:
                #expect(Self.text(runs) == ".1")
                #expect(end == 30)
            case Theme.codeBlock:
                // Code reads left to right from the left of its band.
                #expect(Self.text(runs) == "let x = 1")
                #expect(element.column == 0)
            default:
                break
            }
        }
        #expect(bodyRows >= 2, "the paragraph wraps")
        let item = try #require(
            elements.first { element in
                guard case .text(let runs) = element.kind else { return false }
                return runs.first?.style == Theme.body && runs.count == 1 && runs[0].text.unicodeScalars.count == 3
            })
        #expect(item.column + 3 == 30 - 3, "the item's text is left of its marker, indented from the right")
    }
}
