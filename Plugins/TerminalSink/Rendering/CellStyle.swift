/// How a cell is drawn: colours, attributes and the hyperlink it belongs to.
public struct CellStyle: Sendable, Hashable {
    /// The text colour.
    public var foreground: TerminalColor = .standard
    /// The background colour.
    public var background: TerminalColor = .standard
    /// Bold (strong, headings, titles).
    public var bold = false
    /// Italic (emphasis, bylines, captions).
    public var italic = false
    /// Underlined (links).
    public var underline = false
    /// Faint (quote bars, hints).
    public var dim = false
    /// Foreground and background swapped (the status line, the highlight).
    public var inverse = false
    /// The OSC 8 hyperlink target, already reduced to printable ASCII.
    public var link: String?

    /// The terminal's default look.
    public static let plain = CellStyle()

    /// Creates a style.
    public init(
        foreground: TerminalColor = .standard, background: TerminalColor = .standard,
        bold: Bool = false, italic: Bool = false, underline: Bool = false, dim: Bool = false,
        inverse: Bool = false, link: String? = nil
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.italic = italic
        self.underline = underline
        self.dim = dim
        self.inverse = inverse
        self.link = link
    }
}
