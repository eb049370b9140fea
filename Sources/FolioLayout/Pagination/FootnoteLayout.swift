import FolioModel

/// An article's footnotes (`QuoteKind.footnotes`, its last block) laid out once at the page's
/// width, for the paginator to set the notes at the foot of the pages that refer to them: the
/// notes on a page are always a run of the block's rows (each note is set where it is first
/// referred to, notes are numbered in that order, and a note too long for the room left goes on
/// at the next page's foot), so a page's foot is one fragment of the block.
struct FootnoteLayout {
    /// The footnotes block's index among the article's blocks.
    let index: Int
    /// The thematic break before it, which the pages leave out with it (the foot has its own rule).
    let ruleIndex: Int?
    /// The block laid out, and its rows.
    let node: LayoutNode
    let rows: [LayoutRow]
    /// The rows of each note, note 1 first.
    let noteRows: [Range<Int>]
    /// The room a foot takes above its notes: a gap, in which its short rule is drawn.
    let separator: Double

    /// The footnotes of `article` laid out by `layouter`, when its last block is its footnotes.
    init?(of article: Article, layouter: BlockLayouter, separator: Double) {
        guard let last = article.blocks.indices.last, article.blocks[last].isFootnotes,
            case .quote(let notes, _) = article.blocks[last], !notes.isEmpty
        else { return nil }
        index = last
        if last > 0, case .thematicBreak = article.blocks[last - 1] { ruleIndex = last - 1 } else { ruleIndex = nil }
        var rows: [LayoutRow] = []
        node = layouter.layout(article.blocks[last], width: layouter.measure.box.width, offset: 0, rows: &rows)
        self.rows = rows
        var ranges: [Range<Int>] = []
        if case .quote(let children, _) = node.kind {
            var start = 0
            for child in children {
                ranges.append(start..<start + child.rowCount)
                start += child.rowCount
            }
        }
        noteRows = ranges
        self.separator = separator
    }

    /// How many notes there are.
    var count: Int { noteRows.count }
}
