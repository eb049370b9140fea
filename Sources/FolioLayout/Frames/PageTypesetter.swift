import FolioModel
import FolioNavigation
import FolioText

/// The font measure's frames: an article's pages, laid out with their lines (`Page.layouts`,
/// `Page.title`), become `TypesetPage`s, every box where the one walk over laid-out blocks
/// (`LaidOutBlockWalk`, which the terminal's `CellFramer` follows too) puts it, every line
/// shaped by `LineShaper`, with its source and the lists, items and quotes it is in. It only
/// reads the layout; it decides nothing about breaks or sizes. Sinks that draw glyphs (the PDF,
/// the JSON bundle's frames) draw what it returns.
package struct PageTypesetter {
    let article: Article
    let geometry: PageGeometry
    let measure: FontMeasure
    let setter: LineSetter
    /// Whether the issue justifies running text (`justify:`).
    let justifies: Bool
    /// The measures rules, bars and markers are placed by (the light theme).
    let theme: PageTheme
    let shaper: LineShaper

    fileprivate var direction: WritingDirection { article.direction }

    /// The walker for `article`'s pages in `geometry`, its text set as `typesetting` says (the
    /// typesetting it was paginated with), running text justified when `justifies`, rules and
    /// bars placed by `theme`'s measures.
    package init(
        article: Article, geometry: PageGeometry, typesetting: Typesetting, justifies: Bool,
        theme: PageTheme = .standard
    ) {
        let language = article.language ?? "en"
        let measure = FontMeasure(geometry: geometry.singleColumn, fonts: typesetting.fonts)
        self.article = article
        self.geometry = geometry
        self.measure = measure
        self.setter = LineSetter(measure: measure, language: language, hyphenates: typesetting.hyphenates)
        self.justifies = justifies
        self.theme = theme
        self.shaper = LineShaper(
            language: language, files: FontFiles.files(for: typesetting.fonts), typography: measure.typography)
    }

    /// The frame of `page`, one of the article's pages laid out with its lines: the title and
    /// byline, then what the one walk over laid-out blocks (`LaidOutBlockWalk`) meets.
    package func page(_ page: Page) -> TypesetPage {
        var visitor = Visitor(typesetter: self)
        if page.showsTitle, let title = page.title { visitor.blocks += self.title(title, top: page.textTop) }
        LaidOutBlockWalk.walk(
            page,
            origin: { placement in
                let column = Double(placement.column)
                return (
                    geometry.margin + placement.top,
                    geometry.margin + column * (geometry.columnWidth + geometry.columnGap)
                )
            }, visitor: &visitor)
        return TypesetPage(
            blocks: visitor.blocks, geometry: geometry, language: article.language ?? "en", direction: direction,
            art: page.art)
    }

    // MARK: Title

    /// The title and byline, `top` down the text box (`Page.textTop`).
    private func title(_ title: TitleLayout, top: Double) -> [TypesetPage.Block] {
        let titleLines = lines(
            title.titleLines, of: setter.styledRuns(of: article.title, role: .title), role: .title,
            source: Origin(block: LineBreak.title, offset: 0), left: geometry.margin, width: geometry.columnWidth,
            top: geometry.margin + top, lineHeight: title.titleLineHeight)
        var blocks = [TypesetPage.Block(role: .title, lines: titleLines)]
        for (role, textRole, text, textLines, source, lineTop, height) in [
            (
                TypesetPage.Role.dek, TextRole.dek, title.dek, title.dekLines, LineBreak.dek, title.dekTop,
                title.dekLineHeight
            ),
            (
                .byline, .byline, title.byline, title.bylineLines, LineBreak.byline, title.bylineTop,
                title.bylineLineHeight
            ),
        ] where !textLines.isEmpty {
            let set = lines(
                textLines, of: setter.styledRuns(of: text, role: textRole), role: textRole,
                source: Origin(block: source, offset: 0), left: geometry.margin, width: geometry.columnWidth,
                top: geometry.margin + top + lineTop, lineHeight: height)
            blocks.append(TypesetPage.Block(role: role, lines: set))
        }
        return blocks
    }

    // MARK: Blocks

    /// Where a block's plain text starts: in the plain text of the article's top-level block
    /// `block` (the title's and byline's: `LineBreak.title`, `LineBreak.byline`), at `offset`
    /// Unicode scalars.
    struct Origin {
        var block: Int
        var offset: Int
    }

    /// Turns what the walk meets into the frame's blocks.
    fileprivate struct Visitor: LaidOutBlockVisitor {
        let typesetter: PageTypesetter
        var blocks: [TypesetPage.Block] = []
        /// For each list item being walked, where its blocks start in `blocks` and its marker
        /// (nil when the page shows none: the item began on the page before).
        var items: [(first: Int, marker: TypesetPage.Block?)] = []

        init(typesetter: PageTypesetter) {
            self.typesetter = typesetter
        }

        mutating func text(
            _ text: LaidOutText, lines: [TextLine], lineHeight: Double, box: LaidOutBox, in place: LaidOutPlace
        ) {
            let t = typesetter
            let origin = Origin(block: place.sourceBlock, offset: place.sourceOffset)
            switch text {
            case .paragraph(let content):
                let hasHardBreaks = content.containsLineBreak
                let role = TextRole.paragraph(in: place.quote)
                let typeset = t.lines(
                    lines, of: t.setter.styledRuns(of: content, role: role), role: role,
                    spans: InlineSpans(content), source: origin, left: box.left, width: box.width,
                    top: box.top, lineHeight: lineHeight
                ) { index, line in
                    t.justifies && !hasHardBreaks && !line.endsHard && (index < lines.count - 1 || place.continues)
                }
                blocks.append(
                    TypesetPage.Block(
                        role: place.inList ? .listItem : .paragraph, lines: typeset, containers: place.containers))
            case .heading(let level, let content):
                let typeset = t.lines(
                    lines, of: t.setter.styledRuns(of: content, role: .heading(level)), role: .heading(level),
                    spans: InlineSpans(content), source: origin, left: box.left, width: box.width,
                    top: box.top, lineHeight: lineHeight)
                blocks.append(TypesetPage.Block(role: .heading(level), lines: typeset, containers: place.containers))
            case .code(_, let code):
                let typeset = t.lines(
                    lines, of: t.setter.styledRuns(ofCode: code), role: .code, source: origin, left: box.left,
                    width: box.width, top: box.top, lineHeight: lineHeight, code: true)
                blocks.append(TypesetPage.Block(role: .code, lines: typeset, containers: place.containers))
            case .tableLabel(let content):
                // Set from the header's plain words, as the paginator measured them.
                let typeset = t.lines(
                    lines, of: t.setter.styledRuns(of: content.plainText, role: .tableHeader), role: .tableHeader,
                    left: box.left, width: box.width, top: box.top, lineHeight: lineHeight)
                blocks.append(
                    TypesetPage.Block(role: .tableCell(header: true), lines: typeset, containers: place.containers))
            case .tableCell(let content, let header, let alignment):
                let role: TextRole = header ? .tableHeader : .body
                let typeset = t.lines(
                    lines, of: t.setter.styledRuns(of: content, role: role), role: role,
                    spans: InlineSpans(content), source: origin, left: box.left, width: box.width,
                    top: box.top, lineHeight: lineHeight)
                let aligned = zip(typeset, lines).map { typesetLine, line in
                    typesetLine.moved(dx: t.alignmentShift(alignment, room: box.width - line.width), dy: 0)
                }
                blocks.append(
                    TypesetPage.Block(role: .tableCell(header: header), lines: aligned, containers: place.containers))
            }
        }

        mutating func table(_ layout: TableLayout, box: LaidOutBox, in place: LaidOutPlace) {
            let t = typesetter
            let theme = typesetter.theme
            // A rule under the header row, a hairline between body rows.
            var rules: [TypesetPage.Rect] = []
            // Cards: a hairline between one card and the next, in the gap between them.
            for (cell, next) in zip(layout.cards ?? [], (layout.cards ?? []).dropFirst()) where next.row != cell.row {
                let thickness = theme.ruleThickness / 2
                rules.append(
                    t.rect(
                        x: box.left, y: box.top + next.top - layout.cardGap / 2 - thickness / 2, width: box.width,
                        height: thickness))
            }
            for (row, next) in zip(layout.rows, layout.rows.dropFirst()) {
                let thickness = row.isHeader ? theme.ruleThickness : theme.ruleThickness / 2
                rules.append(
                    t.rect(
                        x: box.left, y: box.top + next.top - thickness / 2, width: layout.width, height: thickness))
            }
            blocks.append(TypesetPage.Block(role: .table, lines: [], rules: rules, containers: place.containers))
        }

        mutating func listItemStarts(
            _ item: LaidOutItem, markerTop: Double, layout: ListItemLayout, list: LaidOutBox, in place: LaidOutPlace
        ) {
            guard layout.showsMarker else {
                items.append((blocks.count, nil))
                return
            }
            let t = typesetter
            let indent = t.measure.listIndent(largestNumber: nil)
            let contentLeft = place.left + (layout.blocks.first?.left ?? list.left - place.left + indent)
            var line = t.typesetMarker(item.marker, top: markerTop, lineHeight: t.measure.lineHeight(for: .body))
            let gap = t.theme.listMarkerGap * t.geometry.fontSize
            line = line.moved(dx: contentLeft - gap - line.width - (line.runs.first?.left ?? 0), dy: 0)
            if t.direction == .rightToLeft {
                line = line.moved(dx: t.mirroredLeft(of: line) - (line.runs.first?.left ?? 0), dy: 0)
            }
            items.append((blocks.count, TypesetPage.Block(role: .marker, lines: [line], containers: item.containers)))
        }

        /// The item's marker goes before its blocks.
        mutating func listItemEnds(_ item: LaidOutItem, in place: LaidOutPlace) {
            guard let (first, marker) = items.popLast(), let marker else { return }
            blocks.insert(marker, at: first)
        }

        /// A quote's or callout's bar at its start edge; a pull quote's rules above and below it;
        /// a sidebar's box, open where it goes on from or to another page; a short rule above the
        /// footnotes at a page's foot, in the gap the paginator left for it (`FootnoteLayout`).
        mutating func quote(_ quote: LaidOutQuote, box: LaidOutBox, in place: LaidOutPlace) {
            let t = typesetter, theme = typesetter.theme
            var rules: [TypesetPage.Rect] = []
            switch quote.kind {
            case .quote, .callout:
                rules.append(
                    t.rect(
                        x: box.left, y: box.top, width: theme.quoteBarWidth * t.geometry.fontSize, height: box.height))
            case .footnotes:
                // A short rule at the start edge, in the gap above the page's notes.
                let thickness = theme.ruleThickness
                rules.append(
                    t.rect(
                        x: box.left, y: box.top - t.measure.spacing.footnoteSeparator / 2 - thickness / 2,
                        width: box.width * theme.ruleShare, height: thickness))
            case .pullQuote, .sidebar:
                let thickness = quote.kind == .pullQuote ? theme.pullQuoteRuleThickness : theme.ruleThickness
                if quote.opens { rules.append(t.rect(x: box.left, y: box.top, width: box.width, height: thickness)) }
                if quote.closes {
                    rules.append(
                        t.rect(x: box.left, y: box.top + box.height - thickness, width: box.width, height: thickness))
                }
                if quote.kind == .sidebar {
                    rules.append(t.rect(x: box.left, y: box.top, width: thickness, height: box.height))
                    rules.append(
                        t.rect(x: box.left + box.width - thickness, y: box.top, width: thickness, height: box.height))
                }
            }
            var block = TypesetPage.Block(role: .quote, lines: [], rules: rules, containers: place.containers)
            block.quote = quote.kind
            blocks.append(block)
        }

        mutating func photo(_ photo: Photo, _ laidOut: PhotoLayout, box: LaidOutBox, in place: LaidOutPlace) {
            let t = typesetter
            let width = min(box.width, laidOut.imageHeight * photo.aspectRatio)
            let frame = t.rect(
                x: box.left + (box.width - width) / 2, y: box.top, width: width, height: laidOut.imageHeight)
            let captionTop = box.top + laidOut.imageHeight + laidOut.captionGap
            let shown = laidOut.caption.prefix(laidOut.shownCaptionLines(height: box.height))
            var lines: [TypesetLine] = []
            if let caption = photo.caption, !shown.isEmpty {
                lines = t.lines(
                    Array(shown), of: t.setter.styledRuns(of: caption, role: .caption), role: .caption,
                    source: Origin(block: place.sourceBlock, offset: place.sourceOffset), left: box.left,
                    width: box.width, top: captionTop, lineHeight: laidOut.captionLineHeight)
            }
            blocks.append(
                TypesetPage.Block(role: .figure, lines: lines, photo: (photo, frame), containers: place.containers))
        }

        mutating func rule(box: LaidOutBox, in place: LaidOutPlace) {
            let theme = typesetter.theme
            let width = box.width * theme.ruleShare, thickness = theme.ruleThickness
            let rule = typesetter.rect(
                x: box.left + (box.width - width) / 2, y: box.top + (box.height - thickness) / 2, width: width,
                height: thickness)
            blocks.append(TypesetPage.Block(role: .rule, lines: [], rules: [rule], containers: place.containers))
        }
    }

    // MARK: Lines

    /// A block's text ready for its lines: its scalars and its styled, linked segments.
    private struct Prepared {
        var scalars: [Unicode.Scalar]
        var segments: [LineShaper.Segment]
    }

    private func prepare(_ runs: StyledRuns, role: TextRole, spans: InlineSpans) -> Prepared {
        let size = measure.fontSize(for: role)
        var segments: [LineShaper.Segment] = []
        var offset = 0
        var index = runs.text.startIndex
        for run in runs.runs {
            let start = offset + runs.text.unicodeScalars[index..<run.range.lowerBound].count
            let end = start + runs.text.unicodeScalars[run.range].count
            offset = end
            index = run.range.upperBound
            segments += spans.parts(of: start..<end).map { part in
                LineShaper.Segment(
                    range: part.range, stack: run.stack, size: size * run.ratio, link: part.link, styles: part.styles)
            }
        }
        return Prepared(scalars: Array(runs.text.unicodeScalars), segments: segments)
    }

    fileprivate func lines(
        _ lines: [TextLine], of runs: StyledRuns, role: TextRole,
        spans: InlineSpans = InlineSpans(), source: Origin? = nil,
        left: Double, width: Double, top: Double, lineHeight: Double, code: Bool = false,
        justified: (Int, TextLine) -> Bool = { _, _ in false }
    ) -> [TypesetLine] {
        let prepared = prepare(runs, role: role, spans: spans)
        let boxLeft = direction == .rightToLeft ? geometry.width - left - width : left
        let lineDirection: WritingDirection = code ? .leftToRight : direction
        var typesetLines: [TypesetLine] = []
        typesetLines.reserveCapacity(lines.count + 1)
        for (index, line) in lines.enumerated() {
            let lineTop = top + Double(index) * lineHeight
            // A drop cap's letter, drawn beside the first lines (left to right only), is left out
            // of the first line.
            var start = line.start
            if let dropCap = line.dropCap {
                typesetLines.append(
                    self.dropCap(dropCap, of: prepared.scalars, source: source, left: boxLeft, top: lineTop))
                start = min(line.start + dropCap.scalars, line.end)
            }
            let segments =
                line.smallCaps.isEmpty
                ? prepared.segments
                : Self.segments(prepared.segments, smallCaps: line.smallCaps, size: measure.typography.smallCapsSize)
            var typeset = shaper.line(
                start..<line.end, of: prepared.scalars, segments: segments, hyphenated: line.hyphenated,
                keepsLeadingSpaces: code,
                placement: .init(
                    left: boxLeft + line.indent, width: width - line.indent, top: lineTop, height: lineHeight,
                    direction: lineDirection, justified: justified(index, line)))
            typeset.source = source.map { origin in
                TypesetLine.Source(
                    block: origin.block, range: (origin.offset + start)..<(origin.offset + line.end),
                    endsHard: line.endsHard, hyphenated: line.hyphenated)
            }
            typesetLines.append(typeset)
        }
        return typesetLines
    }

    /// `segments` cut where `ranges` (scalars in small capitals, in order) start and end, the
    /// pieces inside them in small capitals at `size` of their size.
    static func segments(_ segments: [LineShaper.Segment], smallCaps ranges: [Range<Int>], size: Double)
        -> [LineShaper.Segment]
    {
        var cut: [LineShaper.Segment] = []
        for segment in segments {
            var cursor = segment.range.lowerBound
            for range in ranges where range.overlaps(segment.range) {
                let from = max(range.lowerBound, cursor), to = min(range.upperBound, segment.range.upperBound)
                guard from < to else { continue }
                if cursor < from {
                    var plain = segment
                    plain.range = cursor..<from
                    cut.append(plain)
                }
                var capitals = segment
                capitals.range = from..<to
                capitals.size *= size
                capitals.smallCaps = true
                cut.append(capitals)
                cursor = to
            }
            if cursor < segment.range.upperBound {
                var plain = segment
                plain.range = cursor..<segment.range.upperBound
                cut.append(plain)
            }
        }
        return cut
    }

    /// The letter `dropCap` draws from the start of `scalars`, in running text's regular face at
    /// its size, its line box `top` down the page at the box's start edge `left`.
    fileprivate func dropCap(
        _ dropCap: DropCap, of scalars: [Unicode.Scalar], source: Origin?, left: Double, top: Double
    ) -> TypesetLine {
        let language = article.language ?? "en"
        let letter = String(String.UnicodeScalarView(scalars.prefix(dropCap.scalars)))
        let stack = measure.fonts.stack(for: FontStyle.regular.request(in: .body), language: language)
        var line = shaper.line(
            letter, stack: stack, size: dropCap.size, lineHeight: dropCap.lineHeight, left: left, top: top)
        line.isDropCap = true
        line.source = source.map { origin in
            TypesetLine.Source(
                block: origin.block, range: origin.offset..<(origin.offset + dropCap.scalars), endsHard: false,
                hyphenated: false)
        }
        return line
    }

    fileprivate func typesetMarker(_ marker: String, top: Double, lineHeight: Double) -> TypesetLine {
        let line = TextLine(start: 0, end: marker.unicodeScalars.count, width: 0)
        let set = lines(
            [line], of: setter.styledRuns(of: marker, role: .body), role: .body, left: 0, width: geometry.width,
            top: top, lineHeight: lineHeight, code: true)
        return set[0]
    }

    /// How far a line of a cell aligned as `alignment` moves from where the page's direction
    /// starts it, `room` being the cell's width less the line's.
    fileprivate func alignmentShift(_ alignment: TableBlock.Alignment, room: Double) -> Double {
        let room = max(room, 0)
        let rightToLeft = direction == .rightToLeft
        switch alignment {
        case .none: return 0
        case .left: return rightToLeft ? -room : 0
        case .center: return rightToLeft ? -room / 2 : room / 2
        case .right: return rightToLeft ? 0 : room
        }
    }

    /// Where a marker set from the left edge goes on a mirrored page: right of the content.
    fileprivate func mirroredLeft(of line: TypesetLine) -> Double {
        geometry.width - (line.runs.last?.right ?? 0)
    }

    fileprivate func rect(x: Double, y: Double, width: Double, height: Double) -> TypesetPage.Rect {
        let left = direction == .rightToLeft ? geometry.width - x - width : x
        return TypesetPage.Rect(x: left, y: y, width: width, height: height)
    }
}

extension [Inline] {
    /// Whether a hard line break is among the runs, at any depth.
    fileprivate var containsLineBreak: Bool {
        contains { inline in
            switch inline {
            case .lineBreak: return true
            case .emphasis(let content), .strong(let content), .link(_, _, let content), .styled(_, let content):
                return content.containsLineBreak
            case .text, .code: return false
            }
        }
    }
}
