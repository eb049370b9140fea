/// How the model writes a link to an article of the same issue: an `Inline.link` whose
/// destination is `#/` and the article's id (`#/hollin-water`). The cover lines are such
/// links. Each sink maps the form to its own navigation: the HTML carousel's deep link is
/// the same text (`index.html#/hollin-water`), the terminal preview jumps to the article's
/// column, the JSON bundle keeps the destination as written.
///
/// Ordinary fragments (`#notes`) have no `/` after the `#`, so the two never collide.
public enum ArticleLink {
    /// What an article link's destination starts with.
    public static let prefix = "#/"

    /// The destination of a link to the article with id `articleID`.
    public static func destination(of articleID: String) -> String {
        prefix + articleID
    }

    /// The article id an article link's `destination` names, or nil when it is another kind
    /// of link (a URL, a path, an ordinary `#fragment`). Deep links to a page (`#/id/3`)
    /// name their article too.
    public static func articleID(in destination: String) -> String? {
        guard destination.hasPrefix(prefix) else { return nil }
        let rest = destination.dropFirst(prefix.count)
        let id = rest.prefix { $0 != "/" }
        return id.isEmpty ? nil : String(id)
    }
}
