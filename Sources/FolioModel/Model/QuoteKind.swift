/// How a quote is set, from the role its source gave it (`Block.quote`'s `role`): a plain
/// quote, a callout of one of GitHub's kinds, a pull quote set large and kept whole on its page,
/// or a sidebar, a boxed aside that moves whole to the next page when it fits on one and breaks
/// cleanly when it does not. Every sink reads a quote's kind here, and only here.
public enum QuoteKind: Sendable, Hashable {
    /// A quotation: a bar at its start edge, its blocks indented.
    case quote
    /// A callout: a quote whose bar takes its kind's colour (`PageTheme.callout(_:)`).
    case callout(CalloutKind)
    /// A pull quote: its paragraphs set large and italic between two rules, kept whole on a page.
    case pullQuote
    /// A sidebar: its blocks in a ruled box, kept whole on a page when it fits on one.
    case sidebar
    /// An article's footnotes, one paragraph per note in the order they are numbered, after a
    /// thematic break at the article's end (`GitHubFootnotes`): the paginator sets each note at
    /// the foot of the page of its first reference (`InlineStyle.noteReference`); a sink that
    /// does not place notes (the terminal) shows them there, as endnotes.
    case footnotes

    /// The roles that make a pull quote, as sources write them (lower case): the classes of
    /// HTML's `<aside class="pquote">` and kramdown's `{: .pquote}`, and GitHub-style alerts'
    /// `> [!PULLQUOTE]`.
    public static let pullQuoteRoles: Set<String> = ["pquote", "pullquote", "pull-quote", "pull_quote"]
    /// The role of an article's footnotes.
    public static let footnotesRole = "footnotes"
    /// The roles that make a sidebar: `aside` (an `<aside>` without a class), `sidebar`, `box`
    /// and `boxout`.
    public static let sidebarRoles: Set<String> = ["aside", "sidebar", "box", "boxout"]

    /// The kind a quote's role makes, in any case; a role of several words (an HTML element's
    /// classes, `pquote left`) makes the kind of its first word that makes one. A role that
    /// names none of these is a quote.
    public init(role: String?) {
        self = .quote
        for word in (role ?? "").lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
            let word = String(word)
            if let callout = CalloutKind(role: word) {
                self = .callout(callout)
            } else if Self.pullQuoteRoles.contains(word) {
                self = .pullQuote
            } else if Self.sidebarRoles.contains(word) {
                self = .sidebar
            } else if word == Self.footnotesRole {
                self = .footnotes
            } else {
                continue
            }
            return
        }
    }

    /// The callout the quote is, if it is one.
    public var callout: CalloutKind? {
        if case .callout(let kind) = self { return kind }
        return nil
    }

    /// Whether the quote is drawn with a bar at its start edge (a quote, a callout); the others
    /// are drawn by their kind (rules, a box, a footnote rule).
    public var hasBar: Bool {
        switch self {
        case .quote, .callout: true
        case .pullQuote, .sidebar, .footnotes: false
        }
    }

    /// Whether an alert of the kind (`> [!NOTE]`) is titled with the kind's name when its author
    /// gives it no title of their own: a callout is (`Note`); a pull quote or a sidebar is titled
    /// only by its author.
    public var isTitledByItsKind: Bool {
        switch self {
        case .callout, .quote: true
        case .pullQuote, .sidebar, .footnotes: false
        }
    }

    /// Whether the quote is kept whole on one page where it fits on one (a pull quote, a sidebar,
    /// a callout: a callout's title alone at a page's foot, its words on the next, reads badly).
    public var keepsWhole: Bool {
        switch self {
        case .pullQuote, .sidebar, .callout: true
        case .quote, .footnotes: false
        }
    }

    /// Whether the quote is set across every column of a page of several columns, at the top of
    /// the page (a pull quote); elsewhere it is set in its column.
    public var spansColumns: Bool { self == .pullQuote }

    /// The kind's name, as the HTML's class and the JSON bundle's frames write it: `quote`,
    /// `callout`, `pullQuote`, `sidebar`, `footnotes`.
    public var name: String {
        switch self {
        case .quote: "quote"
        case .callout: "callout"
        case .pullQuote: "pullQuote"
        case .sidebar: "sidebar"
        case .footnotes: "footnotes"
        }
    }
}
