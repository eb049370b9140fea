import FolioNavigation

extension Publication {
    /// The navigation rules' export for this publication's pages: every sink that ships the
    /// rules as data (the JSON bundle, the HTML carousel) uses this one map.
    public func navigationMap() throws(NavigationMapError) -> NavigationMap {
        try NavigationMap(
            pageCounts: layout.columns.map(\.count),
            zoomablePagesByArticle: layout.columns.map { column in column.indices.filter { column[$0].isZoomable } },
            titles: issue.articles.map(\.title),
            policy: issue.settings.navigation)
    }
}
