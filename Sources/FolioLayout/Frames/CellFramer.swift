import FolioModel

/// The cell frames of pages laid out with the cell measure (`Paginator.terminal`): the one
/// walk over a page's laid-out blocks (`LaidOutBlockWalk`) with every box in whole cells, each
/// line's text and runs cut from its block's text by the one rule (`LineText`). It only reads
/// the layout; every line, indent, gap and height is the paginator's. A picture the page
/// shrank keeps its aspect ratio, a cell being about twice as tall as wide.
public struct CellFramer {
    /// The measure the pages were paginated with: only its page box is used.
    let measure: CellMeasure

    /// The framer of pages paginated with `measure`.
    public init(measure: CellMeasure) {
        self.measure = measure
    }

    /// The frame of `page`, one of `article`'s pages laid out with its lines.
    public func frame(of page: Page, in article: Article) -> CellFrame {
        var framer = Framer(rows: Int(measure.box.height))
        if page.showsTitle, let title = page.title { framer.title(title, of: article) }
        LaidOutBlockWalk.walk(page, origin: { (Double(Int($0.top.rounded())), 0) }, visitor: &framer)
        return CellFrame(
            blocks: framer.blocks, columns: Int(measure.box.width), rows: Int(measure.box.height),
            direction: article.direction)
    }
}

/// Collects a page's blocks in cells, leaving out rows past a block's room on the page.
private struct Framer: LaidOutBlockVisitor {
    /// The page's height in rows.
    let rows: Int
    var blocks: [CellFrame.Block] = []

    init(rows: Int) {
        self.rows = rows
    }

    /// The first row past the room the page gave the top-level block `place` is in.
    private func limit(_ place: LaidOutPlace) -> Int {
        min(Int(place.originTop) + Int(place.placement.height.rounded()), rows)
    }

    /// The row of a box's top, `top` being its distance from the text box's top.
    private func row(_ top: Double, in place: LaidOutPlace) -> Int {
        Int(place.originTop) + Int(top - place.originTop)
    }

    private static func item(_ place: LaidOutPlace) -> CellFrame.Item? {
        place.item.map { CellFrame.Item(index: $0.index, inTopLevelList: $0.isTopLevel) }
    }

    // MARK: Title

    mutating func title(_ title: TitleLayout, of article: Article) {
        var row = 0
        var lines: [CellFrame.Line] = []
        let titleText = CellText(plain: article.title)
        for line in title.titleLines {
            if row < rows { lines.append(titleText.line(line, row: row, column: 0)) }
            row += Int(title.titleLineHeight)
        }
        blocks.append(CellFrame.Block(role: .title, box: box(top: 0, rows: row), lines: lines))
        for (role, text, textLines, height) in [
            (CellFrame.Role.dek, title.dek, title.dekLines, title.dekLineHeight),
            (.byline, title.byline, title.bylineLines, title.bylineLineHeight),
        ] where !textLines.isEmpty {
            let top = row
            lines = []
            let cells = CellText(plain: text)
            for line in textLines {
                if row < rows { lines.append(cells.line(line, row: row, column: 0)) }
                row += Int(height)
            }
            blocks.append(CellFrame.Block(role: role, box: box(top: top, rows: row - top), lines: lines))
        }
    }

    private func box(top: Int, rows: Int) -> CellFrame.Rect {
        CellFrame.Rect(column: 0, row: top, width: 0, height: rows)
    }

    // MARK: Blocks

    mutating func text(
        _ text: LaidOutText, lines: [TextLine], lineHeight: Double, box: LaidOutBox, in place: LaidOutPlace
    ) {
        let top = row(box.top, in: place)
        let column = Int(box.left)
        let limit = limit(place)
        let rect = CellFrame.Rect(column: column, row: top, width: Int(box.width), height: Int(box.height))
        let rows = lines.indices.map { top + $0 * Int(lineHeight) }.filter { $0 < limit }
        switch text {
        case .paragraph(let content), .heading(_, let content):
            let cellText = CellText(inlines: content)
            let role: CellFrame.Role =
                if case .heading(let level, _) = text {
                    .heading(level)
                } else if place.quote == .pullQuote {
                    .pullQuote
                } else {
                    place.inList ? .listItem : .paragraph
                }
            blocks.append(
                CellFrame.Block(
                    role: role, box: rect,
                    lines: zip(lines, rows).map { cellText.line($0, row: $1, column: column) }, item: Self.item(place)))
        case .code(let info, let code):
            let scalars = Array(code.unicodeScalars)
            let set = zip(lines, rows).map { line, row in
                let drawn = LineText.drawn(line.start..<line.end, of: scalars, preservesSpaces: true)
                let text = CellMeasure.expandingTabs(String(String.UnicodeScalarView(scalars[drawn])))
                return CellFrame.Line(text: text, row: row, column: column, runs: [CellFrame.Run(text: text)])
            }
            let language = String(info.split(whereSeparator: \.isWhitespace).first ?? "")
            blocks.append(
                CellFrame.Block(role: .code(language: language), box: rect, lines: set, item: Self.item(place)))
        case .tableLabel(let content):
            let cellText = CellText(plain: content.plainText)
            blocks.append(
                CellFrame.Block(
                    role: .tableCell(header: true), box: rect,
                    lines: zip(lines, rows).map { cellText.line($0, row: $1, column: column) }, item: Self.item(place)))
        case .tableCell(let content, let header, let alignment):
            let cellText = CellText(inlines: content)
            let set = zip(lines, rows).map { line, row in
                let room = max(Int(box.width) - Int(line.width.rounded()), 0)
                let shift =
                    switch alignment {
                    case .none, .left: 0
                    case .center: room / 2
                    case .right: room
                    }
                return cellText.line(line, row: row, column: column + shift)
            }
            blocks.append(
                CellFrame.Block(role: .tableCell(header: header), box: rect, lines: set, item: Self.item(place)))
        }
    }

    /// A table draws nothing of its own in cells; its cells come next.
    mutating func table(_ layout: TableLayout, box: LaidOutBox, in place: LaidOutPlace) {}

    mutating func listItemStarts(
        _ item: LaidOutItem, markerTop: Double, layout: ListItemLayout, list: LaidOutBox, in place: LaidOutPlace
    ) {
        let top = row(markerTop, in: place)
        guard layout.showsMarker, top < limit(place) else { return }
        let column = Int(list.left)
        let marker = item.marker
        blocks.append(
            CellFrame.Block(
                role: .listMarker, box: CellFrame.Rect(column: column, row: top, width: Int(list.width), height: 1),
                lines: [CellFrame.Line(text: marker, row: top, column: column, runs: [CellFrame.Run(text: marker)])],
                item: CellFrame.Item(index: item.index, inTopLevelList: item.isTopLevel)))
    }

    mutating func listItemEnds(_ item: LaidOutItem, in place: LaidOutPlace) {}

    /// A quote's bar in its first column, as far down as the page shows it; a pull quote's or
    /// sidebar's box as far as the page shows it (its `box`), a row it does not show not drawn.
    mutating func quote(_ quote: LaidOutQuote, box: LaidOutBox, in place: LaidOutPlace) {
        let top = row(box.top, in: place)
        let fullBottom = Int(place.originTop) + Int(box.top - place.originTop + box.height)
        let bottom = min(fullBottom, limit(place))
        var block = CellFrame.Block(
            role: .quote, box: CellFrame.Rect(column: Int(box.left), row: top, width: Int(box.width), height: 0),
            item: Self.item(place))
        block.quote = quote.kind
        block.opens = quote.opens
        block.closes = quote.closes && bottom == fullBottom
        if top < bottom {
            block.box.height = bottom - top
            if quote.kind.hasBar {
                block.bar = CellFrame.Rect(column: Int(box.left), row: top, width: 1, height: bottom - top)
            }
        }
        blocks.append(block)
    }

    /// A top-level photo is drawn at the height the paginator gave it, keeping its aspect ratio
    /// (so narrower than the text when shrunk) and centred, its caption below at the text's
    /// left; a photo in a list or quote fills its box's width.
    mutating func photo(_ photo: Photo, _ layout: PhotoLayout, box: LaidOutBox, in place: LaidOutPlace) {
        let limit = limit(place)
        let width = Int(box.width)
        var cells: CellFrame.Rect
        var captionColumn: Int
        if place.isTopLevel {
            let rows = max(Int(layout.imageHeight.rounded()), 1)
            let columns = max(min(width, Int((Double(rows) * 2 * photo.aspectRatio).rounded())), 1)
            cells = CellFrame.Rect(
                column: (width - columns) / 2, row: Int(place.originTop), width: columns, height: rows)
            captionColumn = 0
        } else {
            cells = CellFrame.Rect(
                column: Int(box.left), row: row(box.top, in: place), width: width, height: Int(layout.imageHeight))
            captionColumn = Int(box.left)
        }
        let captionTop = cells.row + cells.height + Int(layout.captionGap)
        var block = CellFrame.Block(
            role: .figure,
            box: CellFrame.Rect(
                column: Int(box.left), row: row(box.top, in: place), width: width, height: Int(box.height)),
            item: Self.item(place))
        if cells.row < limit {
            if cells.row + cells.height > limit { cells.height = max(limit - cells.row, 0) }
            block.photo = (photo, cells)
        }
        if let caption = photo.caption {
            let text = CellText(plain: caption)
            block.lines = layout.caption.enumerated().compactMap { index, line in
                let row = captionTop + index * Int(layout.captionLineHeight)
                return row < limit ? text.line(line, row: row, column: captionColumn) : nil
            }
        }
        blocks.append(block)
    }

    mutating func rule(box: LaidOutBox, in place: LaidOutPlace) {
        let top = row(box.top, in: place)
        guard top < limit(place) else { return }
        blocks.append(
            CellFrame.Block(
                role: .rule, box: CellFrame.Rect(column: Int(box.left), row: top, width: Int(box.width), height: 1),
                item: Self.item(place)))
    }
}
