import FolioLayout
import FolioModel
import Foundation

/// `folio build`'s pipeline with a build cache: load, paginate, prepare photos, publish, each
/// doing only what changed since the last build into the same cache.
///
/// A file whose content (and the photos it uses) is unchanged is not read again: its article
/// digests come from the cache's manifest. An article whose inputs are unchanged keeps its
/// file in an `ArticleFileSink`'s output (files are named by the hash of their bytes), so a
/// rebuild after one article changes writes that article's file and the index only. The
/// output is always byte-identical to a build with an empty cache.
public struct IssueBuilder: Sendable {
    /// The plugins to use.
    public var registry: PluginRegistry
    /// The cache folder (photo renditions in `assets/`, the manifest in `build/`).
    public var cache: URL

    /// Creates a builder.
    public init(registry: PluginRegistry, cache: URL) {
        self.registry = registry
        self.cache = cache
    }

    /// Scans, loads and paginates the issue in the folder at `path`, reading only the files
    /// that changed since the last build with this cache. Problems with files are diagnostics
    /// in the result; a missing or empty folder throws.
    public func load(folderAt path: String) async throws(FolioError) -> BuildState {
        let scan = try ContentScan(folderAt: path, registry: registry)
        let identity = BuildCache.identity(of: scan)
        let buildCache = BuildCache(folder: cache)
        let lock = try buildCache.lock()
        let swept = buildCache.sweep()
        let manifest = buildCache.manifest(identity: identity)
        var usedFiles = UsedFileHashes(folder: scan.folder, previous: manifest.usedFiles)

        var records: [BuildManifest.FileRecord?] = Array(repeating: nil, count: scan.claims.count)
        var fingerprints: [FileFingerprint?] = Array(repeating: nil, count: scan.claims.count)
        var toRead: [Int] = []
        for (index, claim) in scan.claims.enumerated() {
            // A file the last build did not record is fingerprinted while it is read, in parallel.
            guard let old = manifest.files[claim.file.relativePath] else {
                toRead.append(index)
                continue
            }
            let fingerprint = FileFingerprint.of(claim.file.url, previous: old.fingerprint)
            fingerprints[index] = fingerprint
            var record = old
            guard let fingerprint, record.fingerprint.hash == fingerprint.hash, record.source == claim.source.name,
                  !record.diagnostics.contains(where: { $0.severity == .error }),
                  record.usedFiles.allSatisfy({ usedFiles.hash(of: $0.key) == $0.value })
            else {
                toRead.append(index)
                continue
            }
            record.fingerprint = fingerprint
            records[index] = record
        }
        let reused = scan.claims.count - toRead.count
        let loaded = read(toRead, of: scan)
        for (index, articles) in loaded {
            records[index] = record(
                for: scan.claims[index], fingerprint: fingerprints[index] ?? articles.fingerprint, articles: articles.articles,
                output: articles.output, usedFiles: &usedFiles)
        }

        let assembly = ClaimAssembly<BuildEntry>(scan, records.enumerated().compactMap { index, record in
            record.map { record in
                .init(claim: index, diagnostics: record.diagnostics, usedFiles: Array(record.usedFiles.keys),
                      ignoredBecause: record.ignoredBecause,
                      items: record.articles.enumerated().map { BuildEntry(claim: index, position: $0.offset, digest: $0.element) })
            }
        })
        var next = BuildManifest(identity: identity)
        next.usedFiles = usedFiles.fingerprints
        next.articleFiles = manifest.articleFiles
        next.outputFolders = manifest.outputFolders
        next.outputFiles = manifest.outputFiles
        for (index, record) in records.enumerated() {
            if let record { next.files[scan.claims[index].file.relativePath] = record }
        }
        var diagnostics = assembly.diagnostics
        if swept > 0 {
            diagnostics.append(.warning(
                "'\(cache.path)': removed \(swept) leftover file\(swept == 1 ? "" : "s") of an interrupted build from the build cache"))
        }
        return BuildState(
            scan: scan, entries: assembly.items, diagnostics: diagnostics, filesBySource: assembly.filesBySource,
            ignored: assembly.ignored, unused: assembly.unused, reusedFiles: reused, assets: nil,
            identity: identity, manifest: next, records: records,
            loaded: loaded.mapValues { $0.articles }, lock: lock)
    }

    /// Runs the asset stage for every photo of the issue (photos already rendered into the
    /// cache are found there by their content hash).
    public func prepareAssets(_ state: inout BuildState) async throws(FolioError) {
        let photos = state.entries.flatMap(\.digest.photos)
        let assets = try await AssetStage().prepare(photos: photos, folder: state.scan.folder, cache: cache)
        state.diagnostics += assets.warnings
        state.assets = assets
    }

    /// Publishes with `sink` into `folder`. An `ArticleFileSink` publishing where it published
    /// last time with this cache updates the folder in place, writing changed articles' files,
    /// then the index, then removing files no longer used; otherwise the folder is written
    /// whole beside the old one and swapped in. Either way a failure leaves the previous output
    /// as it was.
    public func publish(_ state: inout BuildState, with sink: any Sink, to folder: URL) throws(FolioError) {
        guard let assets = state.assets else {
            throw FolioError(step: "Publish \(sink.name)", "the asset stage has not run; the \(sink.name) sink needs its photos' files")
        }
        if let notice = Leftovers.sweep(output: folder) { state.diagnostics.append(notice) }
        if let sink = sink as? any ArticleFileSink {
            try ArticleFilePublisher(builder: self, sink: sink, folder: folder, assets: assets).publish(&state)
        } else {
            try loadAll(&state)
            let publication = fullPublication(state)
            try AtomicFolder.replace(folder, step: "Publish \(sink.name)") { staging in
                try sink.publish(publication, to: staging)
            }
        }
    }

    /// Records this build in the cache for the next one.
    public func saveCache(_ state: BuildState) throws(FolioError) {
        try BuildCache(folder: cache).save(state.manifest)
    }

    /// Reads the files of `claims` that are not loaded yet.
    func load(claims: Set<Int>, into state: inout BuildState) {
        let missing = claims.filter { state.loaded[$0] == nil }.sorted()
        for (index, pair) in read(missing, of: state.scan) { state.loaded[index] = pair.articles }
    }

    /// The article of `entry` with its pages, its id made unique; its file must be loaded.
    func article(_ entry: BuildEntry, in state: BuildState) -> (article: Article, pages: [Page]) {
        guard var pair = state.loaded[entry.claim]?[entry.position] else {
            preconditionFailure("article \(entry.id) was not loaded")
        }
        pair.article.id = entry.id
        return pair
    }

    private func loadAll(_ state: inout BuildState) throws(FolioError) {
        load(claims: Set(state.entries.map(\.claim)), into: &state)
    }

    private func fullPublication(_ state: BuildState) -> Publication {
        var issue = state.scan.issue
        var columns: [[Page]] = []
        for entry in state.entries {
            let pair = article(entry, in: state)
            issue.articles.append(pair.article)
            columns.append(pair.pages)
        }
        let layout = IssueLayout(geometry: state.scan.issue.settings.page, columns: columns)
        return Publication(issue: issue, layout: layout, folder: state.scan.folder, assets: state.assets)
    }

    /// Reads and paginates the files of `claims`, in parallel.
    private func read(_ claims: [Int], of scan: ContentScan) -> [Int: LoadedFile] {
        let paginator = Paginator.standard(for: scan.issue.settings.page)
        let folder = scan.folder
        let settings = scan.issue.settings
        let results = ParallelMap.map(claims.map { scan.claims[$0] }) { claim in
            let fingerprint = FileFingerprint.of(claim.file.url, previous: nil)
            let output = claim.source.load(claim.file, in: folder, settings: settings)
            return LoadedFile(output: output, articles: output.articles.map { ($0, paginator.paginate($0)) }, fingerprint: fingerprint)
        }
        var byClaim: [Int: LoadedFile] = [:]
        for (index, result) in zip(claims, results) { byClaim[index] = result }
        return byClaim
    }

    /// The record of a file just read. A file that could not be fingerprinted gets one that
    /// never matches, so that it is read again next time.
    private func record(
        for claim: ContentScan.Claim, fingerprint: FileFingerprint?, articles: [(article: Article, pages: [Page])],
        output: SourceOutput, usedFiles: inout UsedFileHashes
    ) -> BuildManifest.FileRecord {
        let fingerprint = fingerprint ?? FileFingerprint(size: -1, modified: 0, changed: 0, inode: 0, hash: 0)
        var hashes: [String: UInt64] = [:]
        for path in output.usedFiles { hashes[path] = usedFiles.hash(of: path) ?? 0 }
        return BuildManifest.FileRecord(
            fingerprint: fingerprint, source: claim.source.name,
            diagnostics: output.diagnostics,
            ignoredBecause: output.ignoredBecause, usedFiles: hashes,
            articles: articles.map { ArticleDigest($0.article, pages: $0.pages) })
    }
}

/// What reading one file gave: the source's output, each article with its pages, and the
/// file's fingerprint, taken just before it was read.
struct LoadedFile: Sendable {
    var output: SourceOutput
    var articles: [(article: Article, pages: [Page])]
    var fingerprint: FileFingerprint?
}
