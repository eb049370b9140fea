import FolioModel
import Testing

@testable import FolioLayout

/// Tables are laid out once: columns shared by what their cells need, one row of the layout per
/// table row, the header repeated on every page a top-level table goes on to, and the cells'
/// lines drawn by the frames where the layout puts them.
@Suite struct TableLayoutTests {
    private func table(rows: Int) -> TableBlock {
        TableBlock(
            alignments: [.none, .right],
            header: [[.text("Name")], [.text("Count")]],
            rows: (1...rows).map { [[.text("Row \($0) with words")], [.text("\($0)")]] })
    }

    private func article(_ blocks: [Block]) -> Article {
        Article(id: "a", title: "T", blocks: blocks, sourcePath: "a.md")
    }

    @Test func columnsShareTheWidthByWhatTheirCellsNeed() {
        // Everything fits on one line: each column its widest line, the rest shared alike.
        #expect(TableColumns.widths(natural: [10, 30], minimum: [5, 10], available: 80) == [20, 60])
        // Not everything fits: a column that fits an equal share keeps its line; the others
        // each their longest word, the rest by what they lack.
        #expect(TableColumns.widths(natural: [10, 70], minimum: [10, 20], available: 40) == [10, 30])
        #expect(TableColumns.widths(natural: [18, 100], minimum: [12, 40], available: 80) == [18, 62])
        let shared = TableColumns.widths(natural: [50, 100], minimum: [12, 40], available: 80)
        #expect(abs(shared[0] - (12 + 28 * 38 / 98.0)) < 1e-9 && abs(shared[1] - (40 + 28 * 60 / 98.0)) < 1e-9)
        // Not even the words fit: shared by the longest words.
        #expect(TableColumns.widths(natural: [30, 90], minimum: [20, 60], available: 40) == [10, 30])
        #expect(TableColumns.widths(natural: [0, 0], minimum: [0, 0], available: 10) == [5, 5])
    }

    @Test func aLongTableRepeatsItsHeaderOnEveryPage() throws {
        let pages = Paginator.terminal(columns: 40, rows: 12).paginate(article([.table(table(rows: 30))]))
        #expect(pages.count > 2)
        var shownRows: [Int] = []
        for (number, page) in pages.enumerated() {
            let layout = try #require(page.layouts.first)
            guard case .table(let laidOut) = layout.content, case .table(let fragment) = page.blocks.first else {
                Issue.record("page \(number) should hold the table")
                return
            }
            // The header first on every page, its cells' lines on the row the layout puts them.
            #expect(laidOut.rows.first?.isHeader == true)
            #expect(laidOut.rows.first?.top == 0)
            #expect(fragment.header == [[.text("Name")], [.text("Count")]])
            // The page's table holds exactly the body rows the layout shows, numbered from 1.
            #expect(laidOut.rows.dropFirst().map(\.index) == Array(1...fragment.rows.count))
            #expect(laidOut.rows.count >= 2, "the header never ends a page alone")
            // The placement is as tall as what is drawn, header included.
            let bottom = laidOut.rows.last.map { $0.top + $0.height } ?? 0
            #expect(abs(bottom - layout.height) < 1e-9)
            #expect(abs(page.placements[0].height - layout.height) < 1e-9)
            // Widths: the full text width, in the page map's terms too.
            #expect(abs(laidOut.width - 40) < 1e-9)
            #expect(page.tableColumns == [laidOut.columns.map(\.width)])
            for row in fragment.rows {
                if case .text(let words) = row[0].first { shownRows.append(Int(words.split(separator: " ")[1])!) }
            }
        }
        #expect(shownRows == Array(1...30), "every row once, in order")
    }

    @Test func theFramesDrawEveryCellInItsColumnAligned() throws {
        let measure = CellMeasure(columns: 40, rows: 20)
        let blocks: [Block] = [.paragraph([.text("Before.")]), .table(table(rows: 2))]
        let page = try #require(Paginator.terminal(columns: 40, rows: 20).paginate(article(blocks)).first)
        let frame = CellFramer(measure: measure).frame(of: page, in: article(blocks))
        let cells = frame.blocks.filter { if case .tableCell = $0.role { true } else { false } }
        #expect(
            cells.map { $0.lines.map(\.text).joined(separator: " ") } == [
                "Name", "Count", "Row 1 with words", "1", "Row 2 with words", "2",
            ])
        #expect(cells[0].role == .tableCell(header: true) && cells[2].role == .tableCell(header: false))
        // The second column is right-aligned: its numbers end where "Count" ends.
        let countEnd = cells[1].lines[0].column + 5
        #expect(cells[3].lines[0].column + 1 == countEnd)
        // Rows go down, one line each in a terminal (no row padding), under the title and "Before.".
        #expect(cells.map { $0.lines[0].row } == [4, 4, 5, 5, 6, 6])
    }

    @Test func cellBreaksAreThePagesLineBreaksInTheTablesText() throws {
        let long = TableBlock(
            alignments: [.none, .none], header: [[.text("A")], [.text("B")]],
            rows: [[[.text("one two three four five six seven")], [.text("x")]]])
        let page = try #require(Paginator.terminal(columns: 16, rows: 20).paginate(article([.table(long)])).first)
        let plain = Block.table(long).plainText
        #expect(plain == "A\nB\none two three four five six seven\nx")
        let starts = page.lineBreaks.map { Array(plain.unicodeScalars)[$0.offset] }
        #expect(!starts.isEmpty)
        #expect(starts.allSatisfy { $0 != " " && $0 != "\n" }, "each break starts a word of the cell")
    }
}
