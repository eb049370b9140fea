extension Publication {
    /// The navigation rules' export for this publication's pages: every sink that ships the
    /// rules as data (the JSON bundle, the HTML carousel) uses this one map.
    public func navigationMap() throws(NavigationMapError) -> NavigationMap {
        var zoomable: [Int: [Int]] = [:]
        for (article, column) in layout.columns.enumerated() {
            let pages = column.indices.filter { column[$0].isZoomable }
            if !pages.isEmpty { zoomable[article] = pages }
        }
        return try NavigationMap(
            pageCounts: layout.columns.map(\.count),
            zoomablePages: zoomable,
            titles: issue.articles.map(\.title),
            policy: issue.settings.navigation)
    }
}
