import FolioText

/// Measures text in terminal cells for the terminal preview: every line is one row, every
/// character its display width (`CellWidth`), and blocks are separated by blank lines.
public struct CellMeasure: TextMeasure {
    /// The page in cells: columns wide, rows high.
    package var box: PageBox
    /// Blank lines between blocks and under headings; quotes indent by two cells ("│ "); a pull quote's rules and a sidebar's box take a row above
    /// and below, and a sidebar's two cells at each side.
    package var spacing: BlockSpacing

    /// The width of a tab in code, in cells; the terminal sink expands tabs to this.
    public static let tabWidth = 4

    /// Creates a measure for a page of `columns` × `rows` cells.
    public init(columns: Int, rows: Int) {
        box = PageBox(width: Double(max(columns, 1)), height: Double(max(rows, 1)))
        spacing = BlockSpacing(
            paragraph: 1, beforeHeading: 1, afterHeading: 1, listItem: 1,
            quoteIndent: 2, captionGap: 0, thematicBreak: 1, afterTitle: 1, tableCellPadding: 1,
            tableRowPadding: 0, pullQuotePadding: 1, sidebarPadding: 1, sidebarInset: 2)
    }

    /// Cells need no faces.
    package func faces(for style: FontStyle, role: TextRole, language: String) -> TextFaces { .cells }

    /// The cells `text` takes; a tab is `tabWidth` cells.
    package func width(of text: Substring, in faces: TextFaces, role: TextRole, language: String) -> Double {
        var cells = 0
        for character in text { cells += character == "\t" ? Self.tabWidth : CellWidth.of(character) }
        return Double(cells)
    }

    /// A terminal page is read as a screen: footnotes follow the text as endnotes.
    package var placesFootnotes: Bool { false }

    /// A cell is text or picture, not both: a cover's photo goes below its words.
    package var setsWordsOverPhotos: Bool { false }

    /// A cell is a cell.
    package func scale(for role: TextRole) -> Double { 1 }

    /// One row, whatever the role.
    package func lineHeight(for role: TextRole) -> Double { 1 }

    /// A cell is about `cssPixelsPerCell` CSS px wide (a 16 px monospace face's advance, twice
    /// as tall); a small picture keeps four cells at the least.
    package func pictureWidth(maximumWidth: Double, within width: Double) -> Double {
        min(width, max(4, (maximumWidth / Self.cssPixelsPerCell).rounded()))
    }

    /// The CSS px a cell is taken to be wide, for pictures sized in CSS px.
    static let cssPixelsPerCell = 8.0

    /// Rows for a picture `width` cells wide; a cell is about twice as tall as it is wide.
    package func imageHeight(width: Double, aspectRatio: Double) -> Double {
        max(1, (width / max(aspectRatio, 0.01) / 2).rounded())
    }

    /// Room for "• " or for "12. ".
    package func listIndent(largestNumber: Int?) -> Double {
        guard let largestNumber else { return 2 }
        return Double(String(largestNumber).count + 2)
    }
}
