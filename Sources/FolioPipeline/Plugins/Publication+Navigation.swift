import FolioNavigation

extension Publication {
    /// The navigation rules' export for this publication's pages: every sink that ships the
    /// rules as data (the JSON bundle, the HTML carousel) uses this one map.
    public func navigationMap() throws(NavigationMapError) -> NavigationMap {
        try NavigationMap(digests: digests, policy: issue.settings.navigation)
    }

    /// Each article's digest, every geometry's pages, in strip order.
    public var digests: [ArticleDigest] {
        zip(issue.articles, layouts.articles).map { ArticleDigest($0, pages: $1) }
    }

    /// Every geometry of the issue's set with its navigation map, primary first, for the
    /// sinks' indexes.
    public func indexLayouts() throws(NavigationMapError) -> [IssueIndex.Layout] {
        try IssueIndex.Layout.all(
            layouts.entries.map { ($0.name, $0.layout.geometry) }, digests: digests, policy: issue.settings.navigation)
    }
}
