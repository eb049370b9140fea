import FolioModel

/// Lays out the cover (`ArticleKind.cover`) as exactly one page, in any geometry.
///
/// The cover's blocks are its subtitle, its number and date line, its cover lines (a list)
/// and its photo, in that order, each optional. The masthead (the title, in the `.title`
/// role) and the text blocks are laid out by the article rules; when they do not fit on one
/// page, the subtitle is left out first, then the number and date line, then the lines, until
/// they do (the masthead alone always fits: a title is cut to the page).
/// The photo takes the room that is left below them, at the full text width and scaled to
/// fit, when that room is at least `minimumPhotoLines` body lines; on a page of two columns
/// it takes the second column, as tall as fits. Without a photo, the page is the text alone.
///
/// That is the `classic` design. When the photo bleeds (`CoverDesign.bleeds`, and the measure
/// sets words over photos), it is drawn behind the words over the whole page instead
/// (`PageArt`): the masthead and what follows it stay at the top, and the cover lines
/// (`full`), or all but the masthead (`band`), move down to the text box's foot; each group
/// of words gets a scrim as dark as the photo's brightest pixel behind it needs.
struct CoverLayout {
    let layouter: BlockLayouter
    let article: Article
    let keepsLines: Bool
    /// The page's size, margins and columns.
    let geometry: PageGeometry

    /// Columns per page of the geometry.
    private var columns: Int { geometry.columns }

    /// The fewest body lines' height a cover photo is shown at.
    static let minimumPhotoLines = 3.0

    private var measure: any TextMeasure { layouter.measure }

    /// The cover's page, laid out at one column's width: one page, or on a two-column
    /// geometry one column page of text and one of the photo (which `ColumnFlow` puts side
    /// by side).
    func columnPages() -> [Page] {
        let photoIndex = article.blocks.lastIndex { if case .photo = $0 { true } else { false } }
        var page = textPage(excluding: photoIndex)
        guard let photoIndex, case .photo(let photo) = article.blocks[photoIndex] else { return [page] }
        if let design = article.header.coverDesign, design.bleeds, measure.setsWordsOverPhotos {
            setWords(over: photo, index: photoIndex, design: design, on: &page)
            return [page]
        }
        if columns > 1 {
            guard let photoPage = self.photoPage(photo, index: photoIndex) else { return [page] }
            return [page, photoPage]
        }
        place(photo, index: photoIndex, below: &page)
        return [page]
    }

    // MARK: Text

    /// The masthead and as many of the text blocks as fit on one page.
    private func textPage(excluding photoIndex: Int?) -> Page {
        let texts = article.blocks.indices.filter { $0 != photoIndex }.map { ($0, article.blocks[$0]) }
        for candidate in Self.candidates(texts) {
            var reduced = article
            reduced.blocks = candidate.map(\.1)
            var paginator = ArticlePaginator(layouter: layouter, article: reduced, keepsLines: keepsLines)
            let pages = paginator.run()
            if pages.count == 1 { return Self.remapped(pages[0], to: candidate.map(\.0)) }
        }
        preconditionFailure("a title-only page is one page")
    }

    /// The text blocks to try, most first: all, then without the first (the subtitle), and so
    /// on down to none (the masthead alone). Only whole blocks from the front give way, so the
    /// blocks a page shows are one run of the cover's, as a page's regions describe them.
    private static func candidates(_ texts: [(Int, Block)]) -> [[(Int, Block)]] {
        texts.indices.map { Array(texts[$0...]) } + [[]]
    }

    /// `page` of an article of some of the cover's blocks, its sources the cover's: block
    /// `n` of that article is block `indices[n]` of the cover.
    private static func remapped(_ page: Page, to indices: [Int]) -> Page {
        var page = page
        for position in page.placements.indices {
            page.placements[position].source = indices[page.placements[position].source]
        }
        page.lineBreaks = page.lineBreaks.map { lineBreak in
            guard lineBreak.source >= 0 else { return lineBreak }
            return LineBreak(
                source: indices[lineBreak.source], offset: lineBreak.offset, hyphenated: lineBreak.hyphenated)
        }
        page.start =
            page.placements.first.map { SourcePosition(block: $0.source, offset: $0.offset) }
            ?? SourcePosition(block: 0, offset: 0)
        return page
    }

    // MARK: The photo behind the words

    /// How far a scrim fades out beyond its words, as a share of the page's height.
    static let scrimFade = 0.12

    /// Draws `photo` behind `page`'s words over the whole page, moves the words the design
    /// sends to the foot there, and puts a scrim behind each group of words.
    private func setWords(over photo: Photo, index: Int, design: CoverDesign, on page: inout Page) {
        let box = measure.box
        let margin = geometry.margin
        let covering = (photo.focus ?? .centre).coveringFrame(
            photoAspect: photo.aspectRatio, width: geometry.width, height: geometry.height)
        var art = PageArt(
            design: PageArt.Design(design), photo: photo, source: index,
            frame: TypesetPage.Rect(x: covering.x, y: covering.y, width: covering.width, height: covering.height),
            area: TypesetPage.Rect(x: 0, y: 0, width: geometry.width, height: geometry.height), scrims: [])
        // The words that move to the foot: the cover lines (a list), or all but the masthead.
        let moved =
            design == .band
            ? page.placements.indices.first
            : page.placements.firstIndex { placement in
                if case .list = article.blocks[placement.source] { true } else { false }
            }
        let bottom = page.placements.last.map { $0.top + $0.height } ?? page.titleHeight
        if let moved, box.height - bottom > 0 {
            art.shiftedBlock = page.placements[moved].source
            art.shift = box.height - bottom
            for position in moved..<page.placements.count { page.placements[position].top += art.shift }
        }
        let fade = Self.scrimFade * geometry.height
        let pad = margin / 2
        // The masthead's group, at the top.
        let topEnd =
            page.placements[..<(moved ?? page.placements.count)].last.map { $0.top + $0.height } ?? page.titleHeight
        let top = TypesetPage.Rect(x: margin, y: margin, width: box.width, height: topEnd)
        art.scrims.append(
            PageArt.Scrim(
                rect: TypesetPage.Rect(x: 0, y: 0, width: geometry.width, height: margin + topEnd + pad),
                fadeAbove: 0, fadeBelow: fade, opacity: PageArt.opacity(over: art.peak(under: top))))
        // The moved group, at the foot: in a band that always shows, or over a fading scrim.
        if let moved {
            let start = page.placements[moved].top
            let words = TypesetPage.Rect(x: margin, y: margin + start, width: box.width, height: box.height - start)
            let needed = PageArt.opacity(over: art.peak(under: words))
            art.scrims.append(
                PageArt.Scrim(
                    rect: TypesetPage.Rect(
                        x: 0, y: margin + start - pad, width: geometry.width,
                        height: geometry.height - margin - start + pad),
                    fadeAbove: design == .band ? 0 : fade, fadeBelow: 0,
                    opacity: design == .band ? max(needed, Self.bandOpacity) : needed))
        }
        art.scrims.removeAll { $0.opacity <= 0 }
        page.art = art
        page.fill = 1
    }

    /// The least opacity of the `band` design's band: it shows as a band on the darkest photo.
    static let bandOpacity = 0.6

    // MARK: The photo below the words

    /// The photo's layout at `imageHeight`, with its height caption included.
    private func photoLayout(_ photo: Photo, imageHeight: Double) -> (PhotoLayout, height: Double) {
        var laidOut = layouter.photo(photo, imageHeight: 0, width: measure.box.width)
        laidOut.imageHeight = imageHeight
        return (laidOut, imageHeight + layouter.captionHeight(laidOut))
    }

    /// The photo's image height in `room` (caption included): its natural height at the full
    /// width, scaled down to fit; nil when less than the minimum fits.
    private func imageHeight(_ photo: Photo, room: Double) -> Double? {
        let caption = layouter.captionHeight(photoLayout(photo, imageHeight: 0).0)
        let natural = measure.imageHeight(width: measure.box.width, aspectRatio: photo.aspectRatio)
        let image = min(natural, room - caption)
        guard image >= Self.minimumPhotoLines * measure.lineHeight(for: .body) - 1e-9 else { return nil }
        return image
    }

    /// Puts the photo at the bottom of `page`, below its text, in the room left.
    private func place(_ photo: Photo, index: Int, below page: inout Page) {
        let box = measure.box
        let used = page.placements.last.map { $0.top + $0.height } ?? page.titleHeight
        let gapAbove = page.placements.isEmpty ? 0 : measure.spacing.paragraph
        let top = used + gapAbove
        guard let image = imageHeight(photo, room: box.height - top) else { return }
        let (laidOut, height) = photoLayout(photo, imageHeight: image)
        page.blocks.append(.photo(photo))
        page.placements.append(BlockPlacement(source: index, offset: 0, top: top, height: height, imageHeight: image))
        if keepsLines {
            page.layouts.append(
                BlockLayout(top: 0, height: height, left: 0, width: box.width, content: .photo(laidOut)))
        }
        page.lineBreaks += Self.wraps(laidOut.caption, source: index)
        page.fill = box.height > 0 ? min(max((top + height) / box.height, 0), 1) : 1
    }

    /// A column page of the photo alone, as tall as fits; nil when too little fits.
    private func photoPage(_ photo: Photo, index: Int) -> Page? {
        let box = measure.box
        guard let image = imageHeight(photo, room: box.height) else { return nil }
        let (laidOut, height) = photoLayout(photo, imageHeight: image)
        var page = Page(
            blocks: [.photo(photo)], start: SourcePosition(block: index, offset: 0),
            fill: box.height > 0 ? min(height / box.height, 1) : 1,
            placements: [BlockPlacement(source: index, offset: 0, top: 0, height: height, imageHeight: image)],
            layouts: keepsLines
                ? [BlockLayout(top: 0, height: height, left: 0, width: box.width, content: .photo(laidOut))] : [])
        page.lineBreaks = Self.wraps(laidOut.caption, source: index)
        return page
    }

    /// The breaks between a caption's `lines` where it wrapped.
    private static func wraps(_ lines: [TextLine], source: Int) -> [LineBreak] {
        zip(lines, lines.dropFirst()).compactMap { before, line in
            before.endsHard ? nil : LineBreak(source: source, offset: line.start, hyphenated: before.hyphenated)
        }
    }
}
