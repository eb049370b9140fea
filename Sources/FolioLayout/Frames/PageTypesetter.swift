import FolioModel
import FolioNavigation
import FolioText

/// The one walk from the paginator's pages to frames: an article's pages, laid out with their
/// lines (`Page.layouts`, `Page.title`), become `TypesetPage`s, every box where the page puts
/// it and every line shaped by `LineShaper`. It only reads the layout; it decides nothing about
/// breaks or sizes. Sinks that draw glyphs (the PDF) draw what it returns.
package struct PageTypesetter {
    let article: Article
    let geometry: PageGeometry
    let measure: FontMeasure
    let setter: LineSetter
    /// Whether the issue justifies running text (`justify:`).
    let justifies: Bool
    let shaper: LineShaper

    private var direction: WritingDirection { article.direction }

    /// The walker for `article`'s pages in `geometry`, its text set as `typesetting` says (the
    /// typesetting it was paginated with), running text justified when `justifies`.
    package init(article: Article, geometry: PageGeometry, typesetting: Typesetting, justifies: Bool) {
        let language = article.language ?? "en"
        let measure = FontMeasure(geometry: geometry.singleColumn, fonts: typesetting.fonts)
        self.article = article
        self.geometry = geometry
        self.measure = measure
        self.setter = LineSetter(measure: measure, language: language, hyphenates: typesetting.hyphenates)
        self.justifies = justifies
        self.shaper = LineShaper(language: language, files: FontFiles.files(for: typesetting.fonts))
    }

    /// The frame of `page`, one of the article's pages laid out with its lines.
    package func page(_ page: Page) -> TypesetPage {
        var blocks: [TypesetPage.Block] = []
        if page.showsTitle, let title = page.title { blocks += self.title(title) }
        var ids = 0
        for (index, (block, placement)) in zip(page.blocks, page.placements).enumerated()
        where index < page.layouts.count {
            let column = Double(placement.column)
            let left = geometry.margin + column * (geometry.columnWidth + geometry.columnGap)
            emit(
                block, page.layouts[index], originTop: geometry.margin + placement.top, left: left,
                inList: false, continues: placement.continues,
                at: Origin(block: placement.source, offset: placement.offset), in: [], ids: &ids, into: &blocks)
        }
        return TypesetPage(blocks: blocks, geometry: geometry, language: article.language ?? "en", direction: direction)
    }

    // MARK: Title

    private func title(_ title: TitleLayout) -> [TypesetPage.Block] {
        let titleLines = lines(
            title.titleLines, of: setter.styledRuns(of: article.title, role: .title), role: .title,
            source: Origin(block: LineBreak.title, offset: 0), left: geometry.margin, width: geometry.columnWidth,
            top: geometry.margin, lineHeight: title.titleLineHeight)
        var blocks = [TypesetPage.Block(role: .title, lines: titleLines)]
        guard !title.bylineLines.isEmpty else { return blocks }
        let bylineTop = geometry.margin + Double(title.titleLines.count) * title.titleLineHeight
        let bylineLines = lines(
            title.bylineLines, of: setter.styledRuns(of: title.byline, role: .byline), role: .byline,
            source: Origin(block: LineBreak.byline, offset: 0), left: geometry.margin, width: geometry.columnWidth,
            top: bylineTop, lineHeight: title.bylineLineHeight)
        blocks.append(TypesetPage.Block(role: .byline, lines: bylineLines))
        return blocks
    }

    // MARK: Blocks

    /// Where a block's plain text starts: in the plain text of the article's top-level block
    /// `block` (the title's and byline's: `LineBreak.title`, `LineBreak.byline`), at `offset`
    /// Unicode scalars, counted as the paginator counts a block's rows (`BlockLayouter`).
    struct Origin {
        var block: Int
        var offset: Int
    }

    /// Appends the frame's blocks of `block`, laid out as `layout`, whose text starts at
    /// `origin`, inside the structure elements `containers` (ids from `ids`).
    private func emit(
        _ block: Block, _ layout: BlockLayout, originTop: Double, left: Double, inList: Bool, continues: Bool,
        at origin: Origin, in containers: [TypesetPage.Container], ids: inout Int,
        into blocks: inout [TypesetPage.Block]
    ) {
        let top = originTop + layout.top
        let x = left + layout.left
        switch (block, layout.content) {
        case (.paragraph(let content), .lines(let lines, let lineHeight)):
            let hasHardBreaks = content.containsLineBreak
            let typeset = self.lines(
                lines, of: setter.styledRuns(of: content, role: .body), role: .body, links: Self.links(in: content),
                source: origin, left: x, width: layout.width, top: top, lineHeight: lineHeight
            ) { index, line in
                justifies && !hasHardBreaks && !line.endsHard && (index < lines.count - 1 || continues)
            }
            blocks.append(
                TypesetPage.Block(role: inList ? .listItem : .paragraph, lines: typeset, containers: containers))
        case (.heading(let level, let content), .lines(let lines, let lineHeight)):
            let typeset = self.lines(
                lines, of: setter.styledRuns(of: content, role: .heading(level)), role: .heading(level),
                links: Self.links(in: content), source: origin, left: x, width: layout.width, top: top,
                lineHeight: lineHeight)
            blocks.append(TypesetPage.Block(role: .heading(level), lines: typeset, containers: containers))
        case (.code(_, let code), .lines(let lines, let lineHeight)):
            let typeset = self.lines(
                lines, of: setter.styledRuns(ofCode: code), role: .code, source: origin, left: x, width: layout.width,
                top: top, lineHeight: lineHeight, code: true)
            blocks.append(TypesetPage.Block(role: .code, lines: typeset, containers: containers))
        case (.list(let list), .list(let items)):
            let listContainer = TypesetPage.Container(kind: .list(ordered: list.ordered), id: ids)
            ids += 1
            var itemOffset = origin.offset
            for (index, (item, itemLayout)) in zip(list.items, items).enumerated() {
                let itemContainers = containers + [listContainer, TypesetPage.Container(kind: .listItem, id: ids)]
                ids += 1
                let first = blocks.count
                var childOffset = itemOffset
                for (childIndex, (child, childLayout)) in zip(item, itemLayout.blocks).enumerated() {
                    let last = index == items.count - 1 && childIndex == itemLayout.blocks.count - 1
                    emit(
                        child, childLayout, originTop: originTop, left: left, inList: true,
                        continues: continues && last, at: Origin(block: origin.block, offset: childOffset),
                        in: itemContainers, ids: &ids, into: &blocks)
                    childOffset += child.plainTextScalarCount + 1
                }
                itemOffset += item.reduce(0) { $0 + $1.plainTextScalarCount } + max(item.count - 1, 0) + 1
                guard itemLayout.showsMarker else { continue }
                let marker = list.ordered ? "\(list.start + index)." : "•"
                let contentLeft =
                    left + (itemLayout.blocks.first?.left ?? layout.left + measure.listIndent(largestNumber: nil))
                let lineHeight = measure.lineHeight(for: .body)
                var line = typesetMarker(marker, top: originTop + itemLayout.top, lineHeight: lineHeight)
                let gap = PageTheme.standard.listMarkerGap * geometry.fontSize
                line = line.moved(dx: contentLeft - gap - line.width - (line.runs.first?.left ?? 0), dy: 0)
                if direction == .rightToLeft {
                    line = line.moved(dx: mirroredLeft(of: line) - (line.runs.first?.left ?? 0), dy: 0)
                }
                blocks.insert(TypesetPage.Block(role: .marker, lines: [line], containers: itemContainers), at: first)
            }
        case (.quote(let children, _), .quote(let layouts)):
            let bar = rect(
                x: x, y: top, width: PageTheme.standard.quoteBarWidth * geometry.fontSize, height: layout.height)
            let quoteContainers = containers + [TypesetPage.Container(kind: .quote, id: ids)]
            ids += 1
            blocks.append(TypesetPage.Block(role: .quote, lines: [], rules: [bar], containers: quoteContainers))
            var childOffset = origin.offset
            for (childIndex, (child, childLayout)) in zip(children, layouts).enumerated() {
                emit(
                    child, childLayout, originTop: originTop, left: left, inList: inList,
                    continues: continues && childIndex == layouts.count - 1,
                    at: Origin(block: origin.block, offset: childOffset), in: quoteContainers, ids: &ids,
                    into: &blocks)
                childOffset += child.plainTextScalarCount + 1
            }
        case (.photo(let photo), .photo(let laidOut)):
            let width = min(layout.width, laidOut.imageHeight * photo.aspectRatio)
            let frame = rect(x: x + (layout.width - width) / 2, y: top, width: width, height: laidOut.imageHeight)
            let captionTop = top + laidOut.imageHeight + laidOut.captionGap
            // A caption clipped to the room the page gave the photo shows the lines that fit.
            let room = originTop + layout.top + layout.height + 0.5 - captionTop
            let shown = laidOut.caption.prefix(max(Int(room / max(laidOut.captionLineHeight, 1)), 0))
            var lines: [TypesetLine] = []
            if let caption = photo.caption, !shown.isEmpty {
                lines = self.lines(
                    Array(shown), of: setter.styledRuns(of: caption, role: .caption), role: .caption, source: origin,
                    left: x, width: layout.width, top: captionTop, lineHeight: laidOut.captionLineHeight)
            }
            blocks.append(
                TypesetPage.Block(role: .figure, lines: lines, photo: (photo, frame), containers: containers))
        case (.thematicBreak, .rule):
            let width = layout.width * PageTheme.standard.ruleShare, thickness = PageTheme.standard.ruleThickness
            let rule = rect(
                x: x + (layout.width - width) / 2, y: top + (layout.height - thickness) / 2, width: width,
                height: thickness)
            blocks.append(TypesetPage.Block(role: .rule, lines: [], rules: [rule], containers: containers))
        default:
            break
        }
    }

    // MARK: Lines

    /// A block's text ready for its lines: its scalars and its styled, linked segments.
    private struct Prepared {
        var scalars: [Unicode.Scalar]
        var segments: [LineShaper.Segment]
    }

    private func prepare(_ runs: StyledRuns, role: TextRole, links: [(range: Range<Int>, destination: String)])
        -> Prepared
    {
        let size = measure.fontSize(for: role)
        var segments: [LineShaper.Segment] = []
        var offset = 0
        var index = runs.text.startIndex
        for run in runs.runs {
            let start = offset + runs.text.unicodeScalars[index..<run.range.lowerBound].count
            let end = start + runs.text.unicodeScalars[run.range].count
            offset = end
            index = run.range.upperBound
            segments += Self.split(start..<end, by: links).map { range, link in
                LineShaper.Segment(range: range, stack: run.stack, size: size * run.ratio, link: link)
            }
        }
        return Prepared(scalars: Array(runs.text.unicodeScalars), segments: segments)
    }

    private func lines(
        _ lines: [TextLine], of runs: StyledRuns, role: TextRole,
        links: [(range: Range<Int>, destination: String)] = [], source: Origin? = nil,
        left: Double, width: Double, top: Double, lineHeight: Double, code: Bool = false,
        justified: (Int, TextLine) -> Bool = { _, _ in false }
    ) -> [TypesetLine] {
        let prepared = prepare(runs, role: role, links: links)
        let boxLeft = direction == .rightToLeft ? geometry.width - left - width : left
        let lineDirection: WritingDirection = code ? .leftToRight : direction
        return lines.enumerated().map { index, line in
            var typeset = shaper.line(
                line.start..<line.end, of: prepared.scalars, segments: prepared.segments, hyphenated: line.hyphenated,
                keepsLeadingSpaces: code,
                placement: .init(
                    left: boxLeft, width: width, top: top + Double(index) * lineHeight, height: lineHeight,
                    direction: lineDirection, justified: justified(index, line)))
            typeset.source = source.map { origin in
                TypesetLine.Source(
                    block: origin.block, range: (origin.offset + line.start)..<(origin.offset + line.end),
                    endsHard: line.endsHard, hyphenated: line.hyphenated)
            }
            return typeset
        }
    }

    private func typesetMarker(_ marker: String, top: Double, lineHeight: Double) -> TypesetLine {
        let line = TextLine(start: 0, end: marker.unicodeScalars.count, width: 0)
        let set = lines(
            [line], of: setter.styledRuns(of: marker, role: .body), role: .body, left: 0, width: geometry.width,
            top: top, lineHeight: lineHeight, code: true)
        return set[0]
    }

    /// Where a marker set from the left edge goes on a mirrored page: right of the content.
    private func mirroredLeft(of line: TypesetLine) -> Double {
        geometry.width - (line.runs.last?.right ?? 0)
    }

    private func rect(x: Double, y: Double, width: Double, height: Double) -> TypesetPage.Rect {
        let left = direction == .rightToLeft ? geometry.width - x - width : x
        return TypesetPage.Rect(x: left, y: y, width: width, height: height)
    }

    /// `range` cut where links start and end, each part with its link.
    private static func split(_ range: Range<Int>, by links: [(range: Range<Int>, destination: String)])
        -> [(Range<Int>, String?)]
    {
        var parts: [(Range<Int>, String?)] = []
        var position = range.lowerBound
        for link in links where link.range.overlaps(range) {
            let from = max(link.range.lowerBound, range.lowerBound)
            let to = min(link.range.upperBound, range.upperBound)
            if position < from { parts.append((position..<from, nil)) }
            parts.append((from..<to, link.destination))
            position = to
        }
        if position < range.upperBound { parts.append((position..<range.upperBound, nil)) }
        return parts
    }

    /// The links of `inlines`, as scalar ranges of their plain text.
    static func links(in inlines: [Inline]) -> [(range: Range<Int>, destination: String)] {
        var found: [(range: Range<Int>, destination: String)] = []
        var offset = 0
        func walk(_ inlines: [Inline]) {
            for inline in inlines {
                switch inline {
                case .link(let destination, _, let content):
                    let start = offset
                    walk(content)
                    found.append((start..<offset, destination))
                case .emphasis(let content), .strong(let content), .styled(_, let content):
                    walk(content)
                default:
                    offset += inline.plainText.unicodeScalars.count
                }
            }
        }
        walk(inlines)
        return found
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
