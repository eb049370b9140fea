import FolioModel

/// One page of an article's column: the blocks (or block fragments) placed on it.
public struct Page: Sendable, Equatable, Decodable {
    /// The blocks on this page, in order; a split paragraph, list or code block appears as
    /// the fragment that falls on this page. Forced page breaks are consumed, never placed.
    /// On a published page (`published`) only the blocks that hold a photo (`isZoomable`):
    /// its sinks find a block's place from `placements` and `regions` in the article's own
    /// blocks.
    public var blocks: [Block]
    /// Where the page starts in the article's unpaginated blocks.
    public var start: SourcePosition
    /// How full the page is, from 0 to 1.
    public var fill: Double
    /// Whether the page shows the article's title and byline above its blocks (the first
    /// page does).
    public var showsTitle: Bool
    /// The height the title and byline take, their gap below included; 0 when not shown.
    public var titleHeight: Double
    /// Where each block of `blocks` came from and where it sits; one per block, same order.
    public var placements: [BlockPlacement]
    /// Each block of `blocks` as the paginator laid it out (its lines, indents, photo and
    /// caption geometry); one per block, same order. Sinks that set text themselves draw
    /// these and never break lines again.
    package var layouts: [BlockLayout]
    /// The title and byline as the paginator broke them, when the page shows them.
    package var title: TitleLayout?
    /// Where the page's lines wrap inside its text blocks, in reading order; kept by
    /// `published`, so a sink that leaves setting to the browser shows the same lines.
    public var lineBreaks: [LineBreak] = []
    /// The column widths of each table the page shows, in reading order (padding included,
    /// in the measure's units); kept by `published`, so a sink that leaves setting to the
    /// browser gives its columns the paginator's widths.
    public var tableColumns: [[Double]] = []
    /// On a cover whose photo bleeds, or an opener's first page: the photo drawn to the page's
    /// edges, and the scrims behind words over it.
    public var art: PageArt?
    /// How far down the text box the page's text starts, in every column: below an opener's
    /// photo, or at the foot of one behind the title (`OpenerLayout`); 0 on other pages.
    public var textTop: Double = 0
    /// The drop cap of the article's first paragraph, on the page where the paragraph starts
    /// (its column's); nil on other pages.
    public var dropCap: DropCap?
    /// The first line in small capitals of the article's first paragraph, on the page where the
    /// paragraph starts; nil on other pages.
    public var smallCaps: SmallCapsLine?
    /// Whether the page (a column's page, before `ColumnFlow` puts columns side by side) is the
    /// first column of a page: the paginator decides where each page of several columns starts.
    package var startsPage = false

    /// Creates a page.
    package init(
        blocks: [Block], start: SourcePosition, fill: Double,
        showsTitle: Bool = false, titleHeight: Double = 0, placements: [BlockPlacement] = [],
        layouts: [BlockLayout] = [], title: TitleLayout? = nil
    ) {
        self.blocks = blocks
        self.start = start
        self.fill = fill
        self.showsTitle = showsTitle
        self.titleHeight = titleHeight
        self.placements = placements
        self.layouts = layouts
        self.title = title
    }
}

extension Page {
    /// The page as the publishing sinks take it: without the lines it was laid out with
    /// (`layouts` and `title` empty) and without its blocks but those that hold a photo, for
    /// `isZoomable` (`placements`, `regions` and `lineBreaks` say what of the article's blocks
    /// it shows, and where), in a fraction of the memory. A sink that draws blocks itself lays the article out again with
    /// its lines (`Paginator.paginate(_:)`), as the terminal and the PDF do.
    public var published: Page {
        var page = self
        page.blocks = blocks.filter(\.holdsPhoto)
        page.layouts = []
        page.title = nil
        return page
    }
}

/// A place in an article's unpaginated blocks: a top-level block and an offset in its plain
/// text (`Block.plainText`), counted in Unicode scalars. It survives re-pagination, so a
/// reader keeps their place after a resize.
public struct SourcePosition: Sendable, Equatable, Hashable, Decodable, Comparable {
    /// The index of the top-level block.
    public var block: Int
    /// The Unicode scalar offset within that block's plain text.
    public var offset: Int

    /// The position's keys, for its writer and its decoder alike.
    package enum CodingKeys: String, CodingKey {
        case block, offset
    }

    /// Creates a position.
    public init(block: Int, offset: Int) {
        self.block = block
        self.offset = offset
    }

    /// Positions order by block, then by offset.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.block, lhs.offset) < (rhs.block, rhs.offset)
    }
}
