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
    /// The rows shown, top to bottom.
    package var rows: [Row]

    /// One column's box.
    package struct Column: Sendable, Equatable, Hashable, Decodable {
        /// The left edge, from the table's.
        package var left: Double
        /// The width, the cell padding on both sides included.
        package var width: Double
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

    /// The layout with the header row put back above the body rows shown, which move down by
    /// its height: a top-level table's layout on a page it goes on to.
    func repeatingHeader(_ header: Row) -> TableLayout {
        var repeated = self
        repeated.rows =
            [header]
            + rows.map { row in
                var moved = row
                moved.top += header.height
                return moved
            }
        var headerRow = header
        headerRow.top = 0
        repeated.rows[0] = headerRow
        return repeated
    }
}

extension LayoutNode {
    /// The header row of a table node: what a page a top-level table goes on to repeats.
    var tableHeader: TableLayout.Row? {
        guard case .table(_, let layout) = kind else { return nil }
        return layout.rows.first
    }

    /// Where the lines of a table's cells wrap on rows `range` (and in the header above them
    /// when `repeatsHeader`), as the page's line breaks of top-level block `source`: offsets
    /// in the table's plain text, in reading order. Nothing for any other node.
    func tableBreaks(_ range: Range<Int>, repeatsHeader: Bool, source: Int) -> [LineBreak] {
        guard case .table(let table, let layout) = kind else { return [] }
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
            widths.append(layout.columns.map(\.width))
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
