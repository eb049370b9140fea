/// One cell of the screen: a character (a grapheme cluster) and its style. A wide character
/// takes two cells; the second holds no text.
public struct Cell: Sendable, Hashable {
    /// The character drawn, " " for blank, "" for the right half of a wide character.
    public var text: String
    /// How it is drawn.
    public var style: CellStyle

    /// Creates a cell.
    public init(_ text: String = " ", style: CellStyle = .plain) {
        self.text = text
        self.style = style
    }

    /// A blank cell in the default style.
    public static let blank = Cell()

    /// Whether this is the right half of a wide character.
    var isContinuation: Bool { text.isEmpty }
}
