import FolioModel

/// Puts the column-wide pages an `ArticlePaginator` laid out side by side, `columns` to a
/// page: text runs down the first column and on into the next. Where a page starts is the
/// paginator's (`Page.startsPage`): after its last column, after a forced page break
/// (`<!-- page -->`, leaving the rest of the page empty, as on a one-column page), after an
/// `over` opener's page.
struct ColumnFlow {
    /// Columns per page (2 for wide geometries).
    let columns: Int

    /// The pages made of `columnPages` (each laid out at one column's width), in order.
    func pages(fromColumns columnPages: [Page]) -> [Page] {
        var pages: [Page] = []
        var group: [Page] = []
        for column in columnPages {
            if !group.isEmpty && (group.count == columns || column.startsPage) {
                pages.append(merged(group))
                group = []
            }
            group.append(column)
        }
        if !group.isEmpty { pages.append(merged(group)) }
        return pages
    }

    /// One page of `group`'s columns: their blocks in reading order, each placement naming
    /// its column; the page starts where its first column does and is as full as its
    /// columns are on average (an empty column counts as empty; a page whose photo is drawn
    /// behind its words is full).
    private func merged(_ group: [Page]) -> Page {
        guard var page = group.first else { preconditionFailure("a page has at least one column") }
        var fill = page.fill
        // Reserved whole, so the page holds no room its arrays grew into.
        page.blocks.reserveCapacity(group.reduce(0) { $0 + $1.blocks.count })
        page.layouts.reserveCapacity(group.reduce(0) { $0 + $1.layouts.count })
        page.lineBreaks.reserveCapacity(group.reduce(0) { $0 + $1.lineBreaks.count })
        page.placements.reserveCapacity(group.reduce(0) { $0 + $1.placements.count })
        for (index, column) in group.enumerated().dropFirst() {
            page.blocks += column.blocks
            page.layouts += column.layouts
            page.lineBreaks += column.lineBreaks
            page.tableColumns += column.tableColumns
            page.dropCap = page.dropCap ?? column.dropCap
            page.smallCaps = page.smallCaps ?? column.smallCaps
            page.placements += column.placements.map { placement in
                var placed = placement
                placed.column = index
                return placed
            }
            fill += column.fill
        }
        // A photo behind the words fills the whole page.
        page.fill = page.art?.design.wordsOverPhoto == true ? 1 : fill / Double(columns)
        return page
    }
}
