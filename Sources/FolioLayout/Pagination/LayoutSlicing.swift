import FolioModel

extension LayoutNode {
    /// The block made of rows `range` of this node: a paragraph fragment, a list of the items
    /// (or item fragments) those rows show with its `start` renumbered, and so on. Nil when
    /// the rows hold nothing (an empty item's row outside any item).
    func slice(_ range: Range<Int>) -> Block? {
        switch kind {
        case .text(let level, let content, let slicer, let lines):
            let piece =
                range == 0..<rowCount
                ? content : (slicer?.slicer ?? InlineSlicer(content)).slice(scalars: textRange(lines, range))
            if let level { return .heading(level: level, content: piece) }
            return .paragraph(piece)
        case .code(let info, let text, let slicer, let lines):
            let piece =
                range == 0..<rowCount
                ? text : (slicer?.slicer ?? TextSlicer(text)).slice(scalars: textRange(lines, range))
            return .code(info: info, text: piece)
        case .list(var list, let items, _):
            guard !items.isEmpty else { return .list(list) }
            var kept: [[Block]] = []
            var first: Int?
            var base = 0
            for (index, item) in items.enumerated() {
                let count = item.reduce(0) { $0 + $1.rowCount }
                if base < range.upperBound && base + count > range.lowerBound {
                    first = first ?? index
                    kept.append(Self.slice(item, range, base: base))
                }
                base += count
            }
            list.items = kept
            list.start += first ?? 0
            return .list(list)
        case .quote(let children, let box):
            return .quote(Self.slice(children, range, base: 0), role: box.role)
        case .atom(let block, _):
            return block
        case .table(let table, let layout):
            // Row 0 is the header, which every fragment keeps; rows from 1 are body rows. A
            // table set as cards keeps the body rows its lines touch.
            if layout.cards != nil { return .table(table.keepingRows(layout.cardBodyRows(range))) }
            return .table(table.keepingRows(max(range.lowerBound - 1, 0)..<max(range.upperBound - 1, 0)))
        case .empty:
            return nil
        }
    }

    /// How many list levels, outermost first, continue an item when a page starts at `row`.
    func continuedListItems(at row: Int) -> Int {
        guard row > 0 else { return 0 }
        switch kind {
        case .list(_, let items, _):
            var base = 0
            for item in items {
                let count = item.reduce(0) { $0 + $1.rowCount }
                if row < base + count {
                    guard row > base, let (child, local) = Self.child(item, containing: row - base) else { return 0 }
                    return 1 + child.continuedListItems(at: local)
                }
                base += count
            }
            return 0
        case .quote(let children, _):
            guard let (child, local) = Self.child(children, containing: row) else { return 0 }
            return child.continuedListItems(at: local)
        case .text, .code, .atom, .table, .empty:
            return 0
        }
    }

    /// Whether a page starting at `row` starts inside a paragraph, heading or code block.
    func continuesText(at row: Int) -> Bool {
        guard row > 0 else { return false }
        switch kind {
        case .text, .code:
            return true
        case .list(_, let items, _):
            guard let (child, local) = Self.child(items.flatMap { $0 }, containing: row) else { return false }
            return child.continuesText(at: local)
        case .quote(let children, _):
            guard let (child, local) = Self.child(children, containing: row) else { return false }
            return child.continuesText(at: local)
        case .atom, .table, .empty:
            return false
        }
    }

    private func textRange(_ lines: [TextLine], _ range: Range<Int>) -> Range<Int> {
        let start = lines[range.lowerBound].start
        let end = range.upperBound < lines.count ? lines[range.upperBound].start : (lines.last?.end ?? start)
        return start..<end
    }

    /// The blocks of `nodes` (which start at row `base`) that rows `range` show.
    private static func slice(_ nodes: [LayoutNode], _ range: Range<Int>, base: Int) -> [Block] {
        var blocks: [Block] = []
        var start = base
        for node in nodes {
            let end = start + node.rowCount
            let lower = max(range.lowerBound, start)
            let upper = min(range.upperBound, end)
            if lower < upper, let block = node.slice((lower - start)..<(upper - start)) {
                blocks.append(block)
            }
            start = end
        }
        return blocks
    }

    /// The node of `nodes` holding `row`, and the row's index inside it.
    private static func child(_ nodes: [LayoutNode], containing row: Int) -> (LayoutNode, Int)? {
        var base = 0
        for node in nodes {
            if row < base + node.rowCount { return (node, row - base) }
            base += node.rowCount
        }
        return nil
    }
}
