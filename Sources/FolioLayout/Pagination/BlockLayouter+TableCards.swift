import FolioModel

extension BlockLayouter {
    /// Lays a table out as cards, `width` wide: each body row a card, its cells one under the
    /// other at the full width less the cell padding, each under a label of its header's words
    /// (bold); the header row itself is not shown. One row of the layout per line, so a card,
    /// and a cell, goes on on the next page as a paragraph does: a page ends between cards or
    /// cells gladly, inside a cell's text where two lines stay on each side, and never between
    /// a label and the first line of its cell.
    func cards(_ table: TableBlock, width: Double, offset: Int, rows: inout [LayoutRow]) -> LayoutNode {
        let padding = measure.spacing.tableCellPadding
        let rowPadding = measure.spacing.tableRowPadding
        let lineHeight = measure.lineHeight(for: .body)
        let textWidth = max(width - 2 * padding, 1)
        let labels = table.header.map { breaker.lines(of: $0.plainText, role: .tableHeader, width: textWidth) }
        var cards: [TableLayout.CardCell] = []
        var cardRows: [TableLayout.CardRow] = []
        var cellOffset = table.header.reduce(0) { $0 + $1.scalarCount + 1 }
        var top = 0.0
        for (rowIndex, row) in table.rows.enumerated() {
            for (column, cell) in row.enumerated() {
                let lines = breaker.lines(of: cell, role: .body, width: textWidth)
                let gap = rowIndex > 0 && column == 0 ? measure.spacing.paragraph : column > 0 ? rowPadding : 0
                top += cards.isEmpty ? 0 : gap
                let label = column < labels.count ? labels[column] : []
                cards.append(
                    TableLayout.CardCell(
                        row: rowIndex + 1, column: column, offset: cellOffset, top: top, labelLines: label,
                        lines: lines))
                for (index, _) in label.enumerated() {
                    cardRows.append(TableLayout.CardRow(cell: cards.count - 1, isLabel: true, line: index))
                    rows.append(
                        LayoutRow(
                            height: lineHeight, gapBefore: index == 0 ? gap : 0, offset: offset + cellOffset,
                            cut: index == 0 ? .preferred : .fallback))
                }
                for (index, line) in lines.enumerated() {
                    cardRows.append(TableLayout.CardRow(cell: cards.count - 1, isLabel: false, line: index))
                    let opens = index == 0 && label.isEmpty
                    let leavesTwo = lines.count >= 4 && index >= 2 && lines.count - index >= 2
                    let before = index > 0 ? lines[index - 1] : nil
                    rows.append(
                        LayoutRow(
                            height: lineHeight, gapBefore: opens ? gap : 0, offset: offset + cellOffset + line.start,
                            cut: opens || leavesTwo ? .preferred : .fallback,
                            wraps: false, followsHyphen: before?.hyphenated ?? false))
                }
                top += Double(label.count + lines.count) * lineHeight
                cellOffset += cell.scalarCount + 1
            }
        }
        if cards.isEmpty {
            // A table with no body rows is one empty row, as an empty quote is.
            rows.append(LayoutRow(height: lineHeight, gapBefore: 0, offset: offset, cut: .preferred))
            return LayoutNode(kind: .empty, rowCount: 1)
        }
        var layout = TableLayout(
            columns: [TableLayout.Column(left: 0, width: width, textWidth: textWidth)], cellPadding: padding,
            rowPadding: rowPadding,
            lineHeight: lineHeight, rows: [])
        layout.cards = cards
        layout.cardRows = cardRows
        layout.cardGap = measure.spacing.paragraph
        return LayoutNode(kind: .table(table, layout), rowCount: cardRows.count)
    }
}
