import FolioCache
import FolioFormats
import FolioLayout
import FolioModel
import FolioNavigation
import FolioPluginAPI
import FolioText
import Foundation

/// An issue as the pipeline's order step made it and the later steps complete: digests in
/// strip order for every article, and the full articles and pages of the files read. With a
/// build cache, unchanged files come from the cache as digests only, and are read when a step
/// needs their articles (`BuildContext.loadCached`).
package struct BuildState: Sendable {
    /// The scan of the content folder.
    package var scan: ContentScan
    /// Every article in strip order.
    package var entries: [BuildEntry]
    /// Every problem found, in the order found.
    package var diagnostics: [Diagnostic]
    /// How many files each source read as content, by source name.
    package var filesBySource: [String: Int]
    /// Files a source claimed but set aside.
    package var ignored: [IgnoredFile]
    /// Files that no source claimed and no article uses.
    package var unused: [ContentFile]
    /// How many claimed files were taken from the build cache without being read.
    package var reusedFiles: Int
    /// The photos' files, once the asset stage ran.
    package var assets: PreparedAssets?
    /// The issue's fonts, once the fonts step ran: the stacks the paginator measures with and
    /// the sinks ship.
    package var fonts: IssueFonts? = nil
    /// What the build cache keeps about the fonts, once the fonts step ran.
    var fontsRecord: FontsRecord? = nil
    /// The links between articles, once the links step ran.
    package var linkState: IssueLinkState? = nil
    /// What the sources were told with each file, for reading the cached ones later alike.
    var options: SourceOptions

    /// The issue's title.
    package var title: String { scan.issue.title }
    /// The total page count.
    package var pageCount: Int { entries.reduce(0) { $0 + $1.digest.pageCount } }
    /// Whether any diagnostic is an error.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    var identity: String
    var manifest: BuildManifest
    var records: [BuildManifest.FileRecord?]
    var loaded: [Int: [(article: Article, pages: ArticlePages)]]
    /// The geometries whose lines the paginate step keeps (`Publisher.framedGeometries`), set
    /// before it runs.
    package var framedGeometries: Set<String> = []
    /// The pages of the loaded files' articles with their lines in `framedGeometries`, by
    /// claim as `loaded`: what the publishers' frames are made from.
    var lined: [Int: [LinedPages]] = [:]
    /// The build cache's lock, held for as long as this state lives.
    var lock: BuildLock?

    /// The navigation rules' export for the primary geometry's pages, made once per build.
    package mutating func navigationMap() throws(NavigationMapError) -> NavigationMap {
        try indexLayouts()[0].navigation.expanded(titles: entries.map(\.digest.title))
    }

    /// Every geometry of the issue's set with its navigation map (primary first), each map
    /// made in its compact form straight from the rules engine and written as JSON once per
    /// build for every sink's index.
    package mutating func indexLayouts() throws(NavigationMapError) -> [IssueIndex.Layout] {
        if let layouts { return layouts }
        let made = try IssueIndex.Layout.all(
            scan.issue.settings.pages.entries.map { ($0.name, $0.geometry) }, digests: entries.map(\.digest),
            policy: scan.issue.settings.navigation)
        layouts = made
        return made
    }

    /// The navigation rules' export for each geometry of the issue's set, in the set's order:
    /// the page graph differs where the page counts do, the policy is the same.
    package func navigationMaps() throws(NavigationMapError) -> [(name: String, map: NavigationMap)] {
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

    /// The pages of `entry`'s article kept with their lines (`framedGeometries`); none when no
    /// sink draws frames.
    func lined(_ entry: BuildEntry) -> LinedPages {
        lined[entry.claim]?[entry.position] ?? .none
    }

    /// The paginate step: lays out every article of the files read so far in every geometry of
    /// the issue's set, in parallel, and puts their pages into the digests and the records.
    mutating func paginateLoaded() {
        Self.paginate(
            &loaded, lined: &lined, for: scan.issue.settings.pages, typesetting: typesetting, keeping: framedGeometries)
        // Each article's digest (page counts, zoomable pages, photos) is made once, on every
        // core, for its file's record and its entry alike.
        let files = loaded.sorted { $0.key < $1.key }
        let digests = ParallelMap.map(files) { file in file.value.map { ArticleDigest($0.article, pages: $0.pages) } }
        let digested = Dictionary(uniqueKeysWithValues: zip(files.map(\.key), digests))
        for (index, fileDigests) in digested where index != BuildEntry.coverClaim {
            records[index]?.articles = fileDigests
            if let record = records[index] { manifest.files[scan.claims[index].file.relativePath] = record }
        }
        for position in entries.indices {
            guard let digest = digested[entries[position].claim]?[entries[position].position] else { continue }
            entries[position].digest.geometries = digest.geometries
            entries[position].digest.words = digest.words
        }
    }

    /// Reads and paginates the files of `claims` that are not loaded yet (the cache gave
    /// them); returns how many it read.
    @discardableResult
    mutating func loadCached(claims: Set<Int>) -> Int {
        let missing = claims.filter { loaded[$0] == nil }.sorted()
        guard !missing.isEmpty else { return 0 }
        var files = IssueBuilder.read(missing, of: scan, options: options, fingerprinting: false).mapValues(\.articles)
        Self.paginate(
            &files, lined: &lined, for: scan.issue.settings.pages, typesetting: typesetting, keeping: framedGeometries)
        linkState?.resolve(&files, in: self)
        loaded.merge(files) { $1 }
        return missing.count
    }

    /// How the issue's text is set: in its fonts once the fonts step found them (Folio's own
    /// faces before), hyphenated as issue.yaml says.
    package var typesetting: Typesetting {
        Typesetting(settings: scan.issue.settings, fonts: fonts)
    }

    /// Lays out every article of `files` in every geometry of `set`, in parallel, keeping the
    /// lines of the geometries named in `kept` in `lined`.
    private static func paginate(
        _ files: inout [Int: [(article: Article, pages: ArticlePages)]], lined: inout [Int: [LinedPages]],
        for set: PageGeometrySet, typesetting: Typesetting, keeping kept: Set<String>
    ) {
        let places = files.keys.sorted().flatMap { claim in files[claim]!.indices.map { (claim, $0) } }
        let laidOut = LinedPages.paginate(
            places.map { files[$0.0]![$0.1].article }, for: set, typesetting: typesetting, keeping: kept)
        for ((claim, position), result) in zip(places, laidOut) {
            files[claim]![position].pages = result.pages
            guard !kept.isEmpty else { continue }
            var claimLined = lined[claim] ?? Array(repeating: .none, count: files[claim]!.count)
            claimLined[position] = result.lined
            lined[claim] = claimLined
        }
    }

    /// The issue with every article, in strip order; every file must be loaded.
    package var issue: Issue {
        var issue = scan.issue
        issue.articles = entries.map { article($0).article }
        return issue
    }

    /// The issue's cover alone as a publication (its pages in every geometry, the issue's fonts,
    /// folder and photos' files), for drawing it (the shelf's drawn covers); nil when the issue
    /// has no cover.
    package func coverPublication() -> Publication? {
        guard let entry = entries.first(where: { $0.claim == BuildEntry.coverClaim }) else { return nil }
        let pair = article(entry)
        var issue = scan.issue
        issue.articles = [pair.article]
        var publication = Publication(
            issue: issue, pages: PageMatrix(scan.issue.settings.pages, articles: [pair.pages]), folder: scan.folder,
            assets: assets)
        publication.fonts = fonts
        return publication
    }

    /// What a sink that takes the whole issue receives; every file must be loaded and paginated.
    /// It carries the pages the paginate step kept with their lines (`framedGeometries`), from
    /// which the sink's frames are made without a second pagination.
    func publication() -> Publication {
        var issue = scan.issue
        var pages: [ArticlePages] = []
        var lined: [LinedPages] = []
        for entry in entries {
            let pair = article(entry)
            issue.articles.append(pair.article)
            pages.append(pair.pages)
            lined.append(self.lined(entry))
        }
        let set = scan.issue.settings.pages
        var publication = Publication(
            issue: issue, pages: PageMatrix(set, articles: pages), folder: scan.folder, assets: assets)
        publication.fonts = fonts
        publication.lined = lined
        return publication
    }
}
