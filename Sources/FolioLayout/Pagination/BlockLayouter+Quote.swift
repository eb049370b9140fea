import FolioModel

extension BlockLayouter {
    /// A quote: a plain quote or a callout sets its blocks in from its bar; footnotes are set full
    /// width with no gap between them; a pull quote sets its
    /// paragraphs large between a row of room above and below (where its rules are drawn); a
    /// sidebar sets its blocks in a box, with a row of room above and below and an inset at each
    /// side. A page never ends between the room above and the first line, nor between the last
    /// line and the room below; inside a pull quote, it ends only where nothing better fits.
    func quote(_ children: [Block], role: String?, width: Double, offset: Int, rows: inout [LayoutRow])
        -> LayoutNode
    {
        let kind = QuoteKind(role: role)
        let spacing = measure.spacing
        switch kind {
        case .quote, .callout, .footnotes:
            // Footnotes are set full width, one after the other with no gap.
            let box = QuoteBox(role: role, start: kind == .footnotes ? 0 : spacing.quoteIndent)
            let nodes = sequence(
                children, width: max(width - box.start, 1), gap: kind == .footnotes ? 0 : spacing.paragraph,
                offset: offset, in: kind, rows: &rows)
            return LayoutNode(kind: .quote(nodes, box: box), rowCount: nodes.reduce(0) { $0 + $1.rowCount })
        case .pullQuote, .sidebar:
            let room = kind == .pullQuote ? spacing.pullQuotePadding : spacing.sidebarPadding
            let inset = kind == .sidebar ? spacing.sidebarInset : 0
            let box = QuoteBox(role: role, start: inset, end: inset)
            let first = rows.count
            rows.append(LayoutRow(height: room, gapBefore: 0, offset: offset, cut: .preferred))
            let nodes = sequence(
                children, width: max(width - 2 * inset, 1), gap: spacing.paragraph, offset: offset, in: kind,
                rows: &rows)
            for row in (first + 1)..<rows.count where kind == .pullQuote || row == first + 1 {
                rows[row].cut = .fallback
            }
            let end = offset + Block.quote(children, role: role).plainTextScalarCount
            rows.append(LayoutRow(height: room, gapBefore: 0, offset: end, cut: .fallback))
            let roomNode = LayoutNode(kind: .empty, rowCount: 1)
            return LayoutNode(
                kind: .quote([roomNode] + nodes + [roomNode], box: box),
                rowCount: nodes.reduce(2) { $0 + $1.rowCount })
        }
    }
}

extension LayoutNode {
    /// Whether the block moves whole to the next page when it does not fit on this one but
    /// would on a page of its own (a pull quote, a sidebar).
    var keepsWhole: Bool {
        if case .quote(_, let box) = kind { return box.kind.keepsWhole }
        return false
    }

    /// The first line of a paragraph or heading; nil for other blocks.
    var firstLine: TextLine? {
        if case .text(_, _, _, let lines) = kind { return lines.first }
        return nil
    }
}
