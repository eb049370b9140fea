import FolioNavigation

extension NavigationMap {
    /// The map of an issue whose articles, in strip order, have these digests: the one place a
    /// navigation map is made from an issue, for a build and for a whole publication alike.
    public init(digests: [ArticleDigest], policy: NavigationPolicy) throws(NavigationMapError) {
        try self.init(
            pageCounts: digests.map(\.pageCount),
            zoomablePagesByArticle: digests.map(\.zoomablePages),
            titles: digests.map(\.title),
            policy: policy)
    }
}
