/// How a `styled` run is set apart from the text around it: the inline elements HTML has and
/// Markdown has not (a superscript, a key to press, a marked phrase), and strikethrough.
/// Every sink shows the run's words; how it sets them apart is the sink's choice.
public enum InlineStyle: Sendable, Hashable {
    /// Raised, as a footnote number or an exponent (`<sup>`).
    case superscript
    /// Lowered, as in a chemical formula (`<sub>`).
    case `subscript`
    /// A key or keys to press (`<kbd>`).
    case keyboard
    /// Marked for reference, as with a highlighter (`<mark>`).
    case marked
    /// An abbreviation, with its expansion when the author gave one (`<abbr title>`).
    case abbreviation(title: String?)
    /// Struck through: no longer true, kept for the record (`<s>`, `<del>`, `~~text~~`).
    case strikethrough
    /// A reference to a footnote: the note's number, raised as a superscript is. The paginator
    /// sets the note at the foot of the page where its first reference is (`QuoteKind.footnotes`).
    case noteReference

    /// The style's name in the JSON bundle (`style` of a `styled` run).
    public var name: String {
        switch self {
        case .superscript: "superscript"
        case .subscript: "subscript"
        case .keyboard: "keyboard"
        case .marked: "mark"
        case .abbreviation: "abbreviation"
        case .strikethrough: "strikethrough"
        case .noteReference: "noteReference"
        }
    }

    /// The style named `name` (as `name` spells it), with `title` for an abbreviation; nil
    /// for a name no style has.
    public init?(name: String, title: String?) {
        switch name {
        case "superscript": self = .superscript
        case "subscript": self = .subscript
        case "keyboard": self = .keyboard
        case "mark": self = .marked
        case "abbreviation": self = .abbreviation(title: title)
        case "strikethrough": self = .strikethrough
        case "noteReference": self = .noteReference
        default: return nil
        }
    }

    /// The expansion an abbreviation carries; nil for every other style.
    public var title: String? {
        if case .abbreviation(let title) = self { return title }
        return nil
    }
}
