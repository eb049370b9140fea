import FolioPluginAPI

/// What the Markdown source does with a link whose scheme `LinkPolicy` refuses: the link is
/// reduced to its text and a warning says where, which scheme, and what Folio links to.
enum LinkSafety {
    /// The warning for a link to `scheme`, or `nil` when `destination` may be linked to.
    static func warning(for destination: String) -> String? {
        guard let scheme = LinkPolicy.refusedScheme(of: destination) else { return nil }
        return "link to a '\(scheme):' URL was reduced to its text; Folio links only to http, https and mailto "
            + "addresses, relative paths (other articles, files) and #fragments"
    }
}
