import FolioModel

/// What a line of text is; it decides the size of the type and the height of the line.
package enum TextRole: Sendable, Hashable, Decodable {
    /// Running text: paragraphs and list items.
    case body
    /// The article's title on its first page (bold).
    case title
    /// The author and date line under the title (italic).
    case byline
    /// An opener's dek, between its title and byline (the summary its author wrote).
    case dek
    /// A heading of level 1 to 6 (bold).
    case heading(Int)
    /// A photo caption (italic).
    case caption
    /// A line of a code block (monospace).
    case code
    /// A table's header cell: running text's size and line, bold.
    case tableHeader
    /// A pull quote's paragraph (large, italic).
    case pullQuote
    /// A footnote (small).
    case footnote

    /// The face a run with no markup takes in this role.
    package var baseFace: FontStyle {
        switch self {
        case .body, .footnote, .dek: return .regular
        case .title, .heading, .tableHeader: return .bold
        case .byline, .caption, .pullQuote: return .italic
        case .code: return .monospace
        }
    }

    /// The role of a paragraph directly in a quote of `kind` (nil: not in a quote): a pull
    /// quote's paragraphs are set as `pullQuote`, footnotes as `footnote`, every other
    /// paragraph as `body`.
    package static func paragraph(in kind: QuoteKind?) -> TextRole {
        switch kind {
        case .pullQuote: .pullQuote
        case .footnotes: .footnote
        case .quote, .callout, .sidebar, nil: .body
        }
    }
}
