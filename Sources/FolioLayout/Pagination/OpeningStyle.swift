import FolioModel

/// How an article's opening paragraph is set (`issue.yaml`'s `theme:`): on a drop cap
/// `dropCapLines` tall (`drop-cap:`; below 2: none), its first line in small capitals
/// (`first-line: small-caps`).
public struct OpeningStyle: Sendable, Equatable, Hashable {
    /// How many lines the drop cap spans; 0: none.
    public var dropCapLines: Int
    /// Whether the first line is set in small capitals (`SmallCaps`).
    public var smallCapsFirstLine: Bool

    /// Creates a style; plain by default.
    public init(dropCapLines: Int = 0, smallCapsFirstLine: Bool = false) {
        self.dropCapLines = dropCapLines
        self.smallCapsFirstLine = smallCapsFirstLine
    }

    /// The style `theme:` asks for (`drop-cap:`, `first-line:`): the one reading of it.
    public init(theme: ThemeSettings) {
        self.init(dropCapLines: theme.dropCapLines, smallCapsFirstLine: theme.smallCapsFirstLine)
    }

    /// The opening paragraph set as its text is.
    public static let plain = OpeningStyle()

    /// Whether the opening paragraph opens on a drop cap (where its letter allows).
    public var setsDropCap: Bool { dropCapLines >= 2 }

    /// Whether the opening paragraph is set as its text is.
    public var isPlain: Bool { !setsDropCap && !smallCapsFirstLine }

    /// The index of `article`'s opening paragraph: its first top-level paragraph when only photos
    /// (an opener's lead photo among them), headings and pull quotes come before it (web articles
    /// often open on a section's heading), in a text article read left to right; nil otherwise.
    /// (Its drop cap needs a letter with case too: `DropCap.letter(of:)`.)
    package static func paragraphIndex(in article: Article) -> Int? {
        guard article.kind == .text, article.direction == .leftToRight else { return nil }
        for (index, block) in article.blocks.enumerated() {
            switch block {
            case .photo, .heading: continue
            case .quote(_, let role) where QuoteKind(role: role) == .pullQuote: continue
            case .paragraph: return index
            default: return nil
            }
        }
        return nil
    }
}
