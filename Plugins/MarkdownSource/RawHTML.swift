/// What a piece of raw HTML in Markdown is to Folio, which never passes HTML through: a page
/// break, a comment, or markup that the HTML reader turns into blocks and inlines.
enum RawHTML: Equatable {
    /// `<!-- page -->`: a forced page break, when it stands on its own line.
    case pageBreak
    /// Any other HTML comment: an author's note, dropped silently.
    case comment
    /// Markup: read by `HTMLRegion` (a block) or `InlineHTMLPairing` (inline).
    case markup

    /// Classifies the literal text of an HTML block or inline HTML node.
    init(_ literal: String) {
        let trimmed = literal.trimmingWhitespace
        guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->"), trimmed.count >= 7,
            let close = trimmed.firstRange(of: "-->"), close.upperBound == trimmed.endIndex
        else {
            self = .markup
            return
        }
        let inside = trimmed.dropFirst(4).dropLast(3)
        self = String(inside).trimmingWhitespace.lowercased() == "page" ? .pageBreak : .comment
    }
}
