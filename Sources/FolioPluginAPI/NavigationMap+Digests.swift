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

extension CompactNavigationMap {
    /// The compact map of an issue whose articles, in strip order, have these digests, made
    /// straight from the rules engine (a build's index needs no page's links kept).
    public init(digests: [ArticleDigest], policy: NavigationPolicy) throws(NavigationMapError) {
        let shape: IssueShape
        do {
            shape = try IssueShape(
                pageCounts: digests.map(\.pageCount), zoomablePagesByArticle: digests.map(\.zoomablePages))
        } catch {
            throw .shape(error)
        }
        self.init(shape: shape, policy: policy)
    }
}
