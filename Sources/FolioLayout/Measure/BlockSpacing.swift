/// The space between and around blocks, in a measure's units. Gaps between two blocks do
/// not add up: the larger of the one after the first and the one before the second applies,
/// as CSS margins collapse. A gap at the top of a page is dropped.
public struct BlockSpacing: Sendable, Equatable, Hashable, Codable {
    /// Between two blocks of running text (paragraphs, lists, quotes, code, photos).
    public var paragraph: Double
    /// Above a heading.
    public var beforeHeading: Double
    /// Below a heading.
    public var afterHeading: Double
    /// Between the items of a loose list (`ListBlock.spacesItems`); tight lists have none, and
    /// between the blocks of a loose list's item the `paragraph` gap applies (none in a tight one).
    public var listItem: Double
    /// The left indent of a quote's content.
    public var quoteIndent: Double
    /// Between a photo and its caption.
    public var captionGap: Double
    /// The height of a thematic break.
    public var thematicBreak: Double
    /// Below the title and byline on an article's first page.
    public var afterTitle: Double

    /// Creates a spacing.
    public init(
        paragraph: Double, beforeHeading: Double, afterHeading: Double, listItem: Double,
        quoteIndent: Double, captionGap: Double, thematicBreak: Double, afterTitle: Double
    ) {
        self.paragraph = paragraph
        self.beforeHeading = beforeHeading
        self.afterHeading = afterHeading
        self.listItem = listItem
        self.quoteIndent = quoteIndent
        self.captionGap = captionGap
        self.thematicBreak = thematicBreak
        self.afterTitle = afterTitle
    }
}
