/// A table, or the rows of one a page shows, as the paginator laid it out: its columns and
/// each shown row's cells' lines, measured from the laid-out block's top and left edge. The
/// header row comes first on the table's first page and again on each page it goes on to,
/// when the table is a top-level block.
package struct TableLayout: Sendable, Equatable, Hashable, Decodable {
    /// Each column's left edge and width, padding included, from the table's left edge.
    package var columns: [Column]
    /// The space inside a cell at its left and its right.
    package var cellPadding: Double
    /// The space inside a row above and below its cells' lines.
    package var rowPadding: Double
    /// The height of one line of a cell.
    package var lineHeight: Double
    /// The rows shown, top to bottom (none when the table is set as cards).
    package var rows: [Row]
    /// When the table is set as cards (its columns do not fit the width, or a row would be
    /// taller than a page): each body row a card, its cells one under the other at the full
    /// width, each under its header's words as a label; the pieces of cells shown, in order.
    /// Nil when the table is set in columns.
    package var cards: [CardCell]?
    /// In card mode: what each row of the layout is (a label line or a value line of a cell).
    package var cardRows: [CardRow] = []
    /// In card mode: the space between one card and the next (a hairline in its middle).
    package var cardGap = 0.0

    /// A cell of a card, or the lines of it a page shows.
    package struct CardCell: Sendable, Equatable, Hashable, Decodable {
        /// The body row (1-based, as the fragment's table numbers them).
        package var row: Int
        /// The column.
        package var column: Int
        /// Where the cell starts in the whole table's plain text.
        package var offset: Int
        /// The distance from the laid-out block's top to the first line shown.
        package var top: Double
        /// The label's lines shown (its header's words, set bold), above the cell's.
        package var labelLines: [TextLine]
        /// The cell's lines shown, their offsets in the cell's plain text.
        package var lines: [TextLine]
    }

    /// One row of a card table's layout: a line of a cell's label or of its text.
    package struct CardRow: Sendable, Equatable, Hashable, Decodable {
        /// The cell, an index into the whole table's `cards`.
        package var cell: Int
        /// Whether the line is the label's.
        package var isLabel: Bool
        /// The line's index among the label's or the cell's lines.
        package var line: Int
    }

    /// One column's box.
    package struct Column: Sendable, Equatable, Hashable, Decodable {
        /// The left edge, from the table's.
        package var left: Double
        /// The width, the cell padding on both sides included.
        package var width: Double
        /// The width its cells' lines were set in (the width less the padding).
        package var textWidth: Double
    }

    /// One shown row.
    package struct Row: Sendable, Equatable, Hashable, Decodable {
        /// Which row: 0 the header, `n` the table's `n`th body row (1-based), as the table the
        /// page holds numbers them (the fragment keeps the header and the rows shown).
        package var index: Int
        /// The distance from the laid-out block's top to the row's top.
        package var top: Double
        /// The row's height: its tallest cell's lines and the row padding above and below.
        package var height: Double
        /// Where the row's first cell starts in the whole table's plain text (its cells, the
        /// header's first, joined by line feeds: `Block.plainText`).
        package var offset: Int
        /// Each cell's lines, their offsets counted in the cell's own plain text.
        package var cells: [[TextLine]]

        /// Whether this is the header row.
        package var isHeader: Bool { index == 0 }
    }

    /// The width of all the columns together.
    package var width: Double { (columns.last.map { $0.left + $0.width }) ?? 0 }
}

extension TableLayout {
    /// The layout of rows `range` of the table (row 0 the header), whose first row is row
    /// `base` of `fragment`'s rows and whose fragment starts `top` below the fragment's top:
    /// each shown row at its place, numbered as the fragment's table (`slice`) numbers it.
    func showing(_ range: Range<Int>, from top: Double, in fragment: FragmentRows, base: Int) -> TableLayout {
        if let cards { return showingCards(cards, range, from: top, in: fragment, base: base) }
        var shown = self
        let firstBody = max(range.lowerBound, 1)
        shown.rows = rows[range].map { row in
            var placed = row
            placed.top = fragment.top(base + row.index) - top
            placed.index = row.isHeader ? 0 : row.index - firstBody + 1
            return placed
        }
        return shown
    }

    /// The card layout of rows `range`: each cell touched, with the lines of it shown.
    private func showingCards(
        _ cards: [CardCell], _ range: Range<Int>, from top: Double, in fragment: FragmentRows, base: Int
    ) -> TableLayout {
        var shown = self
        shown.cardRows = []
        var pieces: [CardCell] = []
        let firstRow = range.first.map { cards[cardRows[$0].cell].row } ?? 1
        for index in range {
            let row = cardRows[index]
            let cell = cards[row.cell]
            if pieces.last.map({ $0.row != cell.row - firstRow + 1 || $0.column != cell.column }) ?? true {
                var piece = cell
                piece.row = cell.row - firstRow + 1
                piece.top = fragment.top(base + index) - top
                piece.labelLines = []
                piece.lines = []
                pieces.append(piece)
            }
            if row.isLabel {
                pieces[pieces.count - 1].labelLines.append(cell.labelLines[row.line])
            } else {
                pieces[pieces.count - 1].lines.append(cell.lines[row.line])
            }
        }
        shown.cards = pieces
        return shown
    }

    /// The body rows (0-based) rows `range` of a card table touch.
    func cardBodyRows(_ range: Range<Int>) -> Range<Int> {
        guard let cards, let first = range.first, let last = range.last else { return 0..<0 }
        return (cards[cardRows[first].cell].row - 1)..<cards[cardRows[last].cell].row
    }

    /// The layout with the header row put back above the body rows shown, which move down by
    /// its height: a top-level table's layout on a page it goes on to.
    func repeatingHeader(_ header: Row) -> TableLayout {
        var repeated = self
        var headerRow = header
        headerRow.top = 0
        repeated.rows =
            [headerRow]
            + rows.map { row in
                var moved = row
                moved.top += header.height
                return moved
            }
        return repeated
    }
}

extension LayoutNode {
    /// The header row of a table node: what a page a top-level table goes on to repeats.
    var tableHeader: TableLayout.Row? {
        guard case .table(_, let layout) = kind, layout.cards == nil else { return nil }
        return layout.rows.first
    }

    /// Where the lines of a table's cells wrap on rows `range` (and in the header above them
    /// when `repeatsHeader`), as the page's line breaks of top-level block `source`: offsets
    /// in the table's plain text, in reading order. Nothing for any other node.
    func tableBreaks(_ range: Range<Int>, repeatsHeader: Bool, source: Int) -> [LineBreak] {
        guard case .table(let table, let layout) = kind else { return [] }
        if let cards = layout.cards {
            // A card's text wraps where its lines do; labels wrap as the browser sets them.
            return range.dropFirst().compactMap { index in
                let row = layout.cardRows[index]
                let cell = cards[row.cell]
                guard !row.isLabel, row.line > 0, !cell.lines[row.line - 1].endsHard else { return nil }
                return LineBreak(
                    source: source, offset: cell.offset + cell.lines[row.line].start,
                    hyphenated: cell.lines[row.line - 1].hyphenated)
            }
        }
        let shown = (repeatsHeader ? [0] : []) + Array(range)
        var breaks: [LineBreak] = []
        for index in shown {
            let row = layout.rows[index]
            let cells = index == 0 ? table.header : table.rows[index - 1]
            var offset = row.offset
            for (cell, lines) in zip(cells, row.cells) {
                for (before, line) in zip(lines, lines.dropFirst()) where !before.endsHard {
                    breaks.append(LineBreak(source: source, offset: offset + line.start, hyphenated: before.hyphenated))
                }
                offset += cell.scalarCount + 1
            }
        }
        return breaks
    }
}

extension LayoutNode {
    /// Appends the column widths of each table rows `range` of this node show, in reading
    /// order: the node's own, or those of the tables in a list's items or a quote.
    func appendTableColumns(_ range: Range<Int>, to widths: inout [[Double]]) {
        switch kind {
        case .table(_, let layout):
            // A table set as cards has no columns: its cells take the full width.
            widths.append(layout.cards == nil ? layout.columns.map(\.width) : [])
        case .list(_, let items, _):
            Self.appendTableColumns(items.flatMap { $0 }, range, to: &widths)
        case .quote(let children, _):
            Self.appendTableColumns(children, range, to: &widths)
        case .text, .code, .atom, .empty:
            break
        }
    }

    private static func appendTableColumns(_ nodes: [LayoutNode], _ range: Range<Int>, to widths: inout [[Double]]) {
        var start = 0
        for node in nodes {
            let end = start + node.rowCount
            let lower = max(range.lowerBound, start)
            let upper = min(range.upperBound, end)
            if lower < upper { node.appendTableColumns((lower - start)..<(upper - start), to: &widths) }
            start = end
        }
    }
}
