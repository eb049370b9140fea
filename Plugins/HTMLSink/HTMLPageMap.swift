import FolioPluginAPI

/// One geometry's pages of an article as the carousel cuts them from the article's content:
/// per page, where each text column starts and each top-level photo's drawn height. The content
/// itself (the article file's `<article>`) is written once for every geometry.
///
/// A region start is `[column, element, offset]`: the text column, the index of a block's
/// element among the `<article>`'s children after its header (a page break renders nothing, so
/// it has no element), and the UTF-16 offset in that element's `textContent`
/// (`HTMLFragmentRenderer.textOffset`). A column runs until the next region starts (the next
/// column, or the next page's first column, or the article's end) unless it names its own end.
///
/// A page's line breaks are `[element, offset, hyphen, ...]` (flat triples): where the
/// paginator wrapped a line inside a text block, in the same terms (`-1` the title's `<h1>`,
/// `-2` the byline, `-3` an opener's dek), `hyphen` 1 where it hyphenated the word there. The carousel puts a line
/// break at each, so the browser draws the paginator's lines. A page where the article's opening
/// paragraph starts carries its `spans` (`Span`): the text the carousel sets in a span of a class
/// (and a style) of the paginator's, its drop cap's letter floated in a box of exactly the
/// paginator's size (`DropCap`), so that the lines beside it are the paginator's too, and its
/// first line's runs of small capitals (`SmallCaps`).
struct HTMLPageMap: Sendable, Equatable {
    /// One page.
    struct PageEntry: Sendable, Equatable {
        /// The columns' starts, `[column, element, offset]`, in reading order; a column whose content
        /// ends before the next one starts adds where it ends, `[column, element, offset, endElement,
        /// endOffset]`.
        var regions: [[Int]]
        /// The paginator's picture height of each top-level photo on the page, in order.
        var photos: [Double?]
        /// Whether the page shows the article's title and byline above its text.
        var showsTitle: Bool
        /// Where the page's lines wrap inside their text blocks, `[element, offset, hyphen, ...]`.
        var breaks: [Int] = []
        /// The column widths of each table the page shows, in reading order, in CSS pixels.
        var tables: [[Double]] = []
        /// The footnotes at each column's foot, `[column, element, offset, endElement, endOffset]`:
        /// the part of the footnotes' element the carousel cuts and sets at the column's bottom.
        var notes: [[Int]] = []
        /// The blocks set across the columns at the page's top (`Page.acrossRegions`), `[0, element,
        /// offset, endElement, endOffset]`, in reading order: before the columns.
        var across: [[Int]] = []
        /// On a cover whose photo bleeds, or an opener's first page: what the carousel draws first.
        var art: Art?
        /// How far down the text box every column's text starts (`Page.textTop`), in CSS pixels.
        var top: Double = 0
        /// The text the carousel sets in spans of its own: an opening paragraph's drop cap and
        /// small capitals.
        var spans: [Span] = []
    }

    /// Text the carousel sets in a `<span>` of `className` (its rule in `issue.css`) with `style`
    /// while it cuts the page: `start..<end`, UTF-16 offsets of the element's text.
    struct Span: Sendable, Equatable {
        var element: Int
        var start: Int
        var end: Int
        var className: String
        var style: String?
    }

    /// The spans of the opening paragraph that starts on a page: its drop cap's letter, floated in
    /// a box of its size (its width, the room beside the lines; its height; the letter's size and
    /// the line height that puts its baseline on the last spanned line's), then its first line's
    /// small capitals; none elsewhere.
    static func spans(_ page: Page, of article: Article, elements: [Int], places: HTMLTextPlaces) -> [Span] {
        var spans: [Span] = []
        if let dropCap = page.dropCap, elements.indices.contains(dropCap.block) {
            let style =
                "font-size:\(Art.rounded(dropCap.size))px;line-height:\(Art.rounded(dropCap.lineHeight))px;"
                + "width:\(dropCap.indent)px;height:\(Art.rounded(dropCap.height))px"
            spans.append(
                Span(
                    element: elements[dropCap.block], start: 0, end: dropCap.utf16, className: "folio-drop",
                    style: style))
        }
        if let line = page.smallCaps, article.blocks.indices.contains(line.block), !line.ranges.isEmpty {
            let bounds = line.ranges.flatMap { [$0.lowerBound, $0.upperBound] }
            let offsets = places.offsets(of: bounds, inBlock: line.block)
            for index in stride(from: 0, to: offsets.count - 1, by: 2) {
                spans.append(
                    Span(
                        element: elements[line.block], start: offsets[index], end: offsets[index + 1],
                        className: "folio-sc"))
            }
        }
        return spans
    }

    /// A bleeding cover's or an opener's photo and scrims (`PageArt`) in the carousel's terms.
    struct Art: Sendable, Equatable {
        /// The design's name (`full`, `band`, `over`, `under`).
        var design: String
        /// The photo's element (its `<figure>`), which the carousel draws behind the columns.
        var photo: Int
        /// Where the photo is drawn, `[x, y, width, height]` in page pixels.
        var frame: [Double]
        /// Where it shows (it is clipped to it), `[x, y, width, height]` in page pixels.
        var area: [Double]
        /// Each scrim's box, fades included, `[x, y, width, height]`, and its CSS background: black
        /// at its opacity over its solid part, fading to nothing over its fades.
        var scrims: [(box: [Double], background: String)]
        /// The element the paginator moved down to the foot, and by how much, if any.
        var shift: (element: Int, distance: Double)?

        static func == (lhs: Art, rhs: Art) -> Bool {
            lhs.design == rhs.design && lhs.photo == rhs.photo && lhs.frame == rhs.frame && lhs.area == rhs.area
                && lhs.scrims.map(\.box) == rhs.scrims.map(\.box)
                && lhs.scrims.map(\.background) == rhs.scrims.map(\.background)
                && lhs.shift?.element == rhs.shift?.element && lhs.shift?.distance == rhs.shift?.distance
        }

        /// A page measure to a hundredth of a pixel.
        static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

        init?(_ art: PageArt?, elements: [Int]) {
            guard let art, elements.indices.contains(art.source) else { return nil }
            design = art.design.rawValue
            photo = elements[art.source]
            frame = [art.frame.x, art.frame.y, art.frame.width, art.frame.height]
            area = [art.area.x, art.area.y, art.area.width, art.area.height]
            scrims = art.scrims.map { scrim in
                let (above, below) = (scrim.fadeAbove, scrim.fadeBelow)
                let shade = "rgba(0,0,0,\(Art.rounded(scrim.opacity)))"
                let background =
                    "linear-gradient(\(above > 0 ? "transparent" : shade),\(shade) \(Art.rounded(above))px,"
                    + "\(shade) \(Art.rounded(above + scrim.rect.height))px,\(below > 0 ? "transparent" : shade))"
                return (
                    [scrim.rect.x, scrim.rect.y - above, scrim.rect.width, scrim.rect.height + above + below].map(
                        Art.rounded), background
                )
            }
            if let block = art.shiftedBlock, elements.indices.contains(block) {
                shift = (elements[block], art.shift)
            }
        }
    }

    /// The geometry's name in the issue's set.
    var name: String
    /// The pages, top to bottom.
    var pages: [PageEntry]

    /// The map of `article`'s pages in one geometry; `places` is the article's (made once for
    /// all its geometries).
    init(_ entry: ArticlePages.Entry, of article: Article, places: HTMLTextPlaces? = nil) {
        let places = places ?? HTMLTextPlaces(article)
        name = entry.name
        var elements: [Int] = []  // block index → element index
        var rendered = 0
        for block in article.blocks {
            elements.append(rendered)
            if case .pageBreak = block { continue }
            rendered += 1
        }
        let articleEnd = [rendered, 0]
        // A place in the article, `[element, offset]`.
        func place(_ position: SourcePosition) -> [Int] {
            guard article.blocks.indices.contains(position.block) else { return articleEnd }
            return [elements[position.block], places.offset(of: position.offset, inBlock: position.block)]
        }
        let starts = entry.pages.map { page in page.regions.map { place($0.start) } }
        // Each foot runs to where the next one starts (notes are set in order), the last to the end.
        let feet = entry.pages.flatMap { page in page.placements.filter(\.isFootnotes) }
        let footStarts = feet.map { placement -> [Int] in
            guard article.blocks.indices.contains(placement.source) else { return articleEnd }
            return [
                elements[placement.source],
                places.offset(of: placement.offset, inBlock: placement.source),
            ]
        }
        var footNumber = 0
        pages = entry.pages.enumerated().map { index, page in
            let regions = page.regions.enumerated().map { number, region in
                let next =
                    number + 1 < starts[index].count
                    ? starts[index][number + 1]
                    : index + 1 < starts.count ? starts[index + 1].first ?? articleEnd : articleEnd
                var entry = [region.column] + starts[index][number]
                // A region whose last block ends where the next region does not start (the paginator
                // left a block out between them, or set one waiting to go across the columns after
                // the text, out of the article's order) says where it ends.
                if let end = region.end.map(place), end != next { entry += end }
                return entry
            }
            var notes: [[Int]] = []
            for placement in page.placements where placement.isFootnotes {
                let end = footNumber + 1 < footStarts.count ? footStarts[footNumber + 1] : articleEnd
                notes.append([placement.column] + footStarts[footNumber] + end)
                footNumber += 1
            }
            return PageEntry(
                regions: regions, photos: Self.photoHeights(page), showsTitle: page.showsTitle,
                breaks: Self.breaks(page.lineBreaks, of: article, elements: elements, places: places),
                tables: page.tableColumns,
                notes: notes, across: page.acrossRegions.map { [0] + place($0.start) + place($0.end ?? $0.start) },
                art: Art(page.art, elements: elements), top: Art.rounded(page.textTop),
                spans: Self.spans(page, of: article, elements: elements, places: places))
        }
    }

    /// The page's line breaks as triples `[element, offset, hyphen]`, flat: the offset in the
    /// element's `textContent` (UTF-16 code units of what the renderer writes), `hyphen` 0 or 1.
    /// A block's places come from `places`, the article's. A place named twice (a repeated table
    /// header's wrap) is given once.
    static func breaks(_ lineBreaks: [LineBreak], of article: Article, elements: [Int], places: HTMLTextPlaces)
        -> [Int]
    {
        var entries: [Int] = []
        entries.reserveCapacity(lineBreaks.count * 3)
        // The carousel puts each break into the article's one element before it cuts the page's
        // columns: a table's header row repeated in a second column is a copy of the row, so its
        // wrap, which the paginator names again for the copy, is put in once.
        var placedOnce: Set<[Int]> = []
        var index = 0
        while index < lineBreaks.count {
            let source = lineBreaks[index].source
            var end = index + 1
            while end < lineBreaks.count, lineBreaks[end].source == source { end += 1 }
            let group = lineBreaks[index..<end]
            let offsets = group.map(\.offset)
            let element: Int
            let placed: [Int]
            switch source {
            case LineBreak.title:
                (element, placed) = (-1, HTMLTextPlaces.offsets(of: offsets, inText: article.title))
            case LineBreak.byline:
                (element, placed) = (-2, HTMLTextPlaces.offsets(of: offsets, inText: article.byline))
            case LineBreak.dek:
                (element, placed) = (-3, HTMLTextPlaces.offsets(of: offsets, inText: article.header.shownDek))
            case let block where article.blocks.indices.contains(block):
                (element, placed) = (
                    elements[block], places.offsets(of: offsets, inBlock: block)
                )
            default:
                index = end
                continue
            }
            for (lineBreak, offset) in zip(group, placed) where placedOnce.insert([element, offset]).inserted {
                entries += [element, offset, lineBreak.hyphenated ? 1 : 0]
            }
            index = end
        }
        return entries
    }

    /// The paginator's picture height for each top-level photo of `page` (the placements that
    /// have one: a published page keeps no blocks).
    static func photoHeights(_ page: Page) -> [Double?] {
        page.placements.compactMap { $0.imageHeight.map { .some($0) } }
    }
}

extension HTMLPageMap: JSONWritable {
    /// Writes `{"name": …, "pages": [{"across": [[0, element, offset, endElement, endOffset], …],
    /// "art": {"area": [x, y, width, height], "design": "full",
    /// "frame": [x, y, width, height], "photo": element, "scrims": [[x, y, width, height,
    /// background], …], "shift": [element, distance]}, "breaks": [element, offset, hyphen, …],
    /// "spans": [[element, start, end, class, style], …],
    /// "notes": [[column, element, offset, endElement, endOffset], …], "photos": [...], "regions":
    /// [[column, element, offset], …], "tables": [[width, …], …], "title": true, "top": distance},
    /// …]}` (`breaks` only on a page with line breaks, `notes` only on a page with footnotes,
    /// `tables` only on a page with a table, `title` only on a page that shows it, `top` only on a
    /// page whose text starts below the text box's top, `art` only on a cover whose photo bleeds or
    /// an opener's first page, its `shift` only when words moved, `spans` only where an opening
    /// paragraph with a drop cap or small capitals starts; a span's style only when it has one;
    /// `across` only on a page with blocks set across its columns).
    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("name"); writer.string(name)
        writer.key("pages")
        writer.beginArray()
        for page in pages {
            writer.beginObject()
            if !page.across.isEmpty {
                writer.key("across")
                writer.beginArray()
                for region in page.across { writer.array(region) }
                writer.endArray()
            }
            if let art = page.art { Self.write(art, to: &writer) }
            if !page.breaks.isEmpty { writer.key("breaks"); writer.array(page.breaks) }
            if !page.notes.isEmpty {
                writer.key("notes")
                writer.beginArray()
                for foot in page.notes { writer.array(foot) }
                writer.endArray()
            }
            writer.key("photos")
            writer.beginArray()
            for height in page.photos {
                if let height { writer.double(height) } else { writer.null() }
            }
            writer.endArray()
            writer.key("regions")
            writer.beginArray()
            for region in page.regions { writer.array(region) }
            writer.endArray()
            if !page.tables.isEmpty {
                writer.key("tables")
                writer.beginArray()
                for widths in page.tables { writer.array(widths) }
                writer.endArray()
            }
            if !page.spans.isEmpty {
                writer.key("spans")
                writer.beginArray()
                for span in page.spans {
                    writer.beginArray()
                    writer.int(span.element); writer.int(span.start); writer.int(span.end)
                    writer.string(span.className)
                    if let style = span.style { writer.string(style) }
                    writer.endArray()
                }
                writer.endArray()
            }
            if page.showsTitle { writer.key("title"); writer.bool(true) }
            if page.top > 0 { writer.key("top"); writer.double(page.top) }
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }

    private static func write(_ art: Art, to writer: inout JSONWriter) {
        writer.key("art")
        writer.beginObject()
        writer.key("area"); writer.array(art.area.map(Art.rounded))
        writer.key("design"); writer.string(art.design)
        writer.key("frame"); writer.array(art.frame.map(Art.rounded))
        writer.key("photo"); writer.int(art.photo)
        writer.key("scrims")
        writer.beginArray()
        for scrim in art.scrims {
            writer.beginArray()
            for value in scrim.box { writer.double(value) }
            writer.string(scrim.background)
            writer.endArray()
        }
        writer.endArray()
        if let shift = art.shift {
            writer.key("shift")
            writer.beginArray()
            writer.int(shift.element); writer.double(Art.rounded(shift.distance))
            writer.endArray()
        }
        writer.endObject()
    }
}
