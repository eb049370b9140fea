/// The type sizes and spacing of the HTML pages, in ems of the body font size. The font
/// measure paginates with these numbers, so the HTML sink must write its CSS from them.
public struct Typography: Sendable, Equatable, Hashable, Decodable {
    /// The article title's size.
    public var titleSize = 1.75
    /// The article title's line height, as a multiple of its size.
    public var titleLineHeight = 1.2
    /// The byline's size (italic).
    public var bylineSize = 0.85
    /// The byline's line height, as a multiple of its size.
    public var bylineLineHeight = 1.4
    /// A superscript's or subscript's size (a footnote's number too), as a share of the text's
    /// around it; the paginator measures it at the text's size, so it never makes a line longer.
    public var scriptSize = 0.75
    /// How far a superscript's baseline is raised, as a share of its own size.
    public var superscriptRise = 0.45
    /// How far a subscript's baseline is lowered, as a share of its own size.
    public var subscriptDrop = 0.25
    /// A small capital's size, as a share of the text's: a lowercase letter's capital at this size
    /// (`SmallCaps`), as a browser synthesizes small capitals.
    public var smallCapsSize = 0.7
    /// The gap between a drop cap and the lines beside it.
    public var dropCapGap = 0.3
    /// An opener's dek's size.
    public var dekSize = 1.15
    /// The dek's line height, as a multiple of its size.
    public var dekLineHeight = 1.35
    /// Heading sizes for levels 1 to 6 (bold).
    public var headingSizes = [1.5, 1.3, 1.15, 1.0, 1.0, 1.0]
    /// The headings' line height, as a multiple of their size.
    public var headingLineHeight = 1.25
    /// The caption's size (italic).
    public var captionSize = 0.85
    /// The caption's line height, as a multiple of its size.
    public var captionLineHeight = 1.4
    /// The size of code, in blocks and, relative to the surrounding text, inline.
    public var codeSize = 0.85
    /// The line height of code blocks, as a multiple of their size.
    public var codeLineHeight = 1.45
    /// Between blocks of running text.
    public var paragraphGap = 0.75
    /// Above a heading.
    public var headingGapBefore = 1.1
    /// Below a heading.
    public var headingGapAfter = 0.4
    /// Between the items of a loose list.
    public var listItemGap = 0.35
    /// The left padding of a list.
    public var listIndent = 1.6
    /// The left indent of a quote's content (border and padding together).
    public var quoteIndent = 1.25
    /// Between a photo and its caption.
    public var captionGap = 0.4
    /// The height of a thematic break.
    public var thematicBreak = 1.5
    /// Below the title and byline.
    public var afterTitle = 1.25
    /// Inside a table cell, at its left and at its right.
    public var tableCellPadding = 0.5
    /// Inside a table row, above and below its cells' lines.
    public var tableRowPadding = 0.3
    /// A pull quote's paragraphs: their size (italic).
    public var pullQuoteSize = 1.3
    /// A pull quote's paragraphs: their line height, as a multiple of their size.
    public var pullQuoteLineHeight = 1.3
    /// A pull quote: the room above its text and below it, its rule's included.
    public var pullQuotePadding = 0.6
    /// A footnote's size, at the foot of its page.
    public var footnoteSize = 0.85
    /// A footnote's line height, as a multiple of its size.
    public var footnoteLineHeight = 1.4
    /// A sidebar: the room inside its box above its first line and below its last, its rule's
    /// included.
    public var sidebarPadding = 0.6
    /// A sidebar: the room inside its box at its left and at its right, its rule's included.
    public var sidebarInset = 0.75
    /// How much wider than its shaped advance the measure takes text to be. 0: the browser
    /// shapes with the very faces the measure used (the bundle ships them), so its lines are
    /// the paginator's.
    public var safety = 0.0

    /// Folio's typography.
    public static let standard = Typography()

    /// Creates the standard typography; change fields to taste.
    public init() {}
}
