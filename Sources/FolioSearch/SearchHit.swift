import FolioLayout
import FolioModel

/// A place search found, as a reader is shown it: the article, the heading the words are under,
/// and the words around them on one line.
public struct SearchHit: Sendable {
    /// Where the words are.
    public var place: SearchIndex.Place
    /// The article's id.
    public var id: String
    /// The article's title.
    public var title: String
    /// The text of the heading the place is under, nil before the article's first heading.
    public var heading: String?
    /// The words around the place, on one line, control characters escaped, "…" where cut.
    public var context: String

    /// Scalars of context before the place and after it.
    static let before = 30
    static let after = 50

    /// The hit at `place`, one of `index`'s.
    public init(_ place: SearchIndex.Place, in index: SearchIndex) {
        let article = index.articles[place.article]
        self.place = place
        id = article.id
        title = article.title
        let text =
            place.block == SearchIndex.title ? SearchIndex.header(of: article) : article.blocks[place.block].plainText
        let scalars = Array(text.unicodeScalars)
        let start = max(0, place.offset - Self.before)
        let end = min(scalars.count, place.offset + Self.after)
        var line = String(String.UnicodeScalarView(scalars[start..<end]))
            .split(whereSeparator: \.isNewline).joined(separator: " ")
        if start > 0 { line = "…" + line }
        if end < scalars.count { line += "…" }
        context = ControlCharacters.escaped(line)
        heading = Self.heading(over: place, in: article)
    }

    /// The text of the last heading at or before `place` (a heading inside a quote or a list
    /// item counts where it is), nil when there is none.
    static func heading(over place: SearchIndex.Place, in article: Article) -> String? {
        guard place.block != SearchIndex.title else { return nil }
        let entry = HeadingAnchors(article.blocks).entries.last {
            ($0.block, $0.offset) <= (place.block, place.offset)
        }
        guard let entry else { return nil }
        let text = article.blocks[entry.block].plainText.unicodeScalars.dropFirst(entry.offset)
        let line = String(String.UnicodeScalarView(text)).prefix { !$0.isNewline }
        return ControlCharacters.escaped(String(line))
    }
}
