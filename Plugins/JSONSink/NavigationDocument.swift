import FolioCore

/// The navigation section of `issue.json`: the policy and the shape of the strip.
public struct NavigationDocument: Encodable, Sendable {
    /// The issue's navigation policy, with NAVIGATION.md's key names.
    public let policy: NavigationPolicy
    /// Each article's page count, in strip order.
    public let pages: [Int]
    /// Each article's zoomable page indices, keyed by article index as a string.
    public let zoomable: [String: [Int]]

    init(_ publication: Publication) {
        policy = publication.issue.settings.navigation
        pages = publication.layout.columns.map(\.count)
        var zoomable: [String: [Int]] = [:]
        for (article, column) in publication.layout.columns.enumerated() {
            let indices = column.indices.filter { column[$0].isZoomable }
            if !indices.isEmpty { zoomable[String(article)] = indices }
        }
        self.zoomable = zoomable
    }
}
