/// Why the sitemap publisher cannot write.
public enum SitemapError: Error, Equatable, CustomStringConvertible {
    /// No site address was configured.
    case noSite
    /// The configured address is not an `http` or `https` address.
    case badSite(String)

    /// What to do about it.
    public var description: String {
        switch self {
        case .noSite:
            "the sitemap needs the address the HTML carousel is served from: set FOLIO_SITE_URL (https://example.com/issue/)"
        case .badSite(let text):
            "'\(text)' is not an http or https address for the site (FOLIO_SITE_URL)"
        }
    }
}
