/// The space between and around blocks, in a measure's units. Gaps between two blocks do
/// not add up: the larger of the one after the first and the one before the second applies,
/// as CSS margins collapse. A gap at the top of a page is dropped.
package struct BlockSpacing: Sendable, Equatable, Hashable, Decodable {
    /// Between two blocks of running text (paragraphs, lists, quotes, code, photos).
    package var paragraph: Double
    /// Above a heading.
    package var beforeHeading: Double
    /// Below a heading.
    package var afterHeading: Double
    /// Between the items of a loose list (`ListBlock.spacesItems`); tight lists have none, and
    /// between the blocks of a loose list's item the `paragraph` gap applies (none in a tight one).
    package var listItem: Double
    /// The left indent of a quote's content.
    package var quoteIndent: Double
    /// Between a photo and its caption.
    package var captionGap: Double
    /// The height of a thematic break.
    package var thematicBreak: Double
    /// Below the title and byline on an article's first page.
    package var afterTitle: Double
    /// Inside a table cell, at its left and at its right.
    package var tableCellPadding: Double
    /// Inside a table row, above and below its cells' lines.
    package var tableRowPadding: Double
    /// A pull quote's room above its text and below it (`Typography.pullQuotePadding`).
    package var pullQuotePadding: Double
    /// A sidebar's room inside its box above and below its blocks.
    package var sidebarPadding: Double
    /// A sidebar's room inside its box at each side of its blocks.
    package var sidebarInset: Double

    /// The room above a page's footnotes, in whose middle their short rule is drawn: the gap
    /// between two blocks of running text (the carousel's `.foot::before` takes the same).
    package var footnoteSeparator: Double { paragraph }

    /// Creates a spacing.
    package init(
        paragraph: Double, beforeHeading: Double, afterHeading: Double, listItem: Double,
        quoteIndent: Double, captionGap: Double, thematicBreak: Double, afterTitle: Double,
        tableCellPadding: Double, tableRowPadding: Double, pullQuotePadding: Double, sidebarPadding: Double,
        sidebarInset: Double
    ) {
        self.paragraph = paragraph
        self.beforeHeading = beforeHeading
        self.afterHeading = afterHeading
        self.listItem = listItem
        self.quoteIndent = quoteIndent
        self.captionGap = captionGap
        self.thematicBreak = thematicBreak
        self.afterTitle = afterTitle
        self.tableCellPadding = tableCellPadding
        self.tableRowPadding = tableRowPadding
        self.pullQuotePadding = pullQuotePadding
        self.sidebarPadding = sidebarPadding
        self.sidebarInset = sidebarInset
    }
}
