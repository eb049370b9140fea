import FolioLayout
import FolioModel
import FolioNavigation
import Foundation

/// An issue as `IssueBuilder` loaded it: digests in strip order for every article, and the
/// full articles and pages of the files it had to read. Unchanged files come from the build
/// cache as digests only.
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

    /// The issue's title.
    public var title: String { scan.issue.title }
    /// The total page count.
    public var pageCount: Int { entries.reduce(0) { $0 + $1.digest.pageCount } }
    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    var identity: String
    var manifest: BuildManifest
    var records: [BuildManifest.FileRecord?]
    var loaded: [Int: [(article: Article, pages: [Page])]]
    /// The build cache's lock, held for as long as this state lives.
    var lock: BuildLock?

    /// The navigation rules' export for these pages, made once per build.
    public mutating func navigationMap() throws(NavigationMapError) -> NavigationMap {
        if let navigation { return navigation }
        let made = try makeNavigationMap()
        navigation = made
        return made
    }

    var navigation: NavigationMap? = nil
    var navigationJSON: JSONFragment? = nil

    /// `navigationMap()` as script-safe JSON, written once per build for every sink.
    mutating func navigationFragment() throws(NavigationMapError) -> JSONFragment {
        if let navigationJSON { return navigationJSON }
        let fragment = JSONFragment(try navigationMap())
        navigationJSON = fragment
        return fragment
    }

    private func makeNavigationMap() throws(NavigationMapError) -> NavigationMap {
        try NavigationMap(
            pageCounts: entries.map(\.digest.pageCount),
            zoomablePagesByArticle: entries.map(\.digest.zoomablePages),
            titles: entries.map(\.digest.title),
            policy: scan.issue.settings.navigation)
    }
}
