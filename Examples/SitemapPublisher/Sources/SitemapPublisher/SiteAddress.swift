/// The address the HTML carousel is served from (`https://example.com/slow-ground/`): where
/// every URL the publisher writes starts.
struct SiteAddress: Sendable, Equatable, CustomStringConvertible {
    /// The address, ending in `/`.
    let description: String

    /// Reads an `http` or `https` address with a host; a missing final `/` is added.
    ///
    /// - Throws: `SitemapError.badSite` for anything else.
    init(_ text: String) throws(SitemapError) {
        let lowered = text.lowercased()
        let scheme = ["https://", "http://"].first { lowered.hasPrefix($0) }
        guard let scheme, text.count > scheme.count,
            !text.contains(where: { $0.isWhitespace || $0 == "#" || $0 == "?" })
        else { throw .badSite(text) }
        description = text.hasSuffix("/") ? text : text + "/"
    }

    /// The address of `path`, relative to the site.
    func url(for path: String) -> String {
        description + path
    }
}
