import FolioPluginAPI
import FolioText
import Foundation

/// The first step of drawing a page: its cell frame (`CellFramer`, the layout module's one walk
/// over the paginator's laid-out blocks) mapped to a flat list of elements, row by row.
///
/// Every line, its text, row and column, every marker, quote bar and photo comes from the
/// frame; nothing is measured, broken or cut again here. The terminal only gives the frame's
/// runs their looks (`InlineStyler`, `Theme`) and sends lines in display order.
///
/// A page of a right-to-left article is the mirror image of a left-to-right one, as a browser
/// lays out `dir="rtl"`: its lines are put in display order (`VisualLines`) and right-aligned,
/// list markers and quote bars are on the right, indents count from the right. Code stays left
/// to right, aligned left in its band, as code is read.
///
/// On the cover (an article of kind `.cover`), the list of cover lines is numbered 1, 2, 3
/// (the keys that open them); the selected line shows `▶` for its number and is drawn inverse.
/// On the page a search led to, the reader's words are marked in its text (`WordMarker`).
struct PageFlattener {
    /// The measure the pages were paginated with: only its page box is used.
    let measure: CellMeasure

    /// The elements of `page`, a page of `article`; on the cover, cover line `coverSelection`
    /// (0 is the first) selected; the words of a search marked by `marker`, if any.
    func elements(of page: Page, in article: Article, coverSelection: Int? = nil, marker: WordMarker? = nil)
        -> [PageElement]
    {
        let frame = CellFramer(measure: measure).frame(of: page, in: article)
        let mirror = frame.direction == .rightToLeft ? frame.columns : nil
        var list = ElementList(direction: frame.direction, mirrorWidth: mirror, marker: marker)
        let cover = article.kind == .cover ? CoverList(selection: coverSelection) : nil
        for block in frame.blocks { draw(block, cover: cover, into: &list) }
        return list.elements
    }

    /// How the list of cover lines is drawn: numbered, one line selected.
    private struct CoverList {
        /// The selected line, if any.
        var selection: Int?
    }

    private func draw(_ block: CellFrame.Block, cover: CoverList?, into list: inout ElementList) {
        // The cover line the block is in, if any: its number and whether it is selected.
        var coverLine: (index: Int, selected: Bool)?
        if let cover, let item = block.item, item.inTopLevelList {
            coverLine = (item.index, cover.selection == item.index)
        }
        switch block.role {
        case .title:
            text(block.lines, style: Theme.title, into: &list)
        case .byline:
            text(block.lines, style: Theme.byline, into: &list)
        case .dek:
            text(block.lines, style: Theme.body, into: &list)
        case .heading(let level):
            text(block.lines, style: level <= 2 ? Theme.heading : Theme.minorHeading, into: &list)
        case .tableCell(let header):
            text(block.lines, style: header ? Theme.tableHeader : Theme.body, into: &list)
        case .pullQuote:
            text(block.lines, style: Theme.pullQuote, into: &list)
        case .paragraph, .listItem:
            var style = Theme.body
            style.inverse = coverLine?.selected ?? false
            text(block.lines, style: style, into: &list)
        case .listMarker:
            for line in block.lines {
                var marker = StyledRun(text: line.text, style: Theme.marker)
                if let coverLine {
                    marker = StyledRun(
                        text: coverLine.selected ? "▶" : "\(coverLine.index + 1)",
                        style: coverLine.selected ? Theme.indicator : Theme.marker)
                }
                list.add(row: line.row, column: line.column, .text(list.displayed([[marker]])[0]))
            }
        case .code(let language):
            code(block.lines, language: language, band: block.box, into: &list)
        case .figure:
            if let (photo, cells) = block.photo {
                list.add(row: cells.row, column: cells.column, .photo(photo, width: cells.width, height: cells.height))
            }
            text(block.lines, style: Theme.caption, into: &list)
        case .quote:
            if let bar = block.bar {
                for row in bar.row..<(bar.row + bar.height) {
                    let style = block.callout.map(Theme.calloutBar) ?? Theme.quoteBar
                    list.add(row: row, column: bar.column, .text([StyledRun(text: "│", style: style)]))
                }
            } else if block.box.height > 0, block.quote?.keepsWhole == true {
                box(of: block, into: &list)
            }
        case .rule:
            let width = block.box.width
            let ruleWidth = max(Int((Double(width) * PageTheme.standard.ruleShare).rounded()), 1)
            list.add(row: block.box.row, column: block.box.column + (width - ruleWidth) / 2, .rule(width: ruleWidth))
        }
    }

    /// A pull quote's rules on its first and last rows (`━`), a sidebar's box (`┌─┐`, `│ │`,
    /// `└─┘`), each row drawn where the page shows it: a box open where it goes on from the page
    /// before or on the next.
    private func box(of block: CellFrame.Block, into list: inout ElementList) {
        let area = block.box
        let last = area.row + area.height - 1
        if block.quote == .pullQuote {
            let rule = StyledRun(text: String(repeating: "━", count: area.width), style: Theme.pullQuoteRule)
            if block.opens { list.add(row: area.row, column: area.column, .text([rule])) }
            if block.closes, last > area.row || !block.opens { list.add(row: last, column: area.column, .text([rule])) }
            return
        }
        let inner = max(area.width - 2, 0)
        for row in area.row...last {
            let (left, fill, right) =
                row == area.row && block.opens
                ? ("┌", "─", "┐") : row == last && block.closes ? ("└", "─", "┘") : ("│", " ", "│")
            if fill == " " {
                list.add(row: row, column: area.column, .text([StyledRun(text: left, style: Theme.sidebar)]))
                list.add(
                    row: row, column: area.column + area.width - 1,
                    .text([StyledRun(text: right, style: Theme.sidebar)]))
            } else {
                let edge = left + String(repeating: fill, count: inner) + right
                list.add(row: row, column: area.column, .text([StyledRun(text: edge, style: Theme.sidebar)]))
            }
        }
    }

    /// A block's lines, in display order as one paragraph.
    private func text(_ lines: [CellFrame.Line], style: CellStyle, into list: inout ElementList) {
        let styler = InlineStyler(base: style)
        let logical = lines.map { line in list.marker.map { $0.marked(styler.runs(of: line)) } ?? styler.runs(of: line)
        }
        for (line, runs) in zip(lines, list.displayed(logical)) {
            list.add(row: line.row, column: line.column, .text(runs))
        }
    }

    /// Code on its band; its language is shown at the right end of its first row, where that
    /// row's code leaves room. Code is left to right whatever the article's direction: each
    /// line is put in display order as a left-to-right paragraph of its own and starts at the
    /// left of its band.
    private func code(
        _ lines: [CellFrame.Line], language: String, band: CellFrame.Rect, into list: inout ElementList
    ) {
        let inBand = (left: band.column, width: band.width)
        for line in lines {
            list.add(row: line.row, column: line.column, .band(width: band.width, style: Theme.codeBlock))
            let runs = VisualLines.displayed(
                [[StyledRun(text: line.text, style: Theme.codeBlock)]], direction: .leftToRight)[0]
            list.add(row: line.row, column: line.column, .text(runs), inBand: inBand)
            let labelWidth = CellWidth.of(language)
            if line.row == band.row, labelWidth > 0, CellWidth.of(line.text) + labelWidth + 3 <= band.width {
                list.add(
                    row: band.row, column: band.column + band.width - labelWidth - 1,
                    .text([StyledRun(text: language, style: Theme.codeLanguage)]), inBand: inBand)
            }
        }
    }
}

/// Elements being collected, placed mirrored on a right-to-left page.
private struct ElementList {
    /// The article's direction: its paragraphs' direction.
    let direction: WritingDirection
    /// The page's width when the page is mirrored (right to left), else nil.
    let mirrorWidth: Int?
    /// The words of a search to mark in the text, if any.
    let marker: WordMarker?
    var elements: [PageElement] = []

    /// A paragraph's lines in display order, at the article's direction.
    func displayed(_ lines: [[StyledRun]]) -> [[StyledRun]] {
        VisualLines.displayed(lines, direction: direction)
    }

    /// Adds `kind` at `row`, `column` cells from the left of a left-to-right page. On a mirrored
    /// page, `column` cells from the right, the element's right edge there; or, for what is laid
    /// out left to right in a band (code), where it was in the band, the band being mirrored.
    mutating func add(row: Int, column: Int, _ kind: PageElement.Kind, inBand band: (left: Int, width: Int)? = nil) {
        let column =
            mirrorWidth.map { width in
                band.map { width - $0.left - $0.width + column - $0.left } ?? width - column - kind.width
            } ?? column
        elements.append(PageElement(row: row, column: column, kind: kind))
    }
}
