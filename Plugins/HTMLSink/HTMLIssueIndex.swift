import FolioCore
import Foundation

/// What `index.html` carries about one article: enough to navigate, deep-link, announce and
/// list it in the contents overlay before (or without) loading its pages.
public struct HTMLArticleSummary: Sendable, Equatable {
    /// The article's id, as deep links (`#/ID/PAGE`) name it.
    public var id: String
    /// The title, for the contents overlay, peeks and announcements.
    public var title: String
    /// The author, for the contents, if the source names one.
    public var author: String?
    /// The one- or two-sentence summary, for the contents, if any.
    public var summary: String?
    /// The content path of the article's file, so that a link to it (`other-article.md`) can
    /// navigate inside the carousel.
    public var source: String
    /// The bundle path of the contents overlay's thumbnail (the article's first photo), if any.
    public var thumb: String?
    /// How many pages the article has.
    public var pageCount: Int
    /// The bundle path of the article's page (`articles/HASH.html`), which carries the carousel's pages.
    public var file: String

    /// The summary of one entry of an issue index, whose photos are in `catalog`.
    public init(_ entry: IssueIndex.Entry, catalog: AssetCatalog) {
        id = entry.digest.id
        title = entry.digest.title
        author = entry.digest.author
        summary = entry.digest.summary
        source = entry.digest.sourcePath
        thumb = entry.digest.photos.first.flatMap { catalog.asset(for: $0)?.thumbnail.path }
        pageCount = entry.digest.pageCount
        file = entry.file
    }
}

/// The issue-level data that `index.html` holds as an inert `<script type="application/json"
/// id="folio-issue">` block: the issue's title, the page geometry, the rules engine's
/// `NavigationMap` and one `HTMLArticleSummary` per article. The pages themselves are in the
/// articles' own pages (`HTMLArticlePage`), so this needs nothing of an article but its summary.
public struct HTMLIssueIndex: Sendable {
    /// The page geometry in CSS pixels.
    public struct Geometry: Sendable, Equatable {
        var width: Double
        var height: Double
        var margin: Double
    }

    /// The issue's title.
    public var title: String
    /// The issue's subtitle, if any.
    public var subtitle: String?
    /// The page size and margin the pages were made for.
    public var geometry: Geometry
    /// Where every arrow leads from every page, and the policy.
    public var navigation: NavigationMap
    /// `navigation` as written once for the build (see `IssueIndex.navigationJSON`).
    var navigationJSON: JSONFragment

    /// The articles in strip order.
    public var articles: [HTMLArticleSummary]

    /// The index of an issue titled `title` whose pages have `geometry`.
    public init(
        title: String, subtitle: String? = nil, geometry: PageGeometry, navigation: NavigationMap,
        navigationJSON: JSONFragment? = nil,
        articles: [HTMLArticleSummary]
    ) {
        self.navigationJSON = navigationJSON ?? JSONFragment(navigation)
        self.title = title
        self.subtitle = subtitle
        self.geometry = Geometry(width: geometry.width, height: geometry.height, margin: geometry.margin)
        self.navigation = navigation
        self.articles = articles
    }

    /// `index.html` with this data.
    public func indexPage() throws -> Data {
        Data(
            IndexPage(title: title, subtitle: subtitle, articles: articles, payloadJSON: try scriptSafeJSON()).html.utf8
        )
    }

    /// Compact JSON with sorted keys, written by `JSONWriter` in script-safe mode so that no content can close
    /// the `<script type="application/json">` element it sits in.
    func scriptSafeJSON() throws -> String {
        String(decoding: JSONWriter.data(self, scriptSafe: true, newline: false), as: UTF8.self)
    }
}
