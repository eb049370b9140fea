/// Where a block or block fragment on a page came from and where it sits, so a sink can draw
/// it at the paginator's size and style a continued fragment (no first-line indent, no list
/// marker on a continued item).
public struct BlockPlacement: Sendable, Equatable, Hashable, Decodable {
    /// The index of the top-level block in the article's unpaginated blocks.
    public var source: Int
    /// The Unicode scalar offset in that block's plain text where this fragment starts.
    public var offset: Int
    /// The distance from the top of the page's text box (title included) to the block's top.
    public var top: Double
    /// The height the block takes on the page.
    public var height: Double
    /// Whether the block began on an earlier page (this is not its first fragment).
    public var isContinued: Bool
    /// Whether the block goes on on the next page (this is not its last fragment).
    public var continues: Bool
    /// Whether the fragment's first line continues a paragraph or code block from the
    /// previous page (not a new paragraph: draw it without a first-line indent).
    public var continuesText: Bool
    /// How many list levels, outermost first along the fragment's first item, continue an
    /// item from the previous page: those items get no marker. Their numbers stay right
    /// because each fragment's ordered list carries its own `start`.
    public var continuedListItems: Int
    /// For a top-level photo: the height of the picture itself; the caption takes the rest
    /// of `height` (clipped to it on a page too small for the whole caption). The picture
    /// keeps its aspect ratio, so it is narrower than the text when shrunk; the caption is
    /// wrapped at the full text width.
    public var imageHeight: Double?
    /// The text column the block sits in, 0 for the first; `top` is measured from the top of
    /// that column (only the first column holds the title). Always 0 on one-column pages.
    public var column: Int
    /// Whether the fragment is footnotes set at the foot of the column (`QuoteKind.footnotes`),
    /// after the column's text in reading order.
    public var isFootnotes = false
    /// Whether the block is set across every column of the page, at the top of its text box
    /// (`QuoteKind.spansColumns`), above the columns' text, which starts below it
    /// (`Page.textTop`): its width is the text box's, `column` is 0 and `top` is from the text
    /// box's top. It is read before the columns, and it is in no region (`Page.acrossRegions`).
    public var spansColumns = false

    /// Creates a placement.
    public init(
        source: Int, offset: Int, top: Double, height: Double,
        isContinued: Bool = false, continues: Bool = false, continuesText: Bool = false,
        continuedListItems: Int = 0, imageHeight: Double? = nil, column: Int = 0
    ) {
        self.source = source
        self.offset = offset
        self.top = top
        self.height = height
        self.isContinued = isContinued
        self.continues = continues
        self.continuesText = continuesText
        self.continuedListItems = continuedListItems
        self.imageHeight = imageHeight
        self.column = column
    }
}
