import FolioPluginAPI
import Foundation

/// Writes what a static host wants beside the HTML carousel: `sitemap.xml` (the reader and the
/// contents page, dated by the issue), `robots.txt` pointing to it, and `feed.xml`, an Atom
/// feed with one entry per article that opens the article in the carousel.
///
/// The carousel's articles live in content-hashed files that only the contents page links, so
/// the sitemap names the two pages a crawler starts from; the feed links each article by its
/// deep link (`#/ARTICLE-ID/1`), which feed readers keep. Copy the three files into the folder
/// the HTML sink wrote (`dist/html`) before uploading it.
public struct SitemapPublisher: Publisher {
    /// Where the HTML carousel is served from (`https://example.com/slow-ground/`), as given;
    /// nil when not configured.
    public let site: String?

    /// A publisher for the carousel served at `site`.
    public init(site: String?) {
        self.site = site
    }

    /// `folio build --sink sitemap`.
    public var name: String { "sitemap" }

    /// What `folio plugins` says.
    public var summary: String { "sitemap.xml, robots.txt and an Atom feed for the HTML carousel's host" }

    /// Part of every `folio build` once the site's address is known.
    public var publishesByDefault: Bool { site != nil }

    /// Writes `sitemap.xml`, `robots.txt` and `feed.xml` into `folder`.
    ///
    /// - Throws: `SitemapError` when no address or a wrong one is configured, or the file
    ///   system's error.
    public func publish(_ publication: Publication, to folder: URL) throws {
        guard let site = try self.site.map(SiteAddress.init) else { throw SitemapError.noSite }
        let issue = publication.issue
        let files = [
            "sitemap.xml": Sitemap(site: site, issue: issue).xml,
            "robots.txt": "User-agent: *\nAllow: /\nSitemap: \(site.url(for: "sitemap.xml"))\n",
            "feed.xml": AtomFeed(site: site, issue: issue).xml,
        ]
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
    }
}
