import FolioModel

/// Lays blocks out into rows at a width, with a measure.
struct BlockLayouter {
    let measure: any TextMeasure
    var breaker: LineSetter
    /// Whether a text node keeps the slicer its cuts share (`SlicerOnDemand`); without, each
    /// cut prepares its own, and laying out allocates none (pages that keep no blocks cut
    /// only the rare block that holds a photo).
    var preparesSlicers = true

    init(measure: any TextMeasure) {
        self.measure = measure
        breaker = LineSetter(measure: measure)
    }

    /// Lays `block` out `width` wide, appending its rows to `rows`. `offset` is where the
    /// block's plain text starts in its top-level block's plain text. The first row has no
    /// gap and a preferred cut; the caller sets them.
    /// `quote` is the kind of the quote the block is directly in, if any (a pull quote's
    /// paragraphs are set large). A paragraph set as `opening` says opens on a drop cap when the
    /// measure sizes one for its first letter and it has as many lines, and its first line is in
    /// small capitals when asked.
    func layout(
        _ block: Block, width: Double, offset: Int, in quote: QuoteKind? = nil, opening: OpeningStyle = .plain,
        rows: inout [LayoutRow]
    ) -> LayoutNode {
        switch block {
        case .paragraph(let content):
            if !opening.isPlain, quote == nil {
                let language = breaker.language
                let dropCap =
                    opening.setsDropCap
                    ? DropCap.letter(of: content).flatMap {
                        measure.dropCap(of: $0, lines: opening.dropCapLines, language: language)
                    } : nil
                let smallCaps = opening.smallCapsFirstLine
                let lines = breaker.lines(
                    of: content, role: .body, width: width, dropCap: dropCap, smallCapsFirstLine: smallCaps)
                if let dropCap, lines.count < dropCap.lines {
                    // Too short for its drop cap: none, the first line still in small capitals.
                    let plain = breaker.lines(of: content, role: .body, width: width, smallCapsFirstLine: smallCaps)
                    return text(content: content, lines: plain, offset: offset, rows: &rows)
                }
                return text(content: content, lines: lines, offset: offset, rows: &rows)
            }
            return text(
                level: nil, content: content, role: .paragraph(in: quote), width: width, offset: offset, rows: &rows)
        case .heading(let level, let content):
            return text(
                level: level, content: content, role: .heading(level), width: width, offset: offset, rows: &rows)
        case .code(let info, let code):
            let lines = breaker.lines(ofCode: code, width: width)
            appendLines(lines, role: .code, keepsTogether: false, offset: offset, rows: &rows)
            return LayoutNode(
                kind: .code(
                    info: info, text: code, slicer: preparesSlicers ? SlicerOnDemand { TextSlicer(code) } : nil,
                    lines: lines),
                rowCount: lines.count)
        case .list(let list):
            return self.list(list, width: width, offset: offset, rows: &rows)
        case .quote(let children, let role):
            return self.quote(children, role: role, width: width, offset: offset, rows: &rows)
        case .photo(let photo):
            let laidOut = self.photo(photo, imageHeight: measure.imageHeight(of: photo, within: width), width: width)
            let height = min(laidOut.imageHeight + captionHeight(laidOut), measure.box.height)
            rows.append(LayoutRow(height: height, gapBefore: 0, offset: offset, cut: .preferred))
            return LayoutNode(kind: .atom(block, .photo(laidOut)), rowCount: 1)
        case .thematicBreak:
            rows.append(LayoutRow(height: measure.spacing.thematicBreak, gapBefore: 0, offset: offset, cut: .preferred))
            return LayoutNode(kind: .atom(block, .rule), rowCount: 1)
        case .table(let table):
            return self.table(table, width: width, offset: offset, rows: &rows)
        case .pageBreak:
            rows.append(LayoutRow(height: 0, gapBefore: 0, offset: offset, cut: .preferred))
            return LayoutNode(kind: .atom(block, .nothing), rowCount: 1)
        }
    }

    /// A photo with its picture `imageHeight` tall and its caption broken `width` wide.
    func photo(_ photo: Photo, imageHeight: Double, width: Double) -> PhotoLayout {
        var caption: [TextLine] = []
        if let text = photo.caption, !text.isEmpty {
            caption = breaker.lines(of: text, role: .caption, width: width)
        }
        return PhotoLayout(
            imageHeight: imageHeight, captionGap: measure.spacing.captionGap, caption: caption,
            captionLineHeight: measure.lineHeight(for: .caption))
    }

    /// The height of a photo's caption block (gap and lines), 0 without a caption.
    func captionHeight(_ photo: PhotoLayout) -> Double {
        photo.caption.isEmpty ? 0 : photo.captionGap + Double(photo.caption.count) * photo.captionLineHeight
    }

    /// The article's title and byline broken `width` wide.
    func title(of article: Article, width: Double) -> TitleLayout {
        let byline = article.byline
        var title = TitleLayout(
            titleLines: breaker.lines(of: article.title, role: .title, width: width),
            titleLineHeight: measure.lineHeight(for: .title), byline: byline,
            bylineLines: byline.isEmpty ? [] : breaker.lines(of: byline, role: .byline, width: width),
            bylineLineHeight: measure.lineHeight(for: .byline))
        let dek = article.header.shownDek
        if !dek.isEmpty {
            title.dek = dek
            title.dekLines = breaker.lines(of: dek, role: .dek, width: width)
            title.dekLineHeight = measure.lineHeight(for: .dek)
        }
        return title
    }

    private func text(
        level: Int?, content: [Inline], role: TextRole, width: Double, offset: Int, rows: inout [LayoutRow]
    ) -> LayoutNode {
        let lines = breaker.lines(of: content, role: role, width: width)
        return text(level: level, content: content, lines: lines, role: role, offset: offset, rows: &rows)
    }

    /// A paragraph or heading set in `lines`: the lines beside a drop cap stay on one page.
    private func text(
        level: Int? = nil, content: [Inline], lines: [TextLine], role: TextRole = .body, offset: Int,
        rows: inout [LayoutRow]
    ) -> LayoutNode {
        appendLines(
            lines, role: role, keepsTogether: level != nil, keepsFirst: lines.first?.dropCap?.lines ?? 0,
            offset: offset, rows: &rows)
        return LayoutNode(
            kind: .text(
                level: level, content: content,
                slicer: preparesSlicers ? SlicerOnDemand { InlineSlicer(content) } : nil, lines: lines),
            rowCount: lines.count)
    }

    /// Lines of a paragraph or code block: a page may end inside only where it leaves two
    /// lines on each side, which needs four lines, and not inside its first `keepsFirst` lines
    /// (those beside a drop cap); a heading is kept whole when possible.
    private func appendLines(
        _ lines: [TextLine], role: TextRole, keepsTogether: Bool, keepsFirst: Int = 0, offset: Int,
        rows: inout [LayoutRow]
    ) {
        let height = measure.lineHeight(for: role)
        let count = lines.count
        // A top-level block's rows start empty: allocated once. Inside a list or quote they grow
        // as an array does (reserving each block's exact count there would copy them every time).
        if rows.isEmpty { rows.reserveCapacity(count) }
        for (index, line) in lines.enumerated() {
            let leavesTwo = count >= 4 && index >= max(2, keepsFirst) && count - index >= 2
            let cut: LayoutRow.Cut = index == 0 || (leavesTwo && !keepsTogether) ? .preferred : .fallback
            let before = index > 0 ? lines[index - 1] : nil
            rows.append(
                LayoutRow(
                    height: height, gapBefore: 0, offset: offset + line.start, cut: cut,
                    wraps: before.map { !$0.endsHard } ?? false, followsHyphen: before?.hyphenated ?? false))
        }
    }

    private func list(_ list: ListBlock, width: Double, offset: Int, rows: inout [LayoutRow]) -> LayoutNode {
        let largest = list.ordered ? list.start + max(list.items.count - 1, 0) : nil
        let indent = measure.listIndent(largestNumber: largest)
        let inner = max(width - indent, 1)
        let itemGap = list.spacesItems ? measure.spacing.listItem : 0
        let blockGap = list.spacesItems ? measure.spacing.paragraph : 0
        guard !list.items.isEmpty else {
            return empty(offset: offset, rows: &rows, kind: .list(list, items: [], indent: indent))
        }
        var items: [[LayoutNode]] = []
        var itemOffset = offset
        var total = 0
        for (index, item) in list.items.enumerated() {
            let first = rows.count
            let nodes = sequence(item, width: inner, gap: blockGap, offset: itemOffset, rows: &rows)
            if index > 0 { rows[first].gapBefore = itemGap }
            items.append(nodes)
            total += nodes.reduce(0) { $0 + $1.rowCount }
            itemOffset += item.reduce(0) { $0 + $1.plainTextScalarCount } + max(item.count - 1, 0) + 1
        }
        return LayoutNode(kind: .list(list, items: items, indent: indent), rowCount: total)
    }

    /// Blocks one after the other with `gap` between them (directly in a quote of kind `quote`,
    /// if any); no blocks is one empty row.
    func sequence(
        _ blocks: [Block], width: Double, gap: Double, offset: Int, in quote: QuoteKind? = nil,
        rows: inout [LayoutRow]
    ) -> [LayoutNode] {
        guard !blocks.isEmpty else {
            return [empty(offset: offset, rows: &rows, kind: .empty)]
        }
        var nodes: [LayoutNode] = []
        var childOffset = offset
        for (index, child) in blocks.enumerated() {
            let first = rows.count
            nodes.append(layout(child, width: width, offset: childOffset, in: quote, rows: &rows))
            rows[first].gapBefore = index == 0 ? 0 : gap
            rows[first].cut = .preferred
            childOffset += child.plainTextScalarCount + 1
        }
        return nodes
    }

    func empty(offset: Int, rows: inout [LayoutRow], kind: LayoutNode.Kind) -> LayoutNode {
        rows.append(LayoutRow(height: measure.lineHeight(for: .body), gapBefore: 0, offset: offset, cut: .preferred))
        return LayoutNode(kind: kind, rowCount: 1)
    }
}
