import FolioLayout
import FolioModel
import FolioNavigation
import FolioText
import Foundation

/// What an `IncrementalPublisher`'s issue-level files (`issue.json`, `index.html`) are made from: the issue's own
/// words, every geometry of its set with that geometry's navigation map, one entry per article
/// and the photos' files.
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

    /// One geometry of the issue's set and the navigation rules' export for its pages.
    public struct Layout: Sendable {
        /// The geometry's name in the set (`phone`, `desktop`, ...).
        public var name: String
        /// The geometry.
        public var geometry: PageGeometry
        /// The navigation rules' export for the pages made in this geometry, in the compact
        /// form the bundles carry.
        package var navigation: CompactNavigationMap
        /// `navigation` as script-safe JSON, written once for every sink's index.
        public var navigationJSON: JSONFragment

        /// Creates a layout; `navigationJSON` is written from `navigation` unless given.
        package init(
            name: String, geometry: PageGeometry, navigation: CompactNavigationMap,
            navigationJSON: JSONFragment? = nil
        ) {
            self.name = name
            self.geometry = geometry
            self.navigation = navigation
            self.navigationJSON = navigationJSON ?? JSONFragment(navigation)
        }

        /// Creates a layout from the full map.
        package init(name: String, geometry: PageGeometry, navigation: NavigationMap) {
            self.init(name: name, geometry: geometry, navigation: CompactNavigationMap(navigation))
        }
    }

    /// The issue title.
    public var title: String
    /// The subtitle, if any.
    public var subtitle: String?
    /// The date as YYYY-MM-DD, if any.
    public var date: String?
    /// Every geometry of the issue's set with its navigation map, primary first (never empty).
    public var layouts: [Layout]
    /// The primary geometry, the one sinks with a single page map use.
    public var geometry: PageGeometry { layouts[0].geometry }
    /// The primary geometry's navigation map, in its compact form.
    package var navigation: CompactNavigationMap { layouts[0].navigation }
    /// `navigation` as script-safe JSON.
    public var navigationJSON: JSONFragment { layouts[0].navigationJSON }
    /// The articles in strip order.
    public var articles: [Entry]
    /// Every photo's files.
    public var assets: AssetCatalog
    /// The issue's fonts (the stacks the pages were measured with), which the HTML bundle ships.
    public var fonts: IssueFonts? = nil
    /// Whether the issue's text is justified (`justify:` in `issue.yaml`), as the sinks that set
    /// text show it.
    public var justify = false
    /// The language the issue's own pages state (`lang`): `issue.yaml`'s `lang:`, else `en`.
    public var language = LanguageTag.unnamed
    /// The direction of the issue's language, its own pages' `dir`.
    public var direction = WritingDirection.leftToRight
    /// The issue's `base-url:`, ending in `/`, for the absolute URLs of share metadata.
    public var baseURL: String? = nil
    /// The issue's number (`number:`), if any.
    public var number: String? = nil
    /// The cover's lines, in order (empty without a cover).
    public var coverLines: [CoverLine] = []
    /// What `theme:` changes in the page theme, for the sinks that write it (`fonts.css`,
    /// `issue.json`'s `theme`).
    public var theme = ThemeSettings()
    /// The file of the strip's first article (the cover, where the issue has one: the page a
    /// reader opens on) as the sink wrote it, for a sink whose index carries it so that the
    /// first page needs nothing more (the carousel's `index.html`); nil when it could not be read.
    public var openingArticleFile: Data? = nil
    /// Where a publisher keeps what it derives slowly from bytes that seldom change (its font
    /// files) between builds; nil when the build has no cache.
    public var derivedFiles: DerivedFileCache? = nil

    /// The index of `issue` (its title, subtitle and date) laid out in every geometry of
    /// `layouts` (primary first): the one place a build and a whole publication make their index.
    package init(issue: Issue, layouts: [Layout], articles: [Entry], assets: AssetCatalog) {
        precondition(!layouts.isEmpty, "an index has at least one geometry")
        title = issue.title
        subtitle = issue.subtitle
        date = issue.date
        self.layouts = layouts
        self.articles = articles
        self.assets = assets
        justify = issue.settings.justify
        language = issue.settings.pageLanguage
        direction = issue.settings.writingDirection
        baseURL = issue.settings.baseURL
        number = issue.number
        coverLines = issue.coverLines
        theme = issue.settings.theme
    }

    /// Creates an index of one geometry, named as a single `page:`.
    package init(
        title: String, subtitle: String?, date: String?, geometry: PageGeometry,
        navigation: NavigationMap, navigationJSON: JSONFragment? = nil, articles: [Entry], assets: AssetCatalog
    ) {
        self.title = title
        self.subtitle = subtitle
        self.date = date
        layouts = [
            Layout(
                name: PageGeometrySet.singleName, geometry: geometry, navigation: CompactNavigationMap(navigation),
                navigationJSON: navigationJSON)
        ]
        self.articles = articles
        self.assets = assets
    }
}

extension IssueIndex.Layout {
    /// Each of `geometries` with the compact navigation map of articles with these `digests`
    /// (each digest holding its pages in every geometry, in the same order), the maps made on
    /// every core: the one place a build and a whole publication make their indexes' layouts.
    package static func all(
        _ geometries: [(name: String, geometry: PageGeometry)], digests: [ArticleDigest], policy: NavigationPolicy
    ) throws(NavigationMapError) -> [IssueIndex.Layout] {
        let maps = ParallelMap.map(Array(geometries.indices), threshold: 2) { index in
            Result { () throws(NavigationMapError) in
                try CompactNavigationMap(digests: digests.map { $0.inGeometry(index) }, policy: policy)
            }
        }
        var layouts: [IssueIndex.Layout] = []
        for (geometry, map) in zip(geometries, maps) {
            layouts.append(
                IssueIndex.Layout(name: geometry.name, geometry: geometry.geometry, navigation: try map.get()))
        }
        return layouts
    }
}

extension IssueIndex {
    /// Reads `openingArticleFile` from `folder`, where the articles' files were just written.
    package mutating func readOpeningArticle(in folder: URL) {
        guard let first = articles.first, !first.file.isEmpty else { return }
        openingArticleFile = try? Data(contentsOf: folder.appendingPathComponent(first.file))
    }
}
