import FolioPluginAPI

/// What the Markdown source does with a link's destination: one whose scheme `LinkPolicy`
/// refuses is reduced to its text, with a warning that says where, which scheme, and what
/// Folio links to; one that may name an article of the issue (a relative or site-root path, a
/// `#fragment`, Zola's `@/path.md`) is left for the build's link step as an
/// `ArticleLink.reference`, with where it was written. The source knows no other file: only
/// the build, once every article is known, can tell what such a link leads to.
enum LinkSafety {
    /// The warning for a link to `scheme`, or `nil` when `destination` may be linked to.
    static func warning(for destination: String) -> String? {
        guard let scheme = LinkPolicy.refusedScheme(of: destination) else { return nil }
        return "link to a '\(scheme):' URL was reduced to its text; Folio links only to http, https and mailto "
            + "addresses, relative paths (other articles, files) and #fragments"
    }

    /// The destination an allowed link written as `destination` at `location` gets in the
    /// article: a reference for the build to resolve (an empty destination too, which the build
    /// finds leads nowhere, as happens when a template was the whole address), or the destination
    /// as written (a URL with a scheme, a `//host` reference).
    static func destination(_ destination: String, at location: SourceLocation) -> String {
        guard destination.isEmpty || ArticleLink.mayNameAnArticle(destination), let line = location.line else {
            return destination
        }
        return ArticleLink.reference(to: destination, line: line, column: location.column ?? 1)
    }

}
