/// Measures text in terminal cells for the terminal preview: every line is one row, every
/// character its display width (`CellWidth`), and blocks are separated by blank lines.
public struct CellMeasure: TextMeasure {
    /// The page in cells: columns wide, rows high.
    public var box: PageBox
    /// Blank lines between blocks and under headings; quotes indent by two cells ("│ ").
    public var spacing: BlockSpacing

    /// The width of a tab in code, in cells; the terminal sink expands tabs to this.
    public static let tabWidth = 4

    /// Creates a measure for a page of `columns` × `rows` cells.
    public init(columns: Int, rows: Int) {
        box = PageBox(width: Double(max(columns, 1)), height: Double(max(rows, 1)))
        spacing = BlockSpacing(
            paragraph: 1, beforeHeading: 1, afterHeading: 1, listItem: 1,
            quoteIndent: 2, captionGap: 0, thematicBreak: 1, afterTitle: 1)
    }

    /// Cells per character; a tab is `tabWidth` cells.
    public func advance(of character: Character, face: FontFace, role: TextRole) -> Double {
        character == "\t" ? Double(Self.tabWidth) : Double(CellWidth.of(character))
    }

    /// One row, whatever the role.
    public func lineHeight(for role: TextRole) -> Double { 1 }

    /// Rows for a picture `width` cells wide; a cell is about twice as tall as it is wide.
    public func imageHeight(width: Double, aspectRatio: Double) -> Double {
        max(1, (width / max(aspectRatio, 0.01) / 2).rounded())
    }

    /// Room for "• " or for "12. ".
    public func listIndent(largestNumber: Int?) -> Double {
        guard let largestNumber else { return 2 }
        return Double(String(largestNumber).count + 2)
    }
}
