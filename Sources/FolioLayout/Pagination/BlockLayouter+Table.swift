import FolioModel

extension BlockLayouter {
    /// Lays a table out `width` wide: its columns shared by `TableColumns`, each cell's lines
    /// set in its column (the header's bold), one row of the layout per table row, the header
    /// first. A page may end before any body row but the first: the header never ends a page
    /// alone. Where the columns' longest words do not fit side by side, or a row would be
    /// taller than a page, the table is set as cards instead (`cards`).
    func table(_ table: TableBlock, width: Double, offset: Int, rows: inout [LayoutRow]) -> LayoutNode {
        let padding = measure.spacing.tableCellPadding
        let rowPadding = measure.spacing.tableRowPadding
        let lineHeight = measure.lineHeight(for: .body)
        let tableRows = [table.header] + table.rows
        let columnCount = table.columnCount
        var natural = Array(repeating: 0.0, count: columnCount)
        var minimum = Array(repeating: 0.0, count: columnCount)
        for (rowIndex, row) in tableRows.enumerated() {
            let role: TextRole = rowIndex == 0 ? .tableHeader : .body
            for (column, cell) in row.enumerated() {
                let extent = breaker.extent(of: cell, role: role)
                natural[column] = max(natural[column], extent.natural)
                minimum[column] = max(minimum[column], extent.minimum)
            }
        }
        let available = width - Double(columnCount) * 2 * padding
        if minimum.reduce(0, +) > available + 1e-9, !table.rows.isEmpty {
            return cards(table, width: width, offset: offset, rows: &rows)
        }
        let widths = TableColumns.widths(natural: natural, minimum: minimum, available: available)
        var columns: [TableLayout.Column] = []
        var left = 0.0
        for textWidth in widths {
            columns.append(TableLayout.Column(left: left, width: textWidth + 2 * padding, textWidth: max(textWidth, 1)))
            left += textWidth + 2 * padding
        }
        var laidOutRows: [TableLayout.Row] = []
        var top = 0.0
        var cellOffset = offset
        var gridRows: [LayoutRow] = []
        for (rowIndex, row) in tableRows.enumerated() {
            let role: TextRole = rowIndex == 0 ? .tableHeader : .body
            let rowOffset = cellOffset - offset
            var cells: [[TextLine]] = []
            for (column, cell) in row.enumerated() {
                cells.append(breaker.lines(of: cell, role: role, width: columns[column].textWidth))
                cellOffset += cell.scalarCount + 1
            }
            let lineCount = max(cells.map(\.count).max() ?? 0, 1)
            let height = Double(lineCount) * lineHeight + 2 * rowPadding
            // A row no page can hold (with the header above it) is set as cards, line by line.
            if rowIndex > 0, height + (laidOutRows.first?.height ?? 0) > measure.box.height + 1e-9 {
                return cards(table, width: width, offset: offset, rows: &rows)
            }
            laidOutRows.append(
                TableLayout.Row(index: rowIndex, top: top, height: height, offset: rowOffset, cells: cells))
            gridRows.append(
                LayoutRow(
                    height: height, gapBefore: 0, offset: offset + rowOffset,
                    cut: rowIndex == 1 ? .fallback : .preferred))
            top += height
        }
        rows += gridRows
        let layout = TableLayout(
            columns: columns, cellPadding: padding, rowPadding: rowPadding, lineHeight: lineHeight, rows: laidOutRows)
        return LayoutNode(kind: .table(table, layout), rowCount: laidOutRows.count)
    }
}
