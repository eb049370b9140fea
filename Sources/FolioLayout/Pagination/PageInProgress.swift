import FolioModel

/// The page an `ArticlePaginator` is filling.
struct PageInProgress {
    /// What came last on the page, for the gap to the next block.
    enum Last { case nothing, heading, other }

    var blocks: [Block] = []
    var placements: [BlockPlacement] = []
    var layouts: [BlockLayout] = []
    var title: TitleLayout?
    /// Where the page's lines wrap inside its text blocks, in order.
    var lineBreaks: [LineBreak] = []
    /// The column widths of the tables on the page, in order.
    var tableColumns: [[Double]] = []
    /// The height used from the top of the text box, title included.
    var used = 0.0
    var titleHeight = 0.0
    var showsTitle = false
    /// Whether every block so far keeps with the next (headings only, or none).
    var onlyKeepers = true
    /// A gallery photo page takes nothing more.
    var isClosed = false
    var last = Last.nothing
    /// An opener's photo, on the article's first page.
    var art: PageArt?
    /// How far down the text box the page's text starts (`Page.textTop`).
    var textTop = 0.0
    /// The drop cap of a paragraph that starts on the page.
    var dropCap: DropCap?
    /// The first line in small capitals of a paragraph that starts on the page.
    var smallCaps: SmallCapsLine?
    /// How many blocks set across the columns (`BlockPlacement.spansColumns`) the page starts
    /// with: the first of `placements`.
    var acrossCount = 0
    /// Whether the page is the first column of a page of several (`Page.startsPage`).
    var startsPage = false

    /// Whether nothing at all is on the page, not even the title.
    var isEmpty: Bool { placements.isEmpty && !showsTitle }
    /// Whether nothing of the column's own is on the page (blocks set across the columns above
    /// it may be): no title, no block.
    var isBlank: Bool { placements.count == acrossCount && !showsTitle }
    /// Whether the column holds blocks of its own (not only blocks set across the columns).
    var holdsFlow: Bool { placements.count > acrossCount }

    /// How the paginator may cut a block to start it on this page.
    var cutMode: CutMode {
        if isBlank { return .force }
        return onlyKeepers ? .fallback : .preferred
    }

    /// The page as finished. Its placements and line breaks are exact copies, so the arrays
    /// here can be reused for the next page (`clearForNextPage()`).
    func page(height: Double) -> Page {
        // The page starts where its column does: blocks set across the columns above it come from
        // earlier in the article.
        let start =
            (placements.first { !$0.spansColumns } ?? placements.first).map {
                SourcePosition(block: $0.source, offset: $0.offset)
            } ?? SourcePosition(block: 0, offset: 0)
        let fill = height > 0 ? min(max(used / height, 0), 1) : 1
        var page = Page(
            blocks: blocks, start: start, fill: fill, showsTitle: showsTitle,
            titleHeight: titleHeight, placements: Self.exactCopy(of: placements), layouts: layouts, title: title)
        page.lineBreaks = Self.exactCopy(of: lineBreaks)
        page.tableColumns = tableColumns
        page.art = art
        page.textTop = textTop
        page.dropCap = dropCap
        page.smallCaps = smallCaps
        page.startsPage = startsPage
        return page
    }

    /// Empties the page for the next one, keeping its placement and line-break storage: a
    /// page's line breaks are one per wrapped line, and growing a fresh array for each page
    /// would allocate it several times over.
    mutating func clearForNextPage() {
        var placements = self.placements
        var lineBreaks = self.lineBreaks
        self = PageInProgress()
        placements.removeAll(keepingCapacity: true)
        lineBreaks.removeAll(keepingCapacity: true)
        self.placements = placements
        self.lineBreaks = lineBreaks
    }

    /// A copy of `elements` in storage of its own, exactly as large.
    private static func exactCopy<Element>(of elements: [Element]) -> [Element] {
        guard !elements.isEmpty else { return [] }
        // Reserved, then appended: the path array growth takes, which finds the storage's type
        // once (an uninitialized array made here looked it up at run time for every page).
        var copy: [Element] = []
        copy.reserveCapacity(elements.count)
        copy.append(contentsOf: elements)
        return copy
    }
}

/// How freely a block may be cut to start it on the current page.
enum CutMode {
    /// Only at preferred cuts; otherwise the block moves to the next page.
    case preferred
    /// At preferred cuts if any fits, else at any line (the page holds only the title or
    /// headings, which must not be left alone).
    case fallback
    /// As `fallback`, and at least one row even if it does not fit (the page is blank, so
    /// moving on would not help).
    case force
}
