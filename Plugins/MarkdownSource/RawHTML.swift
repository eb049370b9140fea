/// What a piece of raw HTML in Markdown means to Folio, which never passes HTML through.
enum RawHTML: Equatable {
    /// `<!-- page -->`: a forced page break, when it stands on its own line.
    case pageBreak
    /// Any other HTML comment: an author's note, dropped silently.
    case comment
    /// Markup: dropped with a warning.
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

    /// The start of the markup, on one line and short, for a warning that shows what was dropped.
    static func excerpt(_ literal: String) -> String {
        let firstLine = literal.trimmingWhitespace.prefix { !$0.isNewline }
        let printable = String(firstLine.filter { !$0.isControlCharacter })
        return printable.count > 40 ? String(printable.prefix(40)) + "…" : printable
    }
}
