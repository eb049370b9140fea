/// A run of text inside a paragraph or heading.
public indirect enum Inline: Sendable, Equatable, Decodable {
    /// Plain text.
    case text(String)
    /// Emphasised runs (usually italic).
    case emphasis([Inline])
    /// Strong runs (usually bold).
    case strong([Inline])
    /// Inline code.
    case code(String)
    /// A link; the destination has already been checked against unsafe schemes.
    case link(destination: String, title: String?, content: [Inline])
    /// A hard line break.
    case lineBreak
    /// Runs set apart in one of the ways of `InlineStyle` (a superscript, a key, marked text).
    case styled(InlineStyle, [Inline])

    /// The run's text with all markup removed.
    public var plainText: String {
        switch self {
        case .text(let text), .code(let text):
            return text
        case .emphasis(let content), .strong(let content), .link(_, _, let content), .styled(_, let content):
            return content.plainText
        case .lineBreak:
            return "\n"
        }
    }
}

extension Array where Element == Inline {
    /// The runs' text with all markup removed.
    public var plainText: String {
        map(\.plainText).joined()
    }
}
