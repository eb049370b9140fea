import FolioModel

/// One line-high slice of a laid-out block: a line of text, a row of code, a photo or a
/// rule inside a list or quote. Pages end only between rows.
struct LayoutRow {
    /// Whether a page may end just before this row, and how gladly.
    enum Cut {
        /// Between blocks or items, or where a paragraph keeps two lines on each side.
        case preferred
        /// Only when nothing better fits (it leaves a lone line, or splits a heading).
        case fallback
    }

    /// The row's height.
    var height: Double
    /// The space above the row, after the previous row; dropped at the top of a page.
    var gapBefore: Double
    /// The scalar offset in the top-level block's plain text where the row starts.
    var offset: Int
    /// Whether a page may end before this row.
    var cut: Cut
    /// Whether the row is a line that continues the text of the row before it (the text
    /// wrapped there; not a new block or item, not after a hard break).
    var wraps = false
    /// Whether the row before ends with a hyphen the paginator added.
    var followsHyphen = false
}

/// A block laid out into rows, keeping enough of its structure to cut it back into blocks.
struct LayoutNode {
    /// Only the large, rare cases are boxed: a paragraph's or a code block's node is stored
    /// inline, so laying one out allocates no box for it.
    enum Kind {
        /// A paragraph (level nil) or a heading, with its lines; its runs prepared for slicing
        /// when first cut (no slicer when the layouter prepares none: each cut prepares its own).
        case text(level: Int?, content: [Inline], slicer: SlicerOnDemand<InlineSlicer>?, lines: [TextLine])
        /// A code block with its rows; its text prepared for slicing when first cut (as `text`).
        case code(info: String, text: String, slicer: SlicerOnDemand<TextSlicer>?, lines: [TextLine])
        /// A list; each item's children in order, set `indent` in from the list's edge.
        indirect case list(ListBlock, items: [[LayoutNode]], indent: Double)
        /// A quote's children, set in from its edges as `box` says (a pull quote's and a
        /// sidebar's first and last children are the `empty` rows of their room above and below).
        indirect case quote([LayoutNode], box: QuoteBox)
        /// A block that is one row (a nested photo, a rule), and what it shows.
        indirect case atom(Block, BlockLayout.Content)
        /// A table, its rows laid out (the header's first): one layout row per table row.
        indirect case table(TableBlock, TableLayout)
        /// The row that keeps an empty item or quote visible.
        case empty
    }

    var kind: Kind
    /// How many rows the node has (at least one).
    var rowCount: Int
}

/// How a laid-out quote holds its blocks: what its source called it, and how far in from its
/// start and end edges they are set.
struct QuoteBox {
    /// The quote's role (`Block.quote`), which its fragments keep.
    var role: String?
    /// From the quote's start edge to its blocks' (the bar's room, a sidebar's inset).
    var start: Double
    /// From the quote's end edge to its blocks' (a sidebar's inset).
    var end: Double = 0

    /// What the role makes the quote.
    var kind: QuoteKind { QuoteKind(role: role) }
}
