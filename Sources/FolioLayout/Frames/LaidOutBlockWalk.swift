import FolioModel

/// What a walk over laid-out blocks (`LaidOutBlockWalk`) meets, in reading order. A framer
/// (the cell frame's) turns each into the items of its frame; the walk itself decides nothing
/// about how anything looks.
package protocol LaidOutBlockVisitor {
    /// A paragraph's, heading's or code block's lines, its box at `box`.
    mutating func text(
        _ text: LaidOutText, lines: [TextLine], lineHeight: Double, box: LaidOutBox, in place: LaidOutPlace)
    /// A list item starts: its marker's row at `markerTop`, the list's box at `list`; its
    /// blocks follow, then `listItemEnds`.
    mutating func listItemStarts(
        _ item: LaidOutItem, markerTop: Double, layout: ListItemLayout, list: LaidOutBox, in place: LaidOutPlace)
    /// The list item `listItemStarts` began ends.
    mutating func listItemEnds(_ item: LaidOutItem, in place: LaidOutPlace)
    /// A quote starts, its box at `box` (a quote's or callout's bar, a pull quote's rules, a
    /// sidebar's box); its blocks follow. `place` is the quote's, its `containers` ending with
    /// the quote itself (the chain its blocks are in).
    mutating func quote(_ quote: LaidOutQuote, box: LaidOutBox, in place: LaidOutPlace)
    /// A photo and its caption, in `box` (the picture at its top).
    mutating func photo(_ photo: Photo, _ layout: PhotoLayout, box: LaidOutBox, in place: LaidOutPlace)
    /// A thematic break, in `box`.
    mutating func rule(box: LaidOutBox, in place: LaidOutPlace)
    /// A table's rows, the table's box at `box`; its cells follow row by row, each as `text`
    /// in a place whose containers end with the table's and the row's. `place` is the
    /// table's, its `containers` ending with the table itself.
    mutating func table(_ layout: TableLayout, box: LaidOutBox, in place: LaidOutPlace)
}

/// The text of a block that is set in lines.
package enum LaidOutText {
    /// A paragraph's runs.
    case paragraph([Inline])
    /// A heading's level and runs.
    case heading(Int, [Inline])
    /// A code block's info string and code.
    case code(info: String, String)
    /// A table cell's runs: a header cell's or a body cell's, set as its column aligns.
    case tableCell([Inline], header: Bool, alignment: TableBlock.Alignment)
    /// A card's label: its header cell's words, drawn above the cell as the header's words, not
    /// as text of the article at this place (its lines have no source; the browser sets it as
    /// generated content).
    case tableLabel([Inline])
}

/// A quote the walk meets: its kind and, for a pull quote or a sidebar, which of its edges the
/// page shows (a fragment that goes on from the page before shows no top edge, one that goes on
/// on the next page no bottom edge: the room above and below the quote's blocks is on the page
/// only with them).
package struct LaidOutQuote {
    /// What the quote's role makes it.
    package var kind: QuoteKind
    /// Whether the page shows the quote's top (its room above its first block).
    package var opens: Bool
    /// Whether the page shows the quote's bottom (its room below its last block).
    package var closes: Bool
}

/// A box in the measure's units: from the page's text box (its top and left edge).
package struct LaidOutBox: Sendable, Equatable {
    /// The top.
    package var top: Double
    /// The left edge.
    package var left: Double
    /// The width.
    package var width: Double
    /// The height.
    package var height: Double
}

/// A list item the walk is in: the list, the item's index and whether the list is a
/// top-level block of the page.
package struct LaidOutItem {
    /// The list.
    package var list: ListBlock
    /// The item's index in the list.
    package var index: Int
    /// Whether the list is one of the page's blocks, not inside another block.
    package var isTopLevel: Bool

    /// The structure elements the item's blocks are in, outermost first: the list's, the
    /// list's and the item's own at the end.
    package var containers: [TypesetPage.Container] = []

    /// The item's marker as the content numbers it: `•`, or its number and a full stop.
    package var marker: String { list.ordered ? "\(list.start + index)." : "•" }
}

/// Where in the page's blocks the walk is.
package struct LaidOutPlace {
    /// The top-level block's placement on the page.
    package var placement: BlockPlacement
    /// The top of the placed top-level block, from the text box's top.
    package var originTop: Double
    /// The text box's left edge (its column's).
    package var left: Double
    /// Whether this is the top-level block itself (not a block inside a list or quote).
    package var isTopLevel: Bool
    /// Whether the block is in a list item.
    package var inList: Bool
    /// The list item the block is directly in (not inside another block of the item), if any.
    package var item: LaidOutItem?
    /// The kind of the quote the block is directly in (not inside another block of it), if any:
    /// a pull quote's paragraphs are set large (`TextRole.paragraph(in:)`).
    package var quote: QuoteKind? = nil
    /// Whether the block's last line goes on on the next page (it is the top-level block's
    /// last part and that block continues).
    package var continues: Bool
    /// The top-level block the block's text belongs to (the placement's `source`).
    package var sourceBlock: Int
    /// Where the block's plain text starts in its top-level block's plain text, in Unicode
    /// scalars, counted as the paginator counts a block's rows (`BlockLayouter`: a list item's
    /// blocks and a quote's one after another with one separator each, items likewise).
    package var sourceOffset: Int
    /// The structure elements the block is in (lists, items, quotes), outermost first, each
    /// numbered on the page.
    package var containers: [TypesetPage.Container]
}

/// The one walk from a page's blocks, as the paginator laid them out (`Page.layouts`), to
/// what a frame holds: each block's lines with their box, each list item's marker, each
/// quote's bar, each photo and rule, in reading order, every box where the layout puts it.
package enum LaidOutBlockWalk {
    /// Walks `page`'s blocks; `origin` gives the top and left edge of a placed block.
    package static func walk<Visitor: LaidOutBlockVisitor>(
        _ page: Page, origin: (BlockPlacement) -> (top: Double, left: Double), visitor: inout Visitor
    ) {
        var ids = 0
        for (index, (block, placement)) in zip(page.blocks, page.placements).enumerated()
        where index < page.layouts.count {
            let (top, left) = origin(placement)
            let place = LaidOutPlace(
                placement: placement, originTop: top, left: left, isTopLevel: true, inList: false, item: nil,
                continues: placement.continues, sourceBlock: placement.source, sourceOffset: placement.offset,
                containers: [])
            walk(block, page.layouts[index], place, ids: &ids, visitor: &visitor)
        }
    }

    private static func walk<Visitor: LaidOutBlockVisitor>(
        _ block: Block, _ layout: BlockLayout, _ place: LaidOutPlace, ids: inout Int, visitor: inout Visitor
    ) {
        let box = LaidOutBox(
            top: place.originTop + layout.top, left: place.left + layout.left, width: layout.width,
            height: layout.height)
        var inner = place
        inner.isTopLevel = false
        inner.item = nil
        inner.quote = nil
        switch (block, layout.content) {
        case (.paragraph(let content), .lines(let lines, let lineHeight)):
            visitor.text(.paragraph(content), lines: lines, lineHeight: lineHeight, box: box, in: place)
        case (.heading(let level, let content), .lines(let lines, let lineHeight)):
            visitor.text(.heading(level, content), lines: lines, lineHeight: lineHeight, box: box, in: place)
        case (.code(let info, let code), .lines(let lines, let lineHeight)):
            visitor.text(.code(info: info, code), lines: lines, lineHeight: lineHeight, box: box, in: place)
        case (.list(let list), .list(let items)):
            inner.inList = true
            let listContainer = TypesetPage.Container(kind: .list(ordered: list.ordered), id: ids)
            ids += 1
            var itemOffset = place.sourceOffset
            for (index, (item, itemLayout)) in zip(list.items, items).enumerated() {
                var laidOutItem = LaidOutItem(list: list, index: index, isTopLevel: place.isTopLevel)
                laidOutItem.containers = place.containers + [listContainer, .init(kind: .listItem, id: ids)]
                ids += 1
                visitor.listItemStarts(
                    laidOutItem, markerTop: place.originTop + itemLayout.top, layout: itemLayout, list: box, in: place)
                var childOffset = itemOffset
                for (childIndex, (child, childLayout)) in zip(item, itemLayout.blocks).enumerated() {
                    var childPlace = inner
                    childPlace.item = laidOutItem
                    childPlace.continues =
                        place.continues && index == items.count - 1 && childIndex == itemLayout.blocks.count - 1
                    childPlace.sourceOffset = childOffset
                    childPlace.containers = laidOutItem.containers
                    walk(child, childLayout, childPlace, ids: &ids, visitor: &visitor)
                    childOffset += child.plainTextScalarCount + 1
                }
                itemOffset += item.reduce(0) { $0 + $1.plainTextScalarCount } + max(item.count - 1, 0) + 1
                visitor.listItemEnds(laidOutItem, in: place)
            }
        case (.quote(let children, let role), .quote(let layouts)):
            var quotePlace = place
            quotePlace.containers.append(.init(kind: .quote, id: ids))
            ids += 1
            let kind = QuoteKind(role: role)
            let quote = LaidOutQuote(
                kind: kind, opens: layouts.first.map { $0.top > layout.top + 1e-6 } ?? true,
                closes: layouts.last.map { $0.top + $0.height < layout.top + layout.height - 1e-6 } ?? true)
            visitor.quote(quote, box: box, in: quotePlace)
            var childOffset = place.sourceOffset
            for (childIndex, (child, childLayout)) in zip(children, layouts).enumerated() {
                var childPlace = inner
                childPlace.continues = place.continues && childIndex == layouts.count - 1
                childPlace.sourceOffset = childOffset
                childPlace.containers = quotePlace.containers
                childPlace.quote = kind
                walk(child, childLayout, childPlace, ids: &ids, visitor: &visitor)
                childOffset += child.plainTextScalarCount + 1
            }
        case (.photo(let photo), .photo(let laidOut)):
            visitor.photo(photo, laidOut, box: box, in: place)
        case (.thematicBreak, .rule):
            visitor.rule(box: box, in: place)
        case (.table(let table), .table(let layout)):
            var tablePlace = place
            tablePlace.containers.append(.init(kind: .table, id: ids))
            ids += 1
            visitor.table(layout, box: box, in: tablePlace)
            // A top-level table's text starts its block's; a nested one's where the walk is.
            let tableStart = place.isTopLevel ? 0 : place.sourceOffset
            for card in layout.cards ?? [] {
                // A card's cell: its label (its header's words), then its lines.
                let cells = table.rows.indices.contains(card.row - 1) ? table.rows[card.row - 1] : []
                guard cells.indices.contains(card.column) else { continue }
                var cellPlace = inner
                cellPlace.continues = false
                cellPlace.containers = tablePlace.containers + [.init(kind: .tableRow, id: ids)]
                ids += 1
                let left = box.left + layout.cellPadding, width = max(box.width - 2 * layout.cellPadding, 0)
                var top = box.top + card.top
                if !card.labelLines.isEmpty {
                    let header = table.header[card.column]
                    cellPlace.sourceOffset =
                        tableStart + table.header[..<card.column].reduce(0) { $0 + $1.scalarCount + 1 }
                    let height = Double(card.labelLines.count) * layout.lineHeight
                    visitor.text(
                        .tableLabel(header), lines: card.labelLines,
                        lineHeight: layout.lineHeight,
                        box: LaidOutBox(top: top, left: left, width: width, height: height),
                        in: cellPlace)
                    top += height
                }
                if !card.lines.isEmpty {
                    cellPlace.sourceOffset = tableStart + card.offset
                    visitor.text(
                        .tableCell(cells[card.column], header: false, alignment: .none), lines: card.lines,
                        lineHeight: layout.lineHeight,
                        box: LaidOutBox(
                            top: top, left: left, width: width, height: Double(card.lines.count) * layout.lineHeight),
                        in: cellPlace)
                }
            }
            for row in layout.rows {
                let cells =
                    row.isHeader
                    ? table.header : table.rows.indices.contains(row.index - 1) ? table.rows[row.index - 1] : []
                var cellPlace = inner
                cellPlace.continues = false
                cellPlace.containers = tablePlace.containers + [.init(kind: .tableRow, id: ids)]
                ids += 1
                var offset = tableStart + row.offset
                for (column, (cell, lines)) in zip(cells, row.cells).enumerated() where column < layout.columns.count {
                    let columnBox = layout.columns[column]
                    let cellBox = LaidOutBox(
                        top: box.top + row.top + layout.rowPadding,
                        left: box.left + columnBox.left + layout.cellPadding,
                        width: max(columnBox.width - 2 * layout.cellPadding, 0),
                        height: max(row.height - 2 * layout.rowPadding, 0))
                    cellPlace.sourceOffset = offset
                    visitor.text(
                        .tableCell(cell, header: row.isHeader, alignment: table.alignments[column]), lines: lines,
                        lineHeight: layout.lineHeight, box: cellBox, in: cellPlace)
                    offset += cell.scalarCount + 1
                }
            }
        default:
            break
        }
    }
}
