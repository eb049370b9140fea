/// How the model writes a link to an article of the same issue: an `Inline.link` whose
/// destination is `#/` and the article's id (`#/hollin-water`). The cover lines are such
/// links. Each sink maps the form to its own navigation: the HTML carousel's deep link is
/// the same text (`index.html#/hollin-water`), the terminal preview jumps to the article's
/// column, the JSON bundle keeps the destination as written.
///
/// Three forms name a place in the article: `#/id/3` its third page, `#/id/@4.10` a place in
/// the carousel's content (element 4, offset 10) and `#/id#part-two` the heading whose anchor
/// is `part-two` (`HeadingAnchors`). A sink maps an anchor to the page where that heading
/// lands in its own page geometry.
///
/// A source may also leave a link for the build to resolve once every article of the issue is
/// known: `reference(to:line:column:)` wraps what the author wrote (`other.md#part`,
/// `../other/`, `@/blog/x.md`) with where it was written. The build's link step turns every
/// such reference into an article link or an outside address before any sink sees it.
///
/// Ordinary fragments (`#notes`) have no `/` or `?` after the `#`, so the forms never collide.
public enum ArticleLink {
    /// What an article link's destination starts with.
    public static let prefix = "#/"
    /// What a reference left for the build to resolve starts with.
    public static let referencePrefix = "#?"

    /// The destination of a link to the article with id `articleID`, at the heading whose
    /// anchor is `anchor` when one is given.
    public static func destination(of articleID: String, anchor: String? = nil) -> String {
        guard let anchor, !anchor.isEmpty else { return prefix + articleID }
        return prefix + articleID + "#" + anchor
    }

    /// The article id an article link's `destination` names, or nil when it is another kind
    /// of link (a URL, a path, an ordinary `#fragment`). Deep links to a page (`#/id/3`) and
    /// to a heading (`#/id#part`) name their article too.
    public static func articleID(in destination: String) -> String? {
        guard destination.hasPrefix(prefix) else { return nil }
        let rest = destination.dropFirst(prefix.count)
        let id = rest.prefix { $0 != "/" && $0 != "#" }
        return id.isEmpty ? nil : String(id)
    }

    /// The heading anchor an article link names (`part-two` in `#/id#part-two`), or nil.
    public static func anchor(in destination: String) -> String? {
        guard articleID(in: destination) != nil,
            let mark = destination.dropFirst(prefix.count).firstIndex(of: "#")
        else { return nil }
        let anchor = destination[destination.index(after: mark)...]
        return anchor.isEmpty ? nil : String(anchor)
    }

    /// A link for the build to resolve: `written`, what the author wrote, and where (line and
    /// column of the whole file, from 1).
    public static func reference(to written: String, line: Int, column: Int) -> String {
        "\(referencePrefix)\(line):\(column):\(written)"
    }

    /// Whether `destination` is a path or fragment that may name an article of the issue
    /// (`other.md#part`, `../other/`, `/blog/other/`, `@/blog/x.md`, `#part`): it has no
    /// scheme, names no other host and is no article link or reference already.
    public static func mayNameAnArticle(_ destination: String) -> Bool {
        guard !destination.isEmpty, LinkPolicy.scheme(of: destination) == nil, !destination.hasPrefix("//") else {
            return false
        }
        return !destination.hasPrefix(prefix) && !destination.hasPrefix(referencePrefix)
    }

    /// What a reference made by `reference(to:line:column:)` holds, or nil for any other
    /// destination.
    public static func parseReference(_ destination: String) -> (written: String, line: Int, column: Int)? {
        guard destination.hasPrefix(referencePrefix) else { return nil }
        let parts = destination.dropFirst(referencePrefix.count).split(
            separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let line = Int(parts[0]), let column = Int(parts[1]) else { return nil }
        return (String(parts[2]), line, column)
    }
}
