/// One cell of the screen: a character (a grapheme cluster) and its style. A wide character
/// takes two cells; the second holds no text.
package struct Cell: Sendable, Hashable {
    /// The character drawn, " " for blank, "" for the right half of a wide character.
    package var text: String
    /// How it is drawn.
    package var style: CellStyle

    /// Creates a cell.
    package init(_ text: String = " ", style: CellStyle = .plain) {
        self.text = text
        self.style = style
    }

    /// A blank cell in the default style.
    package static let blank = Cell()

    /// Whether this is the right half of a wide character.
    var isContinuation: Bool { text.isEmpty }
}
