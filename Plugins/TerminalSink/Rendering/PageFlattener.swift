import FolioPluginAPI
import FolioText
import Foundation

/// The first step of drawing a page: its blocks (and the title on an article's first page)
/// unrolled into a flat list of elements, row by row.
///
/// A pure conversion of the paginator's result: every line, indent, gap, list marker and
/// photo height comes from the page's `TitleLayout` and `BlockLayout`s, laid out in the cell
/// measure the pages were paginated with; nothing is measured or broken again here. A picture
/// shrunk into the end of a page keeps its aspect ratio, so its width in cells (a cell being
/// about twice as tall as wide) is worked out from the height the paginator gave it.
///
/// A page of a right-to-left article is the mirror image of a left-to-right one, as a browser
/// lays out `dir="rtl"`: its lines are put in display order (`VisualLines`) and right-aligned,
/// list markers and quote bars are on the right, indents count from the right. Code stays left
/// to right, aligned left in its band, as code is read.
///
/// On the cover (an article of kind `.cover`), the list of cover lines is numbered 1, 2, 3
/// (the keys that open them); the selected line shows `▶` for its number and is drawn inverse.
struct PageFlattener {
    /// The measure the pages were paginated with: only its page box is used.
    let measure: CellMeasure

    /// The elements of `page`, a page of `article`; on the cover, cover line `coverSelection`
    /// (0 is the first) selected.
    func elements(of page: Page, in article: Article, coverSelection: Int? = nil) -> [PageElement] {
        let direction = article.direction
        let mirror = direction == .rightToLeft ? Int(measure.box.width) : nil
        var list = ElementList(limit: Int(measure.box.height), direction: direction, mirrorWidth: mirror)
        if page.showsTitle, let title = page.title { self.title(title, of: article, into: &list) }
        for ((block, placement), layout) in zip(zip(page.blocks, page.placements), page.layouts) {
            let top = Int(placement.top.rounded())
            var blockList = ElementList(
                limit: min(top + Int(placement.height.rounded()), list.limit), direction: direction, mirrorWidth: mirror
            )
            if case .photo(let photo) = block, case .photo(let laidOut) = layout.content {
                topLevelPhoto(photo, laidOut, row: top, width: Int(layout.width), into: &blockList)
            } else {
                let cover = article.kind == .cover ? CoverList(selection: coverSelection) : nil
                draw(block, layout, origin: top, into: &blockList, cover: cover)
            }
            list.elements += blockList.elements
        }
        return list.elements
    }

    // MARK: Title

    private func title(_ title: TitleLayout, of article: Article, into list: inout ElementList) {
        var row = 0
        let styler = InlineStyler(base: Theme.title)
        for runs in list.displayed(title.titleLines.map { styler.runs(of: article.title, line: $0) }) {
            list.add(row: row, column: 0, .text(runs))
            row += Int(title.titleLineHeight)
        }
        let bylineStyler = InlineStyler(base: Theme.byline)
        for runs in list.displayed(title.bylineLines.map { bylineStyler.runs(of: title.byline, line: $0) }) {
            list.add(row: row, column: 0, .text(runs))
            row += Int(title.bylineLineHeight)
        }
    }

    // MARK: Blocks

    /// How a list on the cover is drawn: numbered, one line selected.
    private struct CoverList {
        /// The selected line, if any.
        var selection: Int?
    }

    /// Draws `block` as `layout` places it, `origin` rows below the page's top; a list on the
    /// cover as `cover` says; a selected cover line's blocks `selected` (inverse).
    private func draw(
        _ block: Block, _ layout: BlockLayout, origin: Int, into list: inout ElementList, cover: CoverList? = nil,
        selected: Bool = false
    ) {
        let row = origin + Int(layout.top)
        let column = Int(layout.left)
        switch (block, layout.content) {
        case (.paragraph(let content), .lines(let lines, let lineHeight)):
            var style = Theme.body
            style.inverse = selected
            text(content, lines: lines, lineHeight: lineHeight, style: style, row: row, column: column, into: &list)
        case (.heading(let level, let content), .lines(let lines, let lineHeight)):
            let style = level <= 2 ? Theme.heading : Theme.minorHeading
            text(content, lines: lines, lineHeight: lineHeight, style: style, row: row, column: column, into: &list)
        case (.code(let info, let code), .lines(let lines, let lineHeight)):
            self.code(
                code, language: Self.language(info), lines: lines, lineHeight: lineHeight,
                row: row, column: column, width: Int(layout.width), into: &list)
        case (.list(let listBlock), .list(let items)):
            for (index, (item, itemLayout)) in zip(listBlock.items, items).enumerated() {
                let isSelected = cover.map { $0.selection == index } ?? false
                if itemLayout.showsMarker {
                    let marker =
                        if let cover {
                            cover.selection == index ? "▶" : "\(index + 1)"
                        } else {
                            listBlock.ordered ? "\(listBlock.start + index)." : "•"
                        }
                    let style = isSelected ? Theme.indicator : Theme.marker
                    list.add(
                        row: origin + Int(itemLayout.top), column: column,
                        .text(list.displayed([[StyledRun(text: marker, style: style)]])[0]))
                }
                for (child, childLayout) in zip(item, itemLayout.blocks) {
                    draw(child, childLayout, origin: origin, into: &list, selected: isSelected)
                }
            }
        case (.quote(let children, _), .quote(let layouts)):
            for (child, childLayout) in zip(children, layouts) { draw(child, childLayout, origin: origin, into: &list) }
            for bar in row..<(origin + Int(layout.top + layout.height)) {
                list.add(row: bar, column: column, .text([StyledRun(text: "│", style: Theme.quoteBar)]))
            }
        case (.photo(let photo), .photo(let laidOut)):
            let width = Int(layout.width)
            list.add(row: row, column: column, .photo(photo, width: width, height: Int(laidOut.imageHeight)))
            caption(of: photo, laidOut, row: row + Int(laidOut.imageHeight), column: column, into: &list)
        case (.thematicBreak, .rule):
            let width = Int(layout.width)
            let ruleWidth = max(width / 3, 1)
            list.add(row: row, column: column + (width - ruleWidth) / 2, .rule(width: ruleWidth))
        default:
            break
        }
    }

    private func text(
        _ content: [Inline], lines: [TextLine], lineHeight: Double, style: CellStyle, row: Int, column: Int,
        into list: inout ElementList
    ) {
        let styler = InlineStyler(base: style)
        for (index, runs) in list.displayed(lines.map { styler.runs(of: content, line: $0) }).enumerated() {
            list.add(row: row + index * Int(lineHeight), column: column, .text(runs))
        }
    }

    /// The language a code block's info string names: its first word (` ```swift title ` → swift).
    static func language(_ info: String) -> String {
        String(info.split(whereSeparator: \.isWhitespace).first ?? "")
    }

    /// Code keeps its spaces; a tab is `CellMeasure.tabWidth` spaces, as measured. Its language
    /// is shown at the right end of its first row, where that row's code leaves room. Code is
    /// left to right whatever the article's direction: each line is put in display order as a
    /// left-to-right paragraph of its own and starts at the left of its band.
    private func code(
        _ code: String, language: String, lines: [TextLine], lineHeight: Double, row: Int, column: Int, width: Int,
        into list: inout ElementList
    ) {
        let scalars = code.unicodeScalars
        var previousEnd: Character = "\n"
        for (index, line) in lines.enumerated() {
            let lineRow = row + index * Int(lineHeight)
            var text = scalars.sliced(line.start..<line.end)
            let wrapped = previousEnd != "\n"
            previousEnd = text.last ?? "\n"
            // Spaces at the end of a line are not part of its measured width.
            while text.last == "\n" || text.last == " " || text.last == "\t" { text.removeLast() }
            if wrapped { text = String(text.drop { $0 == " " || $0 == "\t" }) }
            text = text.replacingTabs(with: CellMeasure.tabWidth)
            list.add(row: lineRow, column: column, .band(width: width, style: Theme.codeBlock))
            let runs = VisualLines.displayed(
                [[StyledRun(text: text, style: Theme.codeBlock)]], direction: .leftToRight)[0]
            list.add(row: lineRow, column: column, .text(runs), inBand: (column, width))
            let labelWidth = CellWidth.of(language)
            if index == 0, labelWidth > 0, CellWidth.of(text) + labelWidth + 3 <= width {
                list.add(
                    row: row, column: column + width - labelWidth - 1,
                    .text([StyledRun(text: language, style: Theme.codeLanguage)]), inBand: (column, width))
            }
        }
    }

    // MARK: Photos

    /// A top-level photo: the picture at the height the paginator gave it, keeping its aspect
    /// ratio (so narrower than the text when shrunk) and centred, its caption below.
    private func topLevelPhoto(
        _ photo: Photo, _ layout: PhotoLayout, row: Int, width: Int, into list: inout ElementList
    ) {
        let rows = max(Int(layout.imageHeight.rounded()), 1)
        let columns = max(min(width, Int((Double(rows) * 2 * photo.aspectRatio).rounded())), 1)
        list.add(row: row, column: (width - columns) / 2, .photo(photo, width: columns, height: rows))
        caption(of: photo, layout, row: row + rows, column: 0, into: &list)
    }

    private func caption(of photo: Photo, _ layout: PhotoLayout, row: Int, column: Int, into list: inout ElementList) {
        guard let caption = photo.caption else { return }
        let styler = InlineStyler(base: Theme.caption)
        let top = row + Int(layout.captionGap)
        for (index, runs) in list.displayed(layout.caption.map { styler.runs(of: caption, line: $0) }).enumerated() {
            list.add(row: top + index * Int(layout.captionLineHeight), column: column, .text(runs))
        }
    }
}

/// Elements being collected, leaving out rows past the block's room on the page, and placed
/// mirrored on a right-to-left page.
private struct ElementList {
    let limit: Int
    /// The article's direction: its paragraphs' direction.
    let direction: WritingDirection
    /// The page's width when the page is mirrored (right to left), else nil.
    let mirrorWidth: Int?
    var elements: [PageElement] = []

    /// A paragraph's lines in display order, at the article's direction.
    func displayed(_ lines: [[StyledRun]]) -> [[StyledRun]] {
        VisualLines.displayed(lines, direction: direction)
    }

    /// Adds `kind` at `row`, `column` cells from the left of a left-to-right page. On a mirrored
    /// page, `column` cells from the right, the element's right edge there; or, for what is laid
    /// out left to right in a band (code), where it was in the band, the band being mirrored.
    mutating func add(row: Int, column: Int, _ kind: PageElement.Kind, inBand band: (left: Int, width: Int)? = nil) {
        guard row < limit else { return }
        var kind = kind
        if case .photo(let photo, let width, let height) = kind, row + height > limit {
            kind = .photo(photo, width: width, height: max(limit - row, 0))
        }
        let column =
            mirrorWidth.map { width in
                band.map { width - $0.left - $0.width + column - $0.left } ?? width - column - kind.width
            } ?? column
        elements.append(PageElement(row: row, column: column, kind: kind))
    }
}
