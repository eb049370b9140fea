import FolioPluginAPI
import Foundation

/// The shelf's Atom feed (RFC 4287), `feed.xml` beside the shelf page: one entry per issue,
/// newest first, each with its id, title, updated time, link, summary and authors. With a base
/// URL the links are absolute and the ids are the issues' URLs; without one the links are
/// relative to the feed and the ids are `urn:uuid:` names made from the slug.
struct ShelfFeed {
    /// The feed's path beside the shelf page.
    static let path = "feed.xml"

    /// The shelf.
    var shelf: ShelfSite

    /// The document.
    var xml: String {
        let escape = HTMLEscaping.escape
        let base = shelf.baseURL
        var lines = [
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>",
            "<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"\(escape(shelf.language))\"\(base.map { " xml:base=\"\(escape($0))\"" } ?? "")>",
            "<title>\(escape(shelf.title))</title>",
            "<id>\(escape(base ?? ShelfSite.uuid("shelf:\(shelf.title)")))</id>",
            "<updated>\(escape(shelf.issues.map(\.updated).max() ?? "1970-01-01T00:00:00Z"))</updated>",
            "<author><name>\(escape(shelf.author))</name></author>",
            "<link rel=\"alternate\" type=\"text/html\" href=\"\(escape(base ?? "index.html"))\"/>",
        ]
        if let base {
            lines.append("<link rel=\"self\" type=\"application/atom+xml\" href=\"\(escape(base + Self.path))\"/>")
        }
        lines.append("<generator>Folio</generator>")
        for issue in shelf.issues {
            let url = shelf.url(of: issue)
            lines.append("<entry>")
            lines.append("<id>\(escape(url ?? ShelfSite.uuid("issue:\(issue.slug)")))</id>")
            lines.append("<title>\(escape(Self.title(of: issue)))</title>")
            lines.append("<updated>\(escape(issue.updated))</updated>")
            lines.append(
                "<link rel=\"alternate\" type=\"text/html\" href=\"\(escape(url.map { $0 + "index.html" } ?? "\(issue.slug)/index.html"))\"/>"
            )
            for author in issue.authors { lines.append("<author><name>\(escape(author))</name></author>") }
            if let summary = issue.summary { lines.append("<summary>\(escape(summary))</summary>") }
            lines.append("</entry>")
        }
        lines.append("</feed>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// An entry's title: the issue's, with its number when it has one.
    static func title(of issue: ShelfIssue) -> String {
        issue.number.map { "\(issue.title), No. \($0)" } ?? issue.title
    }
}
