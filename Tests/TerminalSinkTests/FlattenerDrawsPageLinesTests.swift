import FolioPluginAPI
import Testing

@testable import TerminalSink

/// The flattener is a pure conversion of the page's laid-out lines into elements: it draws
/// the lines the page carries, where the page puts them, and breaks nothing again.
@Suite struct FlattenerDrawsPageLinesTests {
    @Test func textIsDrawnAsThePageBrokeIt() throws {
        let content: [Inline] = [.text("one two three four five six")]
        let article = Article(id: "a", title: "T", blocks: [.paragraph(content)], sourcePath: "a.md")
        var page = Paginator.terminal(columns: 20, rows: 20).paginate(article)[0]
        let layout = try #require(page.layouts.first)
        #expect(
            layout.content
                == .lines(
                    [TextLine(start: 0, end: 19, width: 18), TextLine(start: 19, end: 27, width: 8)], lineHeight: 1))
        // Lines that no 20-column breaker would make: the flattener must still draw them.
        page.layouts[0].content = .lines(
            [TextLine(start: 0, end: 8, width: 7), TextLine(start: 8, end: 27, width: 19)], lineHeight: 1)
        let elements = PageFlattener(measure: CellMeasure(columns: 20, rows: 20)).elements(of: page, in: article)
        let top = Int(page.placements[0].top)
        let lines = elements.filter { $0.row >= top }.map { element -> String in
            guard case .text(let runs) = element.kind else { return "" }
            return runs.map(\.text).joined()
        }
        #expect(lines == ["one two", "three four five six"])
        #expect(elements.filter { $0.row >= top }.map(\.row) == [top, top + 1])
    }

    @Test func titleAndBylineAreThePagesLines() throws {
        let article = Article(id: "a", title: "Title", author: "Ana", date: "", sourcePath: "a.md")
        var page = Paginator.terminal(columns: 40, rows: 20).paginate(article)[0]
        let title = try #require(page.title)
        #expect(title.byline == "Ana")
        page.title?.titleLines = [TextLine(start: 0, end: 2, width: 2), TextLine(start: 2, end: 5, width: 3)]
        let elements = PageFlattener(measure: CellMeasure(columns: 40, rows: 20)).elements(of: page, in: article)
        let texts = elements.map { element -> String in
            guard case .text(let runs) = element.kind else { return "" }
            return runs.map(\.text).joined()
        }
        #expect(texts == ["Ti", "tle", "Ana"])
        #expect(elements.map(\.row) == [0, 1, 2])
    }

    /// A list is indented for its largest number on every page, as the paginator measured it
    /// (the fragment of items 1 to 9 on the first page is set as wide as "12." needs).
    @Test func anOrderedListKeepsItsIndentOnEveryPage() {
        let items: [[Block]] = (1...12).map { [.paragraph([.text("Item \($0) says something long enough to wrap.")])] }
        let article = Article(
            id: "a", title: "T", blocks: [.list(ListBlock(ordered: true, tight: true, items: items))],
            sourcePath: "a.md")
        let measure = CellMeasure(columns: 30, rows: 10)
        let pages = Paginator.terminal(columns: 30, rows: 10).paginate(article)
        #expect(pages.count > 2)
        var columns: Set<Int> = []
        for page in pages {
            for element in PageFlattener(measure: measure).elements(of: page, in: article) {
                guard case .text(let runs) = element.kind, let style = runs.first?.style,
                    style != Theme.marker, style != Theme.title
                else { continue }
                columns.insert(element.column)
            }
        }
        #expect(columns == [4])
    }
}
