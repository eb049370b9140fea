import FolioPluginAPI

/// `sitemap.xml` (sitemaps.org 0.9): the reader and its contents page, each dated by the issue
/// (or its newest article when the issue has no date).
struct Sitemap {
    let site: SiteAddress
    let issue: Issue

    var xml: String {
        let lastModified = IssueDates(issue).newest.map { "<lastmod>\($0)</lastmod>" } ?? ""
        let urls = ["", "contents.html"].map { path in
            "  <url><loc>\(XMLText.escaped(site.url(for: path)))</loc>\(lastModified)</url>\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
            \(urls.joined())</urlset>

            """
    }
}
