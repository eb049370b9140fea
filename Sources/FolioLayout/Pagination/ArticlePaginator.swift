import FolioModel

/// Flows one article's blocks into pages. See `Paginator` for the rules.
struct ArticlePaginator {
    let measure: any TextMeasure
    let layouter: BlockLayouter
    let article: Article
    /// Whether pages keep their lines (`Page.layouts`, `Page.title`); without, no block's
    /// layout is made.
    let keepsLines: Bool
    /// Whether pages keep every block's fragment (`Page.blocks`); without, they keep only the
    /// blocks that hold a photo and no other block is cut (`Page.published`).
    let keepsBlocks: Bool
    /// A photo moves to the next page unless it fits shrunk to this share of its height.
    static let photoShrinkLimit = 0.6
    /// The article's opener, when it opens on its lead photo here (its first block).
    let opener: OpenerLayout?
    /// Column pages that make up one page (`ColumnFlow`): an `under` opener's photo tops them all.
    let columnsPerPage: Int
    /// The width of a block set across the columns (`QuoteKind.spansColumns`): the text box's.
    let acrossWidth: Double
    /// A block set across the columns takes at most this share of the page's height; one taller
    /// is set in its column.
    static let acrossShare = 0.6
    /// The opening paragraph, when it is set apart, and how.
    let opening: (index: Int, style: OpeningStyle)?

    private var pages: [Page] = []
    private var current = PageInProgress()
    /// Blocks laid out ahead of being placed (a heading measures what follows it), by index:
    /// a few at most, searched faster than hashed, each taken when placed (`takeLaidOut`).
    private var laidOutBlocks: [(index: Int, node: LayoutNode, rows: [LayoutRow])] = []
    /// The article's footnotes, when the pages set them at their foot; nil otherwise.
    private var footnotes: FootnoteLayout?
    /// The first note no text placed so far refers to (0-based).
    private var nextNote = 0
    /// The footnotes' rows the text placed so far refers to end here; those from `nextNoteRow`
    /// on are not set yet: they go at the foot of the page being filled (a note too long for
    /// the room under its page's text goes on at the foot of the next page).
    private var noteRowsEnd = 0
    private var nextNoteRow = 0
    /// The column of its page the page being filled is, 0 for the first (`columnsPerPage`).
    private var columnOnPage = 0
    /// How far down the text box the columns of the page being filled start: below an `under`
    /// opener's photo, or below the blocks set across the columns at the page's top.
    private var pageTextTop = 0.0
    /// Blocks to set across the columns (their indices, in order), waiting for the top of the
    /// next page: a block set across the columns goes at the top of a page, above its columns,
    /// and the text goes on meanwhile in the columns of the page it comes on (as LaTeX's `figure*`).
    private var waitingAcross: [Int] = []

    init(
        layouter: BlockLayouter, article: Article, keepsLines: Bool = true, keepsBlocks: Bool? = nil,
        geometry: PageGeometry? = nil, opening: OpeningStyle = .plain
    ) {
        self.opening = opening.isPlain ? nil : OpeningStyle.paragraphIndex(in: article).map { ($0, opening) }
        measure = layouter.measure
        self.article = article
        opener = geometry.flatMap { OpenerLayout(of: article, geometry: $0, measure: layouter.measure) }
        columnsPerPage = geometry?.columns ?? 1
        acrossWidth =
            geometry.map { Double($0.columns) * layouter.measure.box.width + Double($0.columns - 1) * $0.columnGap }
            ?? layouter.measure.box.width
        self.keepsLines = keepsLines
        self.keepsBlocks = keepsBlocks ?? keepsLines
        var layouter = layouter
        layouter.preparesSlicers = self.keepsBlocks
        self.layouter = layouter
        if measure.placesFootnotes {
            footnotes = FootnoteLayout(of: article, layouter: layouter, separator: measure.spacing.footnoteSeparator)
        }
    }

    private var box: PageBox { measure.box }

    /// Where the page's text must end: the text box's bottom, above the page's footnotes (never
    /// above what the page holds: notes longer than the room left go on at the next page's foot).
    private var bottom: Double { max(box.height - footHeight(through: noteRowsEnd), current.used) }

    mutating func run() -> [Page] {
        startFirstPage()
        let isGallery = article.kind == .gallery
        for (index, block) in article.blocks.enumerated() {
            // The footnotes (and their rule) are set at the feet of the pages that refer to them.
            if let footnotes, index == footnotes.index || index == footnotes.ruleIndex { continue }
            // An opener's lead photo is drawn as the first page's art, not in the text.
            if index == 0, opener != nil { continue }
            if current.isClosed { newPage() }
            switch block {
            case .pageBreak:
                if current.holdsFlow {
                    newPage(startsPage: true)
                } else if columnOnPage > 0 {
                    // The column starts a page of its own, as it would after any forced break.
                    startPage()
                }
            case _ where spansColumns(block, index: index):
                setAcross(index)
            case .photo(let photo) where isGallery:
                if current.holdsFlow { newPage() }
                placePhoto(photo, index: index, anySize: true)
                current.isClosed = true
            case .photo(let photo):
                placePhoto(photo, index: index, anySize: false)
            case .thematicBreak:
                placeRule(index: index)
            default:
                placeFlow(block, index: index)
            }
        }
        // Blocks still waiting to go across the columns go in the last column, after its text.
        let waiting = waitingAcross
        waitingAcross = []
        for index in waiting { placeFlow(article.blocks[index], index: index) }
        setUnreferencedNotes()
        newPage()
        // Notes too long for the last pages' feet go on at the feet of pages of their own.
        while nextNoteRow < noteRowsEnd {
            setFoot()
            pages.append(current.page(height: box.height))
            current.clearForNextPage()
        }
        return pages
    }

    // MARK: Pages

    private mutating func startFirstPage() {
        // Working storage, reused page after page (each page takes exact copies): room for a
        // page of wrapped lines and its blocks from the start.
        current.lineBreaks.reserveCapacity(64)
        current.placements.reserveCapacity(16)
        let title = layouter.title(of: article, width: box.width)
        let height = min(title.height + measure.spacing.afterTitle, box.height)
        current.showsTitle = true
        current.startsPage = true
        current.title = keepsLines ? title : nil
        current.lineBreaks += Self.wraps(title.titleLines, source: LineBreak.title)
        current.lineBreaks += Self.wraps(title.dekLines, source: LineBreak.dek)
        current.lineBreaks += Self.wraps(title.bylineLines, source: LineBreak.byline)
        current.titleHeight = height
        current.used = height
        if let opener {
            let words = min(title.height, box.height)
            let setting = opener.setting(wordsHeight: words, boxHeight: box.height, gap: measure.spacing.paragraph)
            current.art = setting.art
            current.textTop = setting.textTop
            current.used = setting.textTop + height
            current.isClosed = setting.closesPage
            // The other columns of an `under` opener's page start below its photo too; an `over`
            // opener's page is its photo and words alone.
            pageTextTop = setting.closesPage ? 0 : setting.textTop
        }
    }

    /// Finishes the current page unless nothing is on it. The next is the next column of the same
    /// page, its text starting as far down as the page's first column's, or the first column of
    /// the next page (`startsPage`, or after the last column, or after an `over` opener's page).
    private mutating func newPage(startsPage: Bool = false) {
        guard !current.isEmpty else { return }
        let endsPage = startsPage || columnOnPage + 1 >= columnsPerPage || current.art?.design == .over
        setFoot()
        pages.append(current.page(height: box.height))
        current.clearForNextPage()
        if endsPage {
            startPage()
        } else {
            columnOnPage += 1
            current.textTop = pageTextTop
            current.used = pageTextTop
        }
    }

    /// Makes the (empty) page being filled the first column of a page, and sets the blocks waiting
    /// to go across the columns at its top, as many as fit in `acrossShare` of it.
    private mutating func startPage() {
        columnOnPage = 0
        pageTextTop = 0
        current.startsPage = true
        current.textTop = 0
        current.used = 0
        while let index = waitingAcross.first, placeAcross(index) { waitingAcross.removeFirst() }
    }

    // MARK: Across the columns

    /// Whether `block` is set across the columns of a page of several: a pull quote
    /// (`QuoteKind.spansColumns`) that fits in `acrossShare` of a page at the text box's width,
    /// or a photo its author set across them (`Photo.spansColumns`; not in a gallery) that fits
    /// there, shrunk as a photo at a page's foot may be.
    private mutating func spansColumns(_ block: Block, index: Int) -> Bool {
        guard columnsPerPage > 1 else { return false }
        switch block {
        case .quote(_, let role) where QuoteKind(role: role).spansColumns:
            return fitsAcross(totalHeight(acrossLaidOut(index).rows[...]), top: 0)
        case .photo(let photo) where photo.spansColumns && article.kind != .gallery:
            return acrossPhoto(photo, top: 0) != nil
        default:
            return false
        }
    }

    /// Whether a block `height` tall, set across the columns `top` down the page, leaves the
    /// columns' text a paragraph's gap below it within `acrossShare` of the page.
    private func fitsAcross(_ height: Double, top: Double) -> Bool {
        top + height + measure.spacing.paragraph <= box.height * Self.acrossShare
    }

    /// A photo laid out across the columns `top` down the page, its picture as tall as it is at
    /// the text box's width or shrunk to keep it and its caption in `acrossShare` of the page (to
    /// `photoShrinkLimit` of its height at least, or any height at the page's top); nil when it
    /// does not fit.
    private func acrossPhoto(_ photo: Photo, top: Double) -> PhotoLayout? {
        var laidOut = layouter.photo(photo, imageHeight: 0, width: acrossWidth)
        let caption = layouter.captionHeight(laidOut)
        let natural = measure.imageHeight(of: photo, within: acrossWidth)
        let room = box.height * Self.acrossShare - top - measure.spacing.paragraph - caption
        guard room >= natural * Self.photoShrinkLimit || (top == 0 && room >= minimumImageHeight) else { return nil }
        laidOut.imageHeight = min(natural, room)
        return laidOut
    }

    /// The block at `index` laid out at the width of the text box, kept until it is placed.
    private mutating func acrossLaidOut(_ index: Int) -> (node: LayoutNode, rows: [LayoutRow]) {
        if let found = acrossBlocks.first(where: { $0.index == index }) { return (found.node, found.rows) }
        var rows: [LayoutRow] = []
        let node = layouter.layout(article.blocks[index], width: acrossWidth, offset: 0, rows: &rows)
        acrossBlocks.append((index, node, rows))
        return (node, rows)
    }

    /// Blocks laid out across the columns and not placed yet.
    private var acrossBlocks: [(index: Int, node: LayoutNode, rows: [LayoutRow])] = []

    /// Sets the block at `index` across the columns: at the top of this page if nothing but such
    /// blocks is on it yet (and none is waiting), else at the top of the next.
    private mutating func setAcross(_ index: Int) {
        let atTop = columnOnPage == 0 && !current.holdsFlow && !current.showsTitle && current.art == nil
        if !(atTop && waitingAcross.isEmpty && placeAcross(index)) { waitingAcross.append(index) }
    }

    /// Places the block at `index` across the columns, below those already at the page's top,
    /// when it fits in `acrossShare` of the page; the columns' text starts below it, with a
    /// paragraph's gap. Whether it did.
    private mutating func placeAcross(_ index: Int) -> Bool {
        let top = current.placements.isEmpty ? 0 : current.used
        if case .photo(let photo) = article.blocks[index] { return placeAcross(photo, index: index, top: top) }
        let (node, rows) = acrossLaidOut(index)
        let height = totalHeight(rows[...])
        guard fitsAcross(height, top: top) else { return false }
        acrossBlocks.removeAll { $0.index == index }
        var placement = BlockPlacement(source: index, offset: 0, top: top, height: height)
        placement.spansColumns = true
        current.lineBreaks += Self.wraps(rows[...], source: index)
        let references = RowNotes(footnotes == nil ? [] : NoteReferences.of(article.blocks[index]))
        setNotes(through: references.lastNote(before: rows, row: rows.count - 1))
        let block = article.blocks[index]
        if keepsBlocks || block.holdsPhoto { current.blocks.append(block) }
        if keepsLines {
            let width = acrossWidth
            current.layouts.append(
                node.layout(
                    0..<rows.count, base: 0, in: FragmentRows(rows: rows, range: 0..<rows.count), left: 0, width: width)
                    ?? BlockLayout(top: 0, height: height, left: 0, width: width, content: .nothing))
        }
        addAcross(placement)
        return true
    }

    /// Places the photo at `index` across the columns, `top` down the page, when it fits.
    private mutating func placeAcross(_ photo: Photo, index: Int, top: Double) -> Bool {
        guard let laidOut = acrossPhoto(photo, top: top) else { return false }
        let height = laidOut.imageHeight + layouter.captionHeight(laidOut)
        var placement = BlockPlacement(
            source: index, offset: 0, top: top, height: height, imageHeight: laidOut.imageHeight)
        placement.spansColumns = true
        current.lineBreaks += Self.wraps(laidOut.caption, source: index)
        current.blocks.append(.photo(photo))
        if keepsLines {
            current.layouts.append(
                BlockLayout(top: 0, height: height, left: 0, width: acrossWidth, content: .photo(laidOut)))
        }
        addAcross(placement)
        return true
    }

    /// Puts `placement`, set across the columns, on the page: the columns' text starts below it,
    /// a paragraph's gap down.
    private mutating func addAcross(_ placement: BlockPlacement) {
        current.placements.append(placement)
        current.acrossCount += 1
        pageTextTop = placement.top + placement.height + measure.spacing.paragraph
        current.textTop = pageTextTop
        current.used = pageTextTop
    }

    private func gap(before next: PageInProgress.Last) -> Double {
        let spacing = measure.spacing
        switch (current.last, next) {
        case (.nothing, _): return 0
        case (.heading, .heading): return max(spacing.afterHeading, spacing.beforeHeading)
        case (.heading, _): return max(spacing.afterHeading, spacing.paragraph)
        case (.other, .heading): return max(spacing.paragraph, spacing.beforeHeading)
        case (.other, _): return spacing.paragraph
        }
    }

    /// Puts `block` (the fragment on the page; nil when pages keep no blocks and it holds no
    /// photo) on the page; `layout` makes its layout, only when pages keep their lines.
    private mutating func append(
        _ block: Block?, _ placement: BlockPlacement, kind: PageInProgress.Last, layout: () -> BlockLayout
    ) {
        if let block, keepsBlocks || block.holdsPhoto { current.blocks.append(block) }
        if keepsLines { current.layouts.append(layout()) }
        current.placements.append(placement)
        current.used = placement.top + placement.height
        current.last = kind
        if kind != .heading { current.onlyKeepers = false }
    }

    // MARK: Flowing text

    private mutating func laidOut(_ index: Int) -> (node: LayoutNode, rows: [LayoutRow]) {
        if let position = laidOutPosition(of: index) {
            return (laidOutBlocks[position].node, laidOutBlocks[position].rows)
        }
        let made = layOut(index)
        laidOutBlocks.append((index, made.node, made.rows))
        return made
    }

    /// The block at `index` laid out at the page's width.
    private func layOut(_ index: Int) -> (node: LayoutNode, rows: [LayoutRow]) {
        var rows: [LayoutRow] = []
        let node = layouter.layout(
            article.blocks[index], width: box.width, offset: 0,
            opening: opening?.index == index ? opening?.style ?? .plain : .plain, rows: &rows)
        return (node, rows)
    }

    /// The block at `index` laid out, taken from the blocks laid out ahead when it is there.
    private mutating func takeLaidOut(_ index: Int) -> (node: LayoutNode, rows: [LayoutRow]) {
        guard let position = laidOutPosition(of: index) else { return layOut(index) }
        let found = laidOutBlocks.remove(at: position)
        return (found.node, found.rows)
    }

    /// Where the block at `index` is among the blocks laid out ahead.
    private func laidOutPosition(of index: Int) -> Int? {
        laidOutBlocks.indices.first { laidOutBlocks[$0].index == index }
    }

    private mutating func placeFlow(_ block: Block, index: Int) {
        let (node, rows) = takeLaidOut(index)
        let holdsPhoto = block.holdsPhoto
        let references = RowNotes(footnotes == nil ? [] : NoteReferences.of(block))
        let kind: PageInProgress.Last
        if case .heading = block { kind = .heading } else { kind = .other }
        if kind == .heading, !current.onlyKeepers, let lead = leadHeight(after: index) {
            let needed = totalHeight(rows[...]) + lead
            if current.used + gap(before: .heading) + needed > bottom { newPage() }
        }
        // A pull quote or sidebar that would fit on a page of its own starts one rather than break.
        if node.keepsWhole, current.cutMode == .preferred {
            let needed = totalHeight(rows[...])
            if needed <= box.height, current.used + gap(before: kind) + needed > bottom { newPage() }
        }
        var from = 0
        while from < rows.count {
            let gapAbove = from == 0 ? gap(before: kind) : 0
            // A table goes on to a page under its header row again.
            let header = from > 0 ? node.tableHeader : nil
            let available = bottom - current.used - gapAbove - (header?.height ?? 0)
            // Without footnotes no closure over the paginator is made (forming one copied it,
            // every array of it retained and released, for every block of every page).
            let to =
                footnotes == nil
                ? cut(rows, from: from, available: available, mode: current.cutMode)
                : cut(rows, from: from, available: available, mode: current.cutMode) { row in
                    footGrowth(through: references.lastNote(before: rows, row: row))
                }
            guard to > from else {
                newPage()
                continue
            }
            let placement = BlockPlacement(
                source: index, offset: rows[from].offset, top: current.used + gapAbove,
                height: totalHeight(rows[from..<to]) + (header?.height ?? 0),
                isContinued: from > 0, continues: to < rows.count,
                continuesText: node.continuesText(at: from),
                continuedListItems: node.continuedListItems(at: from))
            current.lineBreaks += Self.wraps(rows[from..<to], source: index)
            // The opening paragraph's drop cap and small capitals, on the page where it starts.
            if from == 0, let first = node.firstLine {
                if var dropCap = first.dropCap {
                    dropCap.block = index
                    current.dropCap = dropCap
                }
                if !first.smallCaps.isEmpty { current.smallCaps = SmallCapsLine(block: index, ranges: first.smallCaps) }
            }
            current.lineBreaks += node.tableBreaks(from..<to, repeatsHeader: header != nil, source: index)
            node.appendTableColumns(from..<to, to: &current.tableColumns)
            setNotes(through: references.lastNote(before: rows, row: to - 1))
            let width = box.width
            // The fragment on the page, cut only when the page keeps it or it may hold a photo.
            let fragment =
                keepsBlocks || holdsPhoto
                ? (from == 0 && to == rows.count ? block : node.slice(from..<to) ?? block) : nil
            append(fragment, placement, kind: kind) {
                guard
                    var layout = node.layout(
                        from..<to, base: 0, in: FragmentRows(rows: rows, range: from..<to), left: 0, width: width)
                else { return BlockLayout(top: 0, height: placement.height, left: 0, width: width, content: .nothing) }
                if let header, case .table(let table) = layout.content {
                    layout.content = .table(table.repeatingHeader(header))
                    layout.height = placement.height
                }
                return layout
            }
            from = to
            if from < rows.count { newPage() }
        }
    }

    /// The end of the longest run of rows from `from` that fits in `available`, with the notes
    /// they refer to, by `mode`; `from` when none does.
    /// `foot(row)` is how much the page's foot grows for the notes rows `from` through `row` refer to.
    private func cut(
        _ rows: [LayoutRow], from: Int, available: Double, mode: CutMode, foot: (Int) -> Double = { _ in 0 }
    ) -> Int {
        var height = 0.0
        var preferred = from
        var any = from
        var index = from
        while index < rows.count {
            height += (index == from ? 0 : rows[index].gapBefore) + rows[index].height
            if height + foot(index) > available + 1e-9 { break }
            index += 1
            // A page never ends between two rows that start at the same place in the text (a
            // pull quote's room and its first line, a card's label and its cell): a page's start
            // names one place only.
            guard index == rows.count || rows[index].offset != rows[index - 1].offset else { continue }
            any = index
            if index == rows.count || rows[index].cut == .preferred { preferred = index }
        }
        switch mode {
        case .preferred: return preferred
        case .fallback: return preferred > from ? preferred : any
        case .force:
            if preferred > from { return preferred }
            if any > from { return any }
            // Nothing fits: a row overflows the page, with the rows that start where it does.
            var forced = from + 1
            while forced < rows.count, rows[forced].offset == rows[forced - 1].offset { forced += 1 }
            return forced
        }
    }

    private func totalHeight(_ rows: ArraySlice<LayoutRow>) -> Double {
        var height = 0.0
        for (position, row) in zip(rows.indices, rows) {
            height += (position == rows.startIndex ? 0 : row.gapBefore) + row.height
        }
        return height
    }

    /// The least a heading at `index` must keep with it on its page: the gap and the next
    /// block's first lines up to its first preferred cut (a photo at its smallest, a
    /// following heading with what it keeps). Nil when nothing follows to keep with.
    private mutating func leadHeight(after index: Int, depth: Int = 0) -> Double? {
        let next = index + 1
        guard next < article.blocks.count, depth < 6 else { return nil }
        if spansColumns(article.blocks[next], index: next) { return leadHeight(after: next, depth: depth + 1) }
        switch article.blocks[next] {
        case .pageBreak, .thematicBreak:
            return nil
        case .photo(let photo):
            if article.kind == .gallery { return nil }
            let caption = layouter.captionHeight(layouter.photo(photo, imageHeight: 0, width: box.width))
            let image = cappedImageHeight(photo, caption: caption)
            return max(measure.spacing.afterHeading, measure.spacing.paragraph) + caption + image
                * Self.photoShrinkLimit
        case .heading:
            let rows = laidOut(next).rows
            let gapBetween = max(measure.spacing.afterHeading, measure.spacing.beforeHeading)
            return gapBetween + totalHeight(rows[...]) + (leadHeight(after: next, depth: depth + 1) ?? 0)
        default:
            let (node, rows) = laidOut(next)
            let whole = totalHeight(rows[...])
            // A block kept whole is kept whole with the heading too, where it fits on a page; the
            // notes the kept lines refer to come with them.
            var end = rows.count
            if !(node.keepsWhole && whole <= box.height) {
                end = 1
                while end < rows.count, rows[end].cut != .preferred { end += 1 }
            }
            let notes =
                footnotes == nil
                ? 0
                : footGrowth(
                    through: RowNotes(NoteReferences.of(article.blocks[next])).lastNote(before: rows, row: end - 1))
            return max(measure.spacing.afterHeading, measure.spacing.paragraph) + totalHeight(rows[0..<end]) + notes
        }
    }

    // MARK: Footnotes

    /// The height of the page's foot with the notes' rows up to `end`: those not set yet, and
    /// the separator above them; 0 without any.
    private func footHeight(through end: Int) -> Double {
        guard let footnotes, end > nextNoteRow else { return 0 }
        return footnotes.separator + totalHeight(footnotes.rows[nextNoteRow..<end])
    }

    /// How much the page's foot grows when the page refers to notes through `last` (0-based;
    /// nil: none): the rows of the notes from the first not yet referred to through `last`.
    private func footGrowth(through last: Int?) -> Double {
        guard let footnotes, let last, last >= nextNote, last < footnotes.count else { return 0 }
        return footHeight(through: footnotes.noteRows[last].upperBound) - footHeight(through: noteRowsEnd)
    }

    /// The page refers to the notes through `last`: those not referred to before go at its foot.
    private mutating func setNotes(through last: Int?) {
        guard let footnotes, let last, last >= nextNote, last < footnotes.count else { return }
        nextNote = last + 1
        noteRowsEnd = footnotes.noteRows[last].upperBound
    }

    /// Notes no text refers to where the paginator looks (none, for notes GitHub's syntax
    /// makes) go at the foot of the last page, or of a page of their own when they do not fit.
    private mutating func setUnreferencedNotes() {
        guard let footnotes, nextNote < footnotes.count else { return }
        if current.used + footGrowth(through: footnotes.count - 1) > box.height + 1e-9 { newPage() }
        setNotes(through: footnotes.count - 1)
    }

    /// Puts the notes' rows not set yet at the page's foot, their bottom at the text box's bottom,
    /// after the page's text in reading order: as many as fit under the text (all, unless the
    /// page had to take a line whose note is longer than the room left); the rest go on at the
    /// foot of the next page.
    private mutating func setFoot() {
        guard let footnotes, nextNoteRow < noteRowsEnd else { return }
        let room = box.height - current.used - footnotes.separator
        var end = nextNoteRow
        var height = 0.0
        while end < noteRowsEnd {
            let next = height + (end == nextNoteRow ? 0 : footnotes.rows[end].gapBefore) + footnotes.rows[end].height
            if next > room + 1e-9 { break }
            height = next
            end += 1
        }
        guard end > nextNoteRow else { return }
        let range = nextNoteRow..<end
        nextNoteRow = end
        var placement = BlockPlacement(
            source: footnotes.index, offset: footnotes.rows[range.lowerBound].offset, top: box.height - height,
            height: height, isContinued: range.lowerBound > 0, continues: range.upperBound < footnotes.rows.count,
            continuesText: footnotes.node.continuesText(at: range.lowerBound))
        placement.isFootnotes = true
        current.lineBreaks += Self.wraps(footnotes.rows[range], source: footnotes.index)
        let node = footnotes.node
        if keepsBlocks, let fragment = node.slice(range) { current.blocks.append(fragment) }
        if keepsLines {
            let width = box.width
            current.layouts.append(
                node.layout(
                    range, base: 0, in: FragmentRows(rows: footnotes.rows, range: range), left: 0, width: width)
                    ?? BlockLayout(top: 0, height: height, left: 0, width: width, content: .nothing))
        }
        current.placements.append(placement)
    }

    // MARK: Photos and rules

    private func cappedImageHeight(_ photo: Photo, caption: Double) -> Double {
        let natural = measure.imageHeight(of: photo, within: box.width)
        return max(min(natural, box.height - caption), minimumImageHeight)
    }

    private var minimumImageHeight: Double { measure.lineHeight(for: .body) }

    /// The breaks inside a run of a block's rows where its lines wrapped (its first row starts
    /// the run, not a wrap).
    private static func wraps(_ rows: ArraySlice<LayoutRow>, source: Int) -> [LineBreak] {
        rows.dropFirst().filter(\.wraps).map {
            LineBreak(source: source, offset: $0.offset, hyphenated: $0.followsHyphen)
        }
    }

    /// The breaks between `lines` of one text (a title, a caption) where it wrapped.
    private static func wraps(_ lines: [TextLine], source: Int) -> [LineBreak] {
        zip(lines, lines.dropFirst()).compactMap { before, line in
            before.endsHard ? nil : LineBreak(source: source, offset: line.start, hyphenated: before.hyphenated)
        }
    }

    /// Places a top-level photo with its caption: at full width when it fits, shrunk to fit
    /// what is left when that keeps 60% of its height (or `anySize`, or when the page holds
    /// only the title or headings), else on the next page.
    private mutating func placePhoto(_ photo: Photo, index: Int, anySize: Bool) {
        var laidOut = layouter.photo(photo, imageHeight: 0, width: box.width)
        let caption = layouter.captionHeight(laidOut)
        let full = cappedImageHeight(photo, caption: caption)
        let gapAbove = current.placements.isEmpty ? 0 : gap(before: .other)
        let room = bottom - current.used - gapAbove - caption
        let image: Double
        if full <= room + 1e-9 {
            image = full
        } else if room >= full * Self.photoShrinkLimit
            || ((anySize || current.cutMode != .preferred) && room >= minimumImageHeight)
        {
            image = room
        } else if current.isBlank {
            image = min(full, max(room, minimumImageHeight))
        } else {
            newPage()
            placePhoto(photo, index: index, anySize: anySize)
            return
        }
        let top = current.used + gapAbove
        let height = max(min(image + caption, bottom - top), 0)
        laidOut.imageHeight = min(image, height)
        // The breaks of the caption's lines the page shows (a caption too long for it is clipped).
        current.lineBreaks += Self.wraps(
            Array(laidOut.caption.prefix(laidOut.shownCaptionLines(height: height))), source: index)
        let width = box.width
        append(
            .photo(photo),
            BlockPlacement(source: index, offset: 0, top: top, height: height, imageHeight: laidOut.imageHeight),
            kind: .other
        ) { BlockLayout(top: 0, height: height, left: 0, width: width, content: .photo(laidOut)) }
    }

    /// A thematic break is space: at the bottom of a page it shrinks to what is left.
    private mutating func placeRule(index: Int) {
        let gapAbove = current.placements.isEmpty ? 0 : gap(before: .other)
        let top = min(current.used + gapAbove, bottom)
        let height = max(min(measure.spacing.thematicBreak, bottom - top), 0)
        let width = box.width
        append(.thematicBreak, BlockPlacement(source: index, offset: 0, top: top, height: height), kind: .other) {
            BlockLayout(top: 0, height: height, left: 0, width: width, content: .rule)
        }
    }
}
