import FolioFormats
import FolioLayout
import FolioModel
import FolioPluginAPI
import Foundation

/// The pipeline of every command, as named steps (`PipelineStep`): scan → load → order →
/// paginate → prepare assets → publish, with the build cache as a property of the load step.
///
/// With a cache (`folio build`, `folio serve`), a file whose content (and the photos it uses)
/// is unchanged since the last build into the same cache is not read again: its article
/// digests come from the cache's manifest. An article whose inputs are unchanged keeps its
/// file in an `ArticleFileSink`'s output (files are named by the hash of their bytes), so a
/// rebuild after one article changes writes that article's file and the index only. The
/// output is always byte-identical to a build with an empty cache. Without a cache (`folio
/// preview`, `folio paginate`, through `IssueLoader`), every file is read and nothing is
/// recorded.
public struct IssueBuilder: Sendable {
    /// The plugins to use.
    public var registry: PluginRegistry
    /// The cache folder (photo renditions in `assets/`, the manifest in `build/`), if any.
    public var cache: URL?
    /// Folders that are never content even inside the content folder: the build's output and
    /// cache (`ContentScan`'s `excluding`).
    public var excluding: [URL] = []

    /// Creates a builder; without a cache, every file is read on every load.
    public init(registry: PluginRegistry, cache: URL?) {
        self.registry = registry
        self.cache = cache
    }

    /// Runs the first steps on the folder at `path`: scan, load (reading only the files that
    /// changed since the last build with this cache), order and, when `paginating`, paginate
    /// (the articles read, in the issue's page geometry). Problems with files are
    /// diagnostics in the result; a missing or empty folder throws.
    public func load(folderAt path: String, paginating: Bool = true) async throws(FolioError) -> BuildState {
        var timings = StepTimings()
        let scan = try timings.time(.scan) { () throws(FolioError) in
            try ContentScan(folderAt: path, registry: registry, excluding: excluding)
        }

        let loadStart = ContinuousClock.now
        let identity = BuildCache.identity(of: scan)
        var lock: BuildLock?
        var swept = 0
        var damage: Diagnostic?
        var manifest = BuildManifest(identity: identity)
        if let cache {
            let buildCache = BuildCache(folder: cache)
            lock = try buildCache.lock()
            swept = buildCache.sweep()
            do { manifest = try buildCache.manifest(identity: identity) } catch { damage = error.warning() }
        }
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
        var loaded = read(toRead, of: scan)
        for (index, file) in loaded {
            records[index] = record(
                for: scan.claims[index], fingerprint: fingerprints[index] ?? file.fingerprint, file: file,
                usedFiles: &usedFiles)
        }
        timings.record(.load, since: loadStart)

        let assembly = timings.time(.order) {
            ClaimAssembly<BuildEntry>(
                scan,
                records.enumerated().compactMap { index, record in
                    record.map { record in
                        .init(
                            claim: index, diagnostics: record.diagnostics, usedFiles: Array(record.usedFiles.keys),
                            ignoredBecause: record.ignoredBecause,
                            items: record.articles.enumerated().map {
                                BuildEntry(claim: index, position: $0.offset, digest: $0.element)
                            })
                    }
                })
        }
        var entries = assembly.items
        if paginating {
            timings.time(.paginate) { paginate(&loaded, for: scan.issue.settings.pages) }
            for (index, file) in loaded {
                records[index]?.articles = file.articles.map { ArticleDigest($0.article, pages: $0.pages) }
            }
            for position in entries.indices {
                guard let pages = loaded[entries[position].claim]?.articles[entries[position].position].pages else {
                    continue
                }
                entries[position].digest.paginated(pages)
            }
        }

        var next = BuildManifest(identity: identity)
        next.usedFiles = usedFiles.fingerprints
        next.articleFiles = manifest.articleFiles
        next.outputFolders = manifest.outputFolders
        next.outputFiles = manifest.outputFiles
        for (index, record) in records.enumerated() {
            if let record { next.files[scan.claims[index].file.relativePath] = record }
        }
        var diagnostics = assembly.diagnostics
        if let damage { diagnostics.append(damage) }
        if swept > 0, let cache {
            diagnostics.append(
                .warning(
                    "'\(cache.path)': removed \(swept) leftover file\(swept == 1 ? "" : "s") of an interrupted build from the build cache"
                ))
        }
        return BuildState(
            scan: scan, entries: entries, diagnostics: diagnostics, filesBySource: assembly.filesBySource,
            ignored: assembly.ignored, unused: assembly.unused, reusedFiles: reused, assets: nil, timings: timings,
            identity: identity, manifest: next, records: records,
            loaded: loaded.mapValues { $0.articles }, lock: lock)
    }

    /// Runs the last steps on a loaded issue without errors: prepare assets (when there is
    /// anything to publish), publish with each sink into its folder, and save the cache, each
    /// timed in `state.timings`. A failure throws with the step's name; the outputs of the
    /// sinks not yet published, and of the one that failed, are as they were.
    public func publish(_ state: inout BuildState, to targets: [PublishTarget]) async throws(FolioError) {
        var timings = state.timings
        defer { state.timings = timings }
        if !targets.isEmpty {
            let start = ContinuousClock.now
            defer { timings.record(.prepareAssets, since: start) }
            try await prepareAssets(&state)
        }
        for target in targets {
            let start = ContinuousClock.now
            defer { timings.record(.publish(sink: target.sink.name), since: start) }
            try publish(&state, with: target.sink, to: target.folder)
        }
        if cache != nil {
            let start = ContinuousClock.now
            defer { timings.record(.saveCache, since: start) }
            try saveCache(state)
        }
    }

    /// Runs the asset stage for every photo of the issue (photos already rendered into the
    /// cache are found there by their content hash).
    public func prepareAssets(_ state: inout BuildState) async throws(FolioError) {
        guard let cache else {
            throw FolioError(step: .prepareAssets, "the asset stage needs a build cache for the photos it renders")
        }
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
        let step = PipelineStep.publish(sink: sink.name)
        guard let assets = state.assets else {
            throw FolioError(step: step, "the asset stage has not run; the \(sink.name) sink needs its photos' files")
        }
        if let notice = Leftovers.sweep(output: folder) { state.diagnostics.append(notice) }
        if let sink = sink as? any ArticleFileSink {
            try ArticleFilePublisher(builder: self, sink: sink, folder: folder, assets: assets).publish(&state)
        } else {
            load(claims: Set(state.entries.map(\.claim)), into: &state)
            let publication = state.publication()
            try AtomicFolder.replace(folder, step: step.description) { staging in
                try sink.publish(publication, to: staging)
            }
        }
    }

    /// Records this build in the cache for the next one (nothing without a cache).
    public func saveCache(_ state: BuildState) throws(FolioError) {
        guard let cache else { return }
        try BuildCache(folder: cache).save(state.manifest)
    }

    /// Reads and paginates the files of `claims` that are not loaded yet.
    func load(claims: Set<Int>, into state: inout BuildState) {
        let missing = claims.filter { state.loaded[$0] == nil }.sorted()
        var files = read(missing, of: state.scan)
        paginate(&files, for: state.scan.issue.settings.pages)
        for (index, file) in files { state.loaded[index] = file.articles }
    }

    /// The load step's reading: the sources read the files of `claims`, in parallel. With a
    /// cache, each file is fingerprinted just before it is read.
    private func read(_ claims: [Int], of scan: ContentScan) -> [Int: LoadedFile] {
        let folder = scan.folder
        let settings = scan.issue.settings
        let fingerprinting = cache != nil
        let results = ParallelMap.map(claims.map { scan.claims[$0] }) { claim in
            let fingerprint = fingerprinting ? FileFingerprint.of(claim.file.url, previous: nil) : nil
            let output = claim.source.load(claim.file, in: folder, settings: settings)
            return LoadedFile(output: output, articles: output.articles.map { ($0, .none) }, fingerprint: fingerprint)
        }
        var byClaim: [Int: LoadedFile] = [:]
        for (index, result) in zip(claims, results) { byClaim[index] = result }
        return byClaim
    }

    /// The paginate step: lays out every article of `files` in every geometry of `set`, in
    /// parallel.
    private func paginate(_ files: inout [Int: LoadedFile], for set: PageGeometrySet) {
        let places = files.keys.sorted().flatMap { claim in files[claim]!.articles.indices.map { (claim, $0) } }
        let pages = ArticlePages.paginate(places.map { files[$0.0]!.articles[$0.1].article }, for: set)
        for ((claim, position), pages) in zip(places, pages) { files[claim]!.articles[position].pages = pages }
    }

    /// The record of a file just read. A file that could not be fingerprinted gets one that
    /// never matches, so that it is read again next time; without a cache the other files it
    /// used are not hashed (nothing is recorded).
    private func record(
        for claim: ContentScan.Claim, fingerprint: FileFingerprint?, file: LoadedFile, usedFiles: inout UsedFileHashes
    ) -> BuildManifest.FileRecord {
        let fingerprint = fingerprint ?? FileFingerprint(size: -1, modified: 0, changed: 0, inode: 0, hash: 0)
        var hashes: [String: UInt64] = [:]
        for path in file.output.usedFiles { hashes[path] = cache == nil ? 0 : usedFiles.hash(of: path) ?? 0 }
        return BuildManifest.FileRecord(
            fingerprint: fingerprint, source: claim.source.name,
            diagnostics: file.output.diagnostics,
            ignoredBecause: file.output.ignoredBecause, usedFiles: hashes,
            articles: file.articles.map { ArticleDigest($0.article, pages: $0.pages) })
    }
}

/// A sink and the folder it publishes into.
public struct PublishTarget: Sendable {
    /// The sink.
    public var sink: any Sink
    /// Its output folder.
    public var folder: URL

    /// Creates a target.
    public init(sink: any Sink, folder: URL) {
        self.sink = sink
        self.folder = folder
    }
}

/// What reading one file gave: the source's output, each article with its pages in every
/// geometry (none until the paginate step), and the file's fingerprint, taken just before it was read.
struct LoadedFile: Sendable {
    var output: SourceOutput
    var articles: [(article: Article, pages: ArticlePages)]
    var fingerprint: FileFingerprint?
}
