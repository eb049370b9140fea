import FolioCore
import Foundation

/// The first step of drawing a page: its blocks (and the title on an article's first page)
/// unrolled into a flat list of elements, row by row.
///
/// Lines are wrapped with the paginator's own `LineBreaker` and cell measure, and blocks are
/// placed at the rows the paginator gave them, so what is drawn is what was paginated.
/// Nested lists and quotes are laid out with the same gaps and indents as the paginator's.
struct PageFlattener {
    /// The measure the pages were paginated with.
    let measure: CellMeasure
    private let breaker: LineBreaker

    init(measure: CellMeasure) {
        self.measure = measure
        breaker = LineBreaker(measure: measure)
    }

    private var width: Int { Int(measure.box.width) }

    /// The elements of `page`, a page of `article`.
    func elements(of page: Page, in article: Article) -> [PageElement] {
        var list = ElementList(limit: Int(measure.box.height))
        if page.showsTitle { title(of: article, into: &list) }
        for (block, placement) in zip(page.blocks, page.placements) {
            let top = Int(placement.top.rounded())
            var blockList = ElementList(limit: min(top + Int(placement.height.rounded()), list.limit))
            if case .photo(let photo) = block {
                topLevelPhoto(photo, row: top, imageHeight: placement.imageHeight, into: &blockList)
            } else {
                _ = flow(block, row: top, column: 0, width: width, continuedItems: placement.continuedListItems, into: &blockList)
            }
            list.elements += blockList.elements
        }
        return list.elements
    }

    // MARK: Title

    private func title(of article: Article, into list: inout ElementList) {
        var row = 0
        let styler = InlineStyler(base: Theme.title)
        for line in breaker.lines(of: article.title, role: .title, width: Double(width)) {
            list.add(row: row, column: 0, .text(styler.runs(of: article.title, line: line)))
            row += 1
        }
        let byline = [article.author, article.date].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
        guard !byline.isEmpty else { return }
        let bylineStyler = InlineStyler(base: Theme.byline)
        for line in breaker.lines(of: byline, role: .byline, width: Double(width)) {
            list.add(row: row, column: 0, .text(bylineStyler.runs(of: byline, line: line)))
            row += 1
        }
    }

    // MARK: Blocks

    /// Lays `block` out from `row`; returns the row after it.
    private func flow(_ block: Block, row: Int, column: Int, width: Int, continuedItems: Int, into list: inout ElementList) -> Int {
        switch block {
        case .paragraph(let content):
            return text(content, role: .body, style: Theme.body, row: row, column: column, width: width, into: &list)
        case .heading(let level, let content):
            let style = level <= 2 ? Theme.heading : Theme.minorHeading
            return text(content, role: .heading(level), style: style, row: row, column: column, width: width, into: &list)
        case .code(let info, let code):
            return self.code(code, language: Self.language(info), row: row, column: column, width: width, into: &list)
        case .list(let listBlock):
            return self.list(listBlock, row: row, column: column, width: width, continuedItems: continuedItems, into: &list)
        case .quote(let children):
            let inner = max(width - Int(measure.spacing.quoteIndent), 1)
            let end = sequence(children, row: row, column: column + Int(measure.spacing.quoteIndent), width: inner,
                               gap: Int(measure.spacing.paragraph), continuedItems: continuedItems, into: &list)
            for bar in row..<end { list.add(row: bar, column: column, .text([StyledRun(text: "│", style: Theme.quoteBar)])) }
            return end
        case .photo(let photo):
            return nestedPhoto(photo, row: row, column: column, width: width, into: &list)
        case .thematicBreak:
            let ruleWidth = max(width / 3, 1)
            list.add(row: row, column: column + (width - ruleWidth) / 2, .rule(width: ruleWidth))
            return row + Int(measure.spacing.thematicBreak)
        case .pageBreak:
            return row
        }
    }

    private func text(_ content: [Inline], role: TextRole, style: CellStyle, row: Int, column: Int, width: Int, into list: inout ElementList) -> Int {
        let styler = InlineStyler(base: style)
        let lines = breaker.lines(of: content, role: role, width: Double(width))
        for (index, line) in lines.enumerated() {
            list.add(row: row + index, column: column, .text(styler.runs(of: content, line: line)))
        }
        return row + lines.count
    }

    /// The language a code block's info string names: its first word (` ```swift title ` → swift).
    static func language(_ info: String) -> String {
        String(info.split(whereSeparator: \.isWhitespace).first ?? "")
    }

    /// Code keeps its spaces; a tab is `CellMeasure.tabWidth` spaces, as measured. Its language
    /// is shown at the right end of its first row, where that row's code leaves room.
    private func code(_ code: String, language: String, row: Int, column: Int, width: Int, into list: inout ElementList) -> Int {
        let lines = breaker.lines(ofCode: code, width: Double(width))
        let scalars = code.unicodeScalars
        var previousEnd: Character = "\n"
        for (index, line) in lines.enumerated() {
            var text = scalars.sliced(line.start..<line.end)
            let wrapped = previousEnd != "\n"
            previousEnd = text.last ?? "\n"
            // Spaces at the end of a line are not part of its measured width.
            while text.last == "\n" || text.last == " " || text.last == "\t" { text.removeLast() }
            if wrapped { text = String(text.drop { $0 == " " || $0 == "\t" }) }
            text = text.replacingTabs(with: CellMeasure.tabWidth)
            list.add(row: row + index, column: column, .band(width: width, style: Theme.codeBlock))
            list.add(row: row + index, column: column, .text([StyledRun(text: text, style: Theme.codeBlock)]))
            let labelWidth = CellWidth.of(language)
            if index == 0, labelWidth > 0, CellWidth.of(text) + labelWidth + 3 <= width {
                list.add(row: row, column: column + width - labelWidth - 1, .text([StyledRun(text: language, style: Theme.codeLanguage)]))
            }
        }
        return row + lines.count
    }

    private func list(_ listBlock: ListBlock, row: Int, column: Int, width: Int, continuedItems: Int, into list: inout ElementList) -> Int {
        guard !listBlock.items.isEmpty else { return row + 1 }
        let largest = listBlock.ordered ? listBlock.start + max(listBlock.items.count - 1, 0) : nil
        let indent = Int(measure.listIndent(largestNumber: largest))
        let inner = max(width - indent, 1)
        let itemGap = listBlock.spacesItems ? Int(measure.spacing.listItem) : 0
        let blockGap = listBlock.spacesItems ? Int(measure.spacing.paragraph) : 0
        var next = row
        for (index, item) in listBlock.items.enumerated() {
            if index > 0 { next += itemGap }
            let continued = index == 0 ? continuedItems : 0
            if continued == 0 {
                let marker = listBlock.ordered ? "\(listBlock.start + index)." : "•"
                list.add(row: next, column: column, .text([StyledRun(text: marker, style: Theme.marker)]))
            }
            next = sequence(item, row: next, column: column + indent, width: inner, gap: blockGap,
                            continuedItems: max(continued - 1, 0), into: &list)
        }
        return next
    }

    /// Blocks one after another with `gap` rows between; no blocks is one empty row.
    private func sequence(_ blocks: [Block], row: Int, column: Int, width: Int, gap: Int, continuedItems: Int, into list: inout ElementList) -> Int {
        guard !blocks.isEmpty else { return row + 1 }
        var next = row
        for (index, block) in blocks.enumerated() {
            if index > 0 { next += gap }
            next = flow(block, row: next, column: column, width: width, continuedItems: index == 0 ? continuedItems : 0, into: &list)
        }
        return next
    }

    // MARK: Photos

    /// A top-level photo: the picture at the height the paginator gave it, keeping its aspect
    /// ratio (so narrower than the text when shrunk) and centred, its caption below.
    private func topLevelPhoto(_ photo: Photo, row: Int, imageHeight: Double?, into list: inout ElementList) {
        let natural = measure.imageHeight(width: Double(width), aspectRatio: photo.aspectRatio)
        let rows = max(Int((imageHeight ?? natural).rounded()), 1)
        let columns = max(min(width, Int((Double(rows) * 2 * photo.aspectRatio).rounded())), 1)
        list.add(row: row, column: (width - columns) / 2, .photo(photo, width: columns, height: rows))
        caption(of: photo, row: row + rows, column: 0, width: width, into: &list)
    }

    /// A photo inside a list or quote takes that block's width and is never shrunk.
    private func nestedPhoto(_ photo: Photo, row: Int, column: Int, width: Int, into list: inout ElementList) -> Int {
        let image = Int(measure.imageHeight(width: Double(width), aspectRatio: photo.aspectRatio))
        list.add(row: row, column: column, .photo(photo, width: width, height: image))
        let captionRows = caption(of: photo, row: row + image, column: column, width: width, into: &list)
        return row + min(image + captionRows, Int(measure.box.height))
    }

    @discardableResult
    private func caption(of photo: Photo, row: Int, column: Int, width: Int, into list: inout ElementList) -> Int {
        guard let caption = photo.caption, !caption.isEmpty else { return 0 }
        let styler = InlineStyler(base: Theme.caption)
        let top = row + Int(measure.spacing.captionGap)
        let lines = breaker.lines(of: caption, role: .caption, width: Double(width))
        for (index, line) in lines.enumerated() {
            list.add(row: top + index, column: column, .text(styler.runs(of: caption, line: line)))
        }
        return Int(measure.spacing.captionGap) + lines.count
    }
}

/// Elements being collected, leaving out rows past the block's room on the page.
private struct ElementList {
    let limit: Int
    var elements: [PageElement] = []

    mutating func add(row: Int, column: Int, _ kind: PageElement.Kind) {
        guard row < limit else { return }
        if case .photo(let photo, let width, let height) = kind, row + height > limit {
            elements.append(PageElement(row: row, column: column, kind: .photo(photo, width: width, height: max(limit - row, 0))))
            return
        }
        elements.append(PageElement(row: row, column: column, kind: kind))
    }
}

extension String {
    /// The string with each tab replaced by `width` spaces (the cell measure's tab advance).
    func replacingTabs(with width: Int) -> String {
        contains("\t") ? replacingOccurrences(of: "\t", with: String(repeating: " ", count: width)) : self
    }
}
