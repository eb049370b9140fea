/// How a cell is drawn: colours, attributes and the hyperlink it belongs to.
package struct CellStyle: Sendable, Hashable {
    /// The text colour.
    package var foreground: TerminalColor = .standard
    /// The background colour.
    package var background: TerminalColor = .standard
    /// Bold (strong, headings, titles).
    package var bold = false
    /// Italic (emphasis, bylines, captions).
    package var italic = false
    /// Underlined (links).
    package var underline = false
    /// Faint (quote bars, hints).
    package var dim = false
    /// Foreground and background swapped (the status line, the highlight).
    package var inverse = false
    /// Crossed out (struck-through text, SGR 9).
    package var crossedOut = false
    /// The OSC 8 hyperlink target, already reduced to printable ASCII.
    package var link: String?

    /// The terminal's default look.
    package static let plain = CellStyle()

    /// Creates a style.
    package init(
        foreground: TerminalColor = .standard, background: TerminalColor = .standard,
        bold: Bool = false, italic: Bool = false, underline: Bool = false, dim: Bool = false,
        inverse: Bool = false, crossedOut: Bool = false, link: String? = nil
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.italic = italic
        self.underline = underline
        self.dim = dim
        self.inverse = inverse
        self.crossedOut = crossedOut
        self.link = link
    }
}
