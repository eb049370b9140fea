import FolioPluginAPI

/// `feed.xml` (Atom, RFC 4287): the issue as a feed, one entry per article in strip order, each
/// linking to the article's first page in the carousel.
struct AtomFeed {
    let site: SiteAddress
    let issue: Issue

    var xml: String {
        let dates = IssueDates(issue)
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<feed xmlns="http://www.w3.org/2005/Atom">"#,
            "  <id>\(XMLText.escaped(site.description))</id>",
            "  <title>\(XMLText.escaped(issue.title))</title>",
        ]
        if let subtitle = issue.subtitle { lines.append("  <subtitle>\(XMLText.escaped(subtitle))</subtitle>") }
        lines += [
            "  <updated>\(IssueDates.timestamp(dates.newest))</updated>",
            "  <author><name>\(XMLText.escaped(issue.title))</name></author>",
            #"  <link rel="alternate" type="text/html" href="\#(XMLText.escaped(site.description))"/>"#,
            #"  <link rel="self" href="\#(XMLText.escaped(site.url(for: "feed.xml")))"/>"#,
        ]
        for article in issue.articles {
            let link = XMLText.escaped(site.url(for: "#/\(article.id)/1"))
            lines += [
                "  <entry>",
                "    <id>\(link)</id>",
                "    <title>\(XMLText.escaped(article.title))</title>",
                "    <updated>\(IssueDates.timestamp(article.date ?? issue.date))</updated>",
                #"    <link rel="alternate" type="text/html" href="\#(link)"/>"#,
            ]
            if let author = article.author {
                lines.append("    <author><name>\(XMLText.escaped(author))</name></author>")
            }
            if let summary = article.summary { lines.append("    <summary>\(XMLText.escaped(summary))</summary>") }
            lines.append("  </entry>")
        }
        lines.append("</feed>")
        return lines.joined(separator: "\n") + "\n"
    }
}
