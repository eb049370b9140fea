import FolioModel
import FolioNavigation

/// What a sink's issue-level files (`issue.json`, `index.html`) are made from: the issue's own
/// words, the geometry, the navigation map, one entry per article and the photos' files.
/// It holds no article's blocks, so a warm build can make it without loading unchanged files.
public struct IssueIndex: Sendable {
    /// One article of the strip.
    public struct Entry: Sendable {
        /// The article's digest, with its id made unique in the issue.
        public var digest: ArticleDigest
        /// The path of the article's own file in the sink's output, as the sink named it.
        public var file: String

        /// Creates an entry.
        public init(digest: ArticleDigest, file: String) {
            self.digest = digest
            self.file = file
        }
    }

    /// The issue title.
    public var title: String
    /// The subtitle, if any.
    public var subtitle: String?
    /// The date as YYYY-MM-DD, if any.
    public var date: String?
    /// The geometry the pages were made for.
    public var geometry: PageGeometry
    /// The navigation rules' export for these pages.
    public var navigation: NavigationMap
    /// `navigation` as script-safe JSON, written once for every sink's index.
    public var navigationJSON: JSONFragment
    /// The articles in strip order.
    public var articles: [Entry]
    /// Every photo's files.
    public var assets: AssetCatalog

    /// The index of `issue` (its title, subtitle and date) laid out in `geometry`: the one
    /// place a build and a whole publication make their index.
    public init(
        issue: Issue, geometry: PageGeometry, navigation: NavigationMap, navigationJSON: JSONFragment? = nil,
        articles: [Entry], assets: AssetCatalog
    ) {
        self.init(
            title: issue.title, subtitle: issue.subtitle, date: issue.date, geometry: geometry,
            navigation: navigation, navigationJSON: navigationJSON, articles: articles, assets: assets)
    }

    /// Creates an index; `navigationJSON` is written from `navigation` unless given.
    public init(
        title: String, subtitle: String?, date: String?, geometry: PageGeometry,
        navigation: NavigationMap, navigationJSON: JSONFragment? = nil, articles: [Entry], assets: AssetCatalog
    ) {
        self.navigationJSON = navigationJSON ?? JSONFragment(navigation)
        self.title = title
        self.subtitle = subtitle
        self.date = date
        self.geometry = geometry
        self.navigation = navigation
        self.articles = articles
        self.assets = assets
    }
}
