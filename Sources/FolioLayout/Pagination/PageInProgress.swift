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
    /// The height used from the top of the text box, title included.
    var used = 0.0
    var titleHeight = 0.0
    var showsTitle = false
    /// Whether every block so far keeps with the next (headings only, or none).
    var onlyKeepers = true
    /// A gallery photo page takes nothing more.
    var isClosed = false
    var last = Last.nothing

    /// Whether nothing at all is on the page, not even the title.
    var isBlank: Bool { placements.isEmpty && !showsTitle }

    /// How the paginator may cut a block to start it on this page.
    var cutMode: CutMode {
        if isBlank { return .force }
        return onlyKeepers ? .fallback : .preferred
    }

    /// The page as finished.
    func page(height: Double) -> Page {
        let start =
            placements.first.map { SourcePosition(block: $0.source, offset: $0.offset) }
            ?? SourcePosition(block: 0, offset: 0)
        let fill = height > 0 ? min(max(used / height, 0), 1) : 1
        var page = Page(
            blocks: blocks, start: start, fill: fill, showsTitle: showsTitle,
            titleHeight: titleHeight, placements: placements, layouts: layouts, title: title)
        page.lineBreaks = lineBreaks
        return page
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
