/// The rows of one placed block or fragment, and how far below the fragment's top each
/// starts: the gap above the fragment's first row is dropped, as on the page.
struct FragmentRows {
    /// All the rows of the block.
    let rows: [LayoutRow]
    /// The rows the fragment shows.
    let range: Range<Int>
    private let tops: [Double]

    init(rows: [LayoutRow], range: Range<Int>) {
        self.rows = rows
        self.range = range
        var tops: [Double] = []
        tops.reserveCapacity(range.count)
        var top = 0.0
        for row in range {
            if row > range.lowerBound { top += rows[row].gapBefore }
            tops.append(top)
            top += rows[row].height
        }
        self.tops = tops
    }

    /// The distance from the fragment's top to row `row`'s top.
    func top(_ row: Int) -> Double { tops[row - range.lowerBound] }

    /// The distance from the fragment's top to row `row`'s bottom.
    func bottom(_ row: Int) -> Double { top(row) + rows[row].height }
}

extension LayoutNode {
    /// The layout of rows `range` of this node (whose first row is row `base` of
    /// `fragment`'s rows), set from `left`, `width` wide. It follows `slice(_:)` exactly: nil
    /// where the slice is nil, and a list's or quote's children are the slice's children.
    func layout(_ range: Range<Int>, base: Int, in fragment: FragmentRows, left: Double, width: Double) -> BlockLayout?
    {
        let top = fragment.top(base + range.lowerBound)
        let height = fragment.bottom(base + range.upperBound - 1) - top
        let content: BlockLayout.Content
        switch kind {
        case .text(_, _, _, let lines), .code(_, _, _, let lines):
            // A fragment's text starts at its first line (see `slice(_:)`).
            let shift = range == 0..<rowCount ? 0 : lines[range.lowerBound].start
            let shown = lines[range].map { line in
                var shifted = line
                shifted.start -= shift
                shifted.end -= shift
                return shifted
            }
            content = .lines(shown, lineHeight: fragment.rows[base + range.lowerBound].height)
        case .list(let list, let items, let indent):
            var laidOut: [ListItemLayout] = []
            var itemBase = 0
            for (index, item) in items.enumerated() {
                let count = item.reduce(0) { $0 + $1.rowCount }
                if itemBase < range.upperBound && itemBase + count > range.lowerBound {
                    let blocks = Self.layout(
                        item, range, base: itemBase, rowBase: base, in: fragment,
                        left: left + indent, width: max(width - indent, 1))
                    laidOut.append(
                        ListItemLayout(
                            top: fragment.top(base + max(itemBase, range.lowerBound)),
                            // A task's mark stands in place of its bullet.
                            showsMarker: itemBase >= range.lowerBound && !list.isTask(index), blocks: blocks))
                }
                itemBase += count
            }
            content = .list(laidOut)
        case .quote(let children, let box):
            content = .quote(
                Self.layout(
                    children, range, base: 0, rowBase: base, in: fragment, left: left + box.start,
                    width: max(width - box.start - box.end, 1)))
        case .atom(_, let atom):
            content = atom
        case .table(_, let table):
            content = .table(table.showing(range, from: top, in: fragment, base: base))
        case .empty:
            return nil
        }
        return BlockLayout(top: top, height: height, left: left, width: width, content: content)
    }

    /// The layouts of the nodes of `nodes` (which start at row `base` of their parent, whose
    /// first row is row `rowBase` of `fragment`'s rows) that rows `range` show.
    private static func layout(
        _ nodes: [LayoutNode], _ range: Range<Int>, base: Int, rowBase: Int, in fragment: FragmentRows,
        left: Double, width: Double
    ) -> [BlockLayout] {
        var layouts: [BlockLayout] = []
        var start = base
        for node in nodes {
            let end = start + node.rowCount
            let lower = max(range.lowerBound, start)
            let upper = min(range.upperBound, end)
            if lower < upper,
                let layout = node.layout(
                    (lower - start)..<(upper - start), base: rowBase + start, in: fragment, left: left, width: width)
            {
                layouts.append(layout)
            }
            start = end
        }
        return layouts
    }
}
