import FolioFormats
import FolioLayout
import FolioModel
import FolioNavigation
import FolioPluginAPI
import Foundation

/// An issue as the pipeline's load step left it (`IssueBuilder.load`): digests in strip order
/// for every article, and the full articles and pages of the files it read. With a build
/// cache, unchanged files come from the cache as digests only, and are read when a step
/// needs their articles.
public struct BuildState: Sendable {
    /// The scan of the content folder.
    public var scan: ContentScan
    /// Every article in strip order.
    public var entries: [BuildEntry]
    /// Every problem found, in the order found.
    public var diagnostics: [Diagnostic]
    /// How many files each source read as content, by source name.
    public var filesBySource: [String: Int]
    /// Files a source claimed but set aside.
    public var ignored: [IgnoredFile]
    /// Files that no source claimed and no article uses.
    public var unused: [ContentFile]
    /// How many claimed files were taken from the build cache without being read.
    public var reusedFiles: Int
    /// The photos' files, once the asset stage ran.
    public var assets: PreparedAssets?
    /// How long each step took so far.
    public var timings: StepTimings

    /// The issue's title.
    public var title: String { scan.issue.title }
    /// The total page count.
    public var pageCount: Int { entries.reduce(0) { $0 + $1.digest.pageCount } }
    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    var identity: String
    var manifest: BuildManifest
    var records: [BuildManifest.FileRecord?]
    var loaded: [Int: [(article: Article, pages: ArticlePages)]]
    /// The build cache's lock, held for as long as this state lives.
    var lock: BuildLock?

    /// The navigation rules' export for the primary geometry's pages, made once per build.
    public mutating func navigationMap() throws(NavigationMapError) -> NavigationMap {
        try indexLayouts()[0].navigation.expanded(titles: entries.map(\.digest.title))
    }

    /// Every geometry of the issue's set with its navigation map (primary first), each map
    /// made in its compact form straight from the rules engine and written as JSON once per
    /// build for every sink's index.
    public mutating func indexLayouts() throws(NavigationMapError) -> [IssueIndex.Layout] {
        if let layouts { return layouts }
        let made = try IssueIndex.Layout.all(
            scan.issue.settings.pages.entries.map { ($0.name, $0.geometry) }, digests: entries.map(\.digest),
            policy: scan.issue.settings.navigation)
        layouts = made
        return made
    }

    /// The navigation rules' export for each geometry of the issue's set, in the set's order:
    /// the page graph differs where the page counts do, the policy is the same.
    public func navigationMaps() throws(NavigationMapError) -> [(name: String, map: NavigationMap)] {
        var maps: [(name: String, map: NavigationMap)] = []
        for (index, geometry) in scan.issue.settings.pages.entries.enumerated() {
            let digests = entries.map { $0.digest.inGeometry(index) }
            maps.append((geometry.name, try NavigationMap(digests: digests, policy: scan.issue.settings.navigation)))
        }
        return maps
    }

    var layouts: [IssueIndex.Layout]? = nil

    /// The article of `entry` with its pages in every geometry, its id made unique; its file
    /// must be loaded.
    func article(_ entry: BuildEntry) -> (article: Article, pages: ArticlePages) {
        guard var pair = loaded[entry.claim]?[entry.position] else {
            preconditionFailure("article \(entry.id) was not loaded")
        }
        pair.article.id = entry.id
        return pair
    }

    /// The issue with every article, in strip order; every file must be loaded.
    public var issue: Issue {
        var issue = scan.issue
        issue.articles = entries.map { article($0).article }
        return issue
    }

    /// What a sink that takes the whole issue receives; every file must be loaded and paginated.
    func publication() -> Publication {
        var issue = scan.issue
        var pages: [ArticlePages] = []
        for entry in entries {
            let pair = article(entry)
            issue.articles.append(pair.article)
            pages.append(pair.pages)
        }
        let layouts = GeometryLayouts(scan.issue.settings.pages, articles: pages)
        return Publication(issue: issue, layouts: layouts, folder: scan.folder, assets: assets)
    }
}
