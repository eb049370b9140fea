/// A block, or the fragment of one a page shows, as the paginator laid it out: its lines and
/// where each part of it sits, measured from the placed block's top and the text box's left
/// edge, in the measure the page was paginated with. Sinks that set text themselves (the
/// terminal) draw this and never break lines again.
package struct BlockLayout: Sendable, Equatable, Hashable, Decodable {
    /// The distance from the placed block's top to this part's top.
    package var top: Double
    /// The height this part takes.
    package var height: Double
    /// The distance from the text box's left edge to this part's left edge (list and quote
    /// indents).
    package var left: Double
    /// The width this part is set in.
    package var width: Double
    /// What this part holds.
    package var content: Content

    /// What a laid-out block holds; it follows the shape of the `Block` it lays out.
    package indirect enum Content: Sendable, Equatable, Hashable, Decodable {
        /// A paragraph, heading or code block: its lines, one below the other, each
        /// `lineHeight` tall. Their offsets count in the plain text of the block (or
        /// fragment) drawn, which is what `Page.blocks` holds.
        case lines([TextLine], lineHeight: Double)
        /// A list: the items the block holds, in order.
        case list([ListItemLayout])
        /// A quote: its children, indented.
        case quote([BlockLayout])
        /// A photo and its caption.
        case photo(PhotoLayout)
        /// A thematic break.
        case rule
        /// A table: the rows the page shows, its header first where the page repeats it.
        case table(TableLayout)
        /// Nothing to draw (a forced page break).
        case nothing
    }

    /// Creates a laid-out block.
    package init(top: Double, height: Double, left: Double, width: Double, content: Content) {
        self.top = top
        self.height = height
        self.left = left
        self.width = width
        self.content = content
    }
}

/// One item of a laid-out list.
package struct ListItemLayout: Sendable, Equatable, Hashable, Decodable {
    /// The distance from the placed block's top to the item's first row (where its marker goes).
    package var top: Double
    /// Whether the item shows its marker: not when it began on an earlier page.
    package var showsMarker: Bool
    /// The item's blocks, as the item in `Page.blocks` holds them (an empty item holds none).
    package var blocks: [BlockLayout]

    /// Creates a laid-out item.
    package init(top: Double, showsMarker: Bool, blocks: [BlockLayout]) {
        self.top = top
        self.showsMarker = showsMarker
        self.blocks = blocks
    }
}

/// A laid-out photo: the picture's height and its caption's lines below it.
package struct PhotoLayout: Sendable, Equatable, Hashable, Decodable {
    /// The picture's height: as the paginator placed (and maybe shrank) it at the top level,
    /// the full width's height inside a list or quote.
    package var imageHeight: Double
    /// The space between the picture and the caption.
    package var captionGap: Double
    /// The caption's lines, set at the block's width (none without a caption).
    package var caption: [TextLine]
    /// The height of one caption line.
    package var captionLineHeight: Double

    /// Creates a laid-out photo.
    package init(imageHeight: Double, captionGap: Double, caption: [TextLine], captionLineHeight: Double) {
        self.imageHeight = imageHeight
        self.captionGap = captionGap
        self.caption = caption
        self.captionLineHeight = captionLineHeight
    }

    /// How many of the caption's lines a photo placed `height` tall shows: a caption clipped to
    /// the room the page gave the photo shows the lines that fit (half a pixel spared).
    package func shownCaptionLines(height: Double) -> Int {
        let room = height + 0.5 - imageHeight - captionGap
        return min(caption.count, max(Int(room / max(captionLineHeight, 1)), 0))
    }
}

/// The title and byline of an article's first page, as the paginator broke them.
package struct TitleLayout: Sendable, Equatable, Hashable, Decodable {
    /// The title's, dek's and byline's height together.
    package var height: Double {
        Double(titleLines.count) * titleLineHeight + Double(dekLines.count) * dekLineHeight
            + Double(bylineLines.count) * bylineLineHeight
    }

    /// Where the dek's lines start, below the title's.
    package var dekTop: Double { Double(titleLines.count) * titleLineHeight }

    /// Where the byline's lines start, below the title's and the dek's.
    package var bylineTop: Double { dekTop + Double(dekLines.count) * dekLineHeight }

    /// The title's lines, their offsets in `Article.title`.
    package var titleLines: [TextLine]
    /// The height of one title line.
    package var titleLineHeight: Double
    /// The dek (`ArticleHeader.shownDek`), empty on all but an opener's first page.
    package var dek: String = ""
    /// The dek's lines, between the title's and the byline's.
    package var dekLines: [TextLine] = []
    /// The height of one dek line.
    package var dekLineHeight = 0.0
    /// The byline (`Article.byline`), empty when the article names neither author nor date.
    package var byline: String
    /// The byline's lines, below the title's (none when the byline is empty).
    package var bylineLines: [TextLine]
    /// The height of one byline line.
    package var bylineLineHeight: Double

    /// Creates a title layout.
    package init(
        titleLines: [TextLine], titleLineHeight: Double, byline: String, bylineLines: [TextLine],
        bylineLineHeight: Double
    ) {
        self.titleLines = titleLines
        self.titleLineHeight = titleLineHeight
        self.byline = byline
        self.bylineLines = bylineLines
        self.bylineLineHeight = bylineLineHeight
    }
}
