import FolioNavigation

extension Publication {
    /// The navigation rules' export for this publication's pages: every sink that ships the
    /// rules as data (the JSON bundle, the HTML carousel) uses this one map.
    public func navigationMap() throws(NavigationMapError) -> NavigationMap {
        try NavigationMap(digests: digests, policy: issue.settings.navigation)
    }

    /// Each article's digest, every geometry's pages, in strip order.
    public var digests: [ArticleDigest] {
        zip(issue.articles, pages.articles).map { ArticleDigest($0, pages: $1) }
    }
}
