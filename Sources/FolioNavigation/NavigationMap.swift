import Foundation

/// The navigation rules of an issue as data, for sinks and JSON clients that do not run
/// `Navigator` themselves: the policy, each article's title, page count and zoomable pages,
/// and for every page where each arrow leads and what each edge pull reveals.
///
/// Neighbours are those of the resting state at the page (no overlay, no zoom, nothing
/// revealed, nothing remembered); a runtime applies `remember-page` and the `advance`
/// second pull from the policy and `reveals`.
public struct NavigationMap: Sendable, Hashable {
    /// The issue's navigation policy.
    public var policy: NavigationPolicy
    /// The articles in strip order.
    public var articles: [Column]

    /// Creates a map from its parts, as `CompactNavigationMap.expanded(titles:)` gives them back.
    public init(policy: NavigationPolicy, articles: [Column]) {
        self.policy = policy
        self.articles = articles
    }

    /// Maps an issue's shape, computing every page's neighbours with `Navigator`.
    ///
    /// - Throws: `NavigationMapError` when there is not one title per article.
    package init(shape: IssueShape, titles: [String], policy: NavigationPolicy) throws(NavigationMapError) {
        guard titles.count == shape.articleCount else {
            throw .titleCount(articles: shape.articleCount, titles: titles.count)
        }
        let navigator = Navigator(shape: shape, policy: policy)
        self.policy = policy
        self.articles = titles.enumerated().map { article, title in
            Column(
                title: title,
                pages: shape.pageCounts[article],
                zoomable: shape.zoomablePages(of: article),
                links: (0..<shape.pageCounts[article]).map { page in
                    PageLinks(at: Position(article, page), navigator: navigator)
                })
        }
    }

    /// Maps an issue given as plain page counts and zoomable pages per article, as the
    /// paginator's output reduces to.
    ///
    /// - Throws: `NavigationMapError` when the shape is not navigable or the titles do not match.
    package init(
        pageCounts: [Int], zoomablePages: [Int: [Int]] = [:], titles: [String], policy: NavigationPolicy
    ) throws(NavigationMapError) {
        let shape: IssueShape
        do {
            shape = try IssueShape(pageCounts: pageCounts, zoomablePages: zoomablePages)
        } catch {
            throw .shape(error)
        }
        try self.init(shape: shape, titles: titles, policy: policy)
    }

    /// Maps an issue given as each article's page count, zoomable pages and title, in strip
    /// order, as a publication's columns or a build's article digests give them.
    ///
    /// - Throws: `NavigationMapError` when the shape is not navigable or the titles do not match.
    package init(
        pageCounts: [Int], zoomablePagesByArticle: [[Int]], titles: [String], policy: NavigationPolicy
    ) throws(NavigationMapError) {
        let shape: IssueShape
        do {
            shape = try IssueShape(pageCounts: pageCounts, zoomablePagesByArticle: zoomablePagesByArticle)
        } catch {
            throw .shape(error)
        }
        try self.init(shape: shape, titles: titles, policy: policy)
    }
}
