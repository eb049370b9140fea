import FolioCache
import FolioFormats
import FolioLayout
import FolioModel
import FolioOutput
import FolioPluginAPI
import Foundation

/// What the pipeline's steps (`PipelineStep`, run from `Pipeline`'s lists) do, with the build
/// cache as a property of the load step.
///
/// With a cache (`folio build`, `folio serve`), a file whose content (and the photos it uses)
/// is unchanged since the last build into the same cache is not read again: its article
/// digests come from the cache's manifest. An article whose inputs are unchanged keeps its
/// file in an `IncrementalPublisher`'s output (files are named by the hash of their bytes), so a
/// rebuild after one article changes writes that article's file and the index only. The
/// output is always byte-identical to a build with an empty cache. Without a cache (`folio
/// preview`, `folio paginate`), every file is read and nothing is recorded.
package struct IssueBuilder: Sendable {
    /// The plugins to use.
    package var registry: PluginRegistry
    /// The cache folder (photo renditions in `assets/`, the manifest in `build/`), if any.
    package var cache: URL?
    /// Folders that are never content even inside the content folder: the build's output and
    /// cache (`ContentScan`'s `excluding`).
    package var excluding: [URL] = []
    /// Whether drafts are read as articles (`--drafts`), which the sources are told.
    package var includesDrafts: Bool

    /// Creates a builder; without a cache, every file is read on every load.
    package init(registry: PluginRegistry, cache: URL?, includesDrafts: Bool = false) {
        self.registry = registry
        self.cache = cache
        self.includesDrafts = includesDrafts
    }

    /// Runs `Pipeline.loading` (with `paginating`) or `Pipeline.reading` on the folder at
    /// `path`. Problems with files are diagnostics in the result; a missing or empty folder throws.
    package func load(folderAt path: String, paginating: Bool = true) async throws(FolioError) -> BuildState {
        var context = BuildContext(builder: self, path: path)
        try await StepRunner.run(paginating ? Pipeline.loading : Pipeline.reading, on: &context)
        return context.state
    }

    /// Runs `Pipeline.publishing` on a loaded issue without errors. A failure throws with the
    /// step's name; the outputs of the publishers not yet run, and of the one that failed, are
    /// as they were.
    package func publish(_ state: inout BuildState, to targets: [PublishTarget]) async throws(FolioError) {
        try await run(Pipeline.publishing(targets), on: &state)
    }

    /// Runs `steps` on a loaded issue.
    package func run(_ steps: [PipelineStep], on state: inout BuildState) async throws(FolioError) {
        var context = BuildContext(builder: self, path: state.scan.folder.displayPath)
        context.built = state
        defer { state = context.state }
        try await StepRunner.run(steps, on: &context)
    }

    /// The scan step.
    func scan(folderAt path: String) throws(FolioError) -> ContentScan {
        var scan = try ContentScan(folderAt: path, registry: registry, excluding: excluding)
        // Remote images are kept in the cache (without one, in a folder of this user's).
        scan.folder.remoteImages = (cache ?? RemoteImages.cacheWithoutBuildCache).appendingPathComponent("remote")
        scan.folder.remotePhotoResolver = RemoteImages.resolver
        // Image headers are read once for as long as their files are unchanged.
        scan.folder.imageReader = { file throws(ImageInfoError) in try ImageInfo.read(file) }
        return scan
    }

    /// The load step: the files that changed since the last build with this cache are read
    /// (every file without a cache); the others' records come from the cache.
    func read(_ scan: ContentScan) throws(FolioError) -> FileReading {
        let identity = BuildCache.identity(of: scan, includesDrafts: includesDrafts)
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
        let loaded = Self.read(toRead, of: scan, options: options(scan), fingerprinting: cache != nil)
        for (index, file) in loaded {
            records[index] = record(
                for: scan.claims[index], fingerprint: fingerprints[index] ?? file.fingerprint, file: file,
                usedFiles: &usedFiles)
        }
        return FileReading(
            identity: identity, previous: manifest, usedFiles: usedFiles, records: records, loaded: loaded,
            reused: scan.claims.count - toRead.count, lock: lock, swept: swept, damage: damage)
    }

    /// The order step: every record's articles in strip order, ids unique, the cover first
    /// (`CoverSynthesis`), with what the summary reports and the manifest the next build
    /// starts from.
    func order(_ scan: ContentScan, _ reading: FileReading) -> BuildState {
        let records = reading.records
        let assembly = ClaimAssembly<BuildEntry>(
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
        var next = BuildManifest(identity: reading.identity)
        next.usedFiles = reading.usedFiles.fingerprints
        next.articleFiles = reading.previous.articleFiles
        next.outputFolders = reading.previous.outputFolders
        next.outputFiles = reading.previous.outputFiles
        for (index, record) in records.enumerated() {
            if let record { next.files[scan.claims[index].file.relativePath] = record }
        }
        var diagnostics = assembly.diagnostics
        if let damage = reading.damage { diagnostics.append(damage) }
        if reading.swept > 0, let cache {
            let swept = reading.swept
            diagnostics.append(
                .warning(
                    "'\(cache.path)': removed \(swept) leftover file\(swept == 1 ? "" : "s") of an interrupted build from the build cache"
                ))
        }
        var loaded = reading.loaded.mapValues { $0.articles }
        let (issueScan, entries, unused) = CoverSynthesis.placed(
            in: scan, entries: assembly.items, unused: assembly.unused, loaded: &loaded, diagnostics: &diagnostics)
        return BuildState(
            scan: issueScan, entries: entries, diagnostics: diagnostics, filesBySource: assembly.filesBySource,
            ignored: assembly.ignored, unused: unused, reusedFiles: reading.reused, assets: nil,
            options: options(scan), identity: reading.identity, manifest: next, records: records,
            loaded: loaded, lock: reading.lock)
    }

    /// The prepare assets step: the asset stage for every photo of the issue (photos already
    /// rendered into the cache are found there by their content hash).
    package func prepareAssets(_ state: inout BuildState) async throws(FolioError) {
        guard let cache else {
            throw FolioError(step: .prepareAssets, "the asset stage needs a build cache for the photos it renders")
        }
        let photos = state.entries.flatMap(\.digest.photos)
        let digests = state.entries.map(\.digest)
        let issue = ArticleFileIssue(state.scan.issue, digests: digests)
        // Share pictures are named by absolute URLs: an issue without a base URL needs none.
        let sharing = issue.baseURL == nil ? [] : Set(digests.compactMap { issue.sharePhoto(of: $0)?.path })
        let assets = try await AssetStage().prepare(
            photos: photos, sharing: sharing, folder: state.scan.folder, cache: cache)
        state.diagnostics += assets.warnings
        state.assets = assets
    }

    /// A publish step: publishes the context's issue with `publisher` into `folder`. An
    /// `IncrementalPublisher` publishing where it published last time with this cache updates the
    /// folder in place, writing changed articles' files, then the index, then removing files no
    /// longer used; otherwise the folder is written whole beside the old one and swapped in.
    /// Either way a failure leaves the previous output as it was.
    package func publish(_ context: inout BuildContext, with publisher: any Publisher, to folder: URL)
        throws(FolioError)
    {
        let step = PipelineStep.publishName(publisher.name)
        guard let assets = context.state.assets else {
            throw FolioError(
                step: step, "the asset stage has not run; the \(publisher.name) sink needs its photos' files")
        }
        if let notice = Leftovers.sweep(output: folder) { context.state.diagnostics.append(notice) }
        if let sink = publisher as? any IncrementalPublisher {
            try ArticleFilePublisher(sink: sink, folder: folder, assets: assets, derivedFiles: context.derivedFiles)
                .publish(&context)
        } else {
            context.loadCached(claims: Set(context.state.entries.map(\.claim)))
            let publication = context.state.publication()
            try AtomicFolder.replace(folder, step: step) { staging in
                try publisher.publish(publication, to: staging)
            }
        }
    }

    /// Publishes a loaded issue whose assets are prepared with `publisher` into `folder`, as
    /// the publish step does.
    package func publish(_ state: inout BuildState, with publisher: any Publisher, to folder: URL)
        throws(FolioError)
    {
        var context = BuildContext(builder: self, path: state.scan.folder.displayPath)
        context.built = state
        defer { state = context.state }
        try publish(&context, with: publisher, to: folder)
    }

    /// The save cache step: records this build in the cache for the next one (nothing without a cache).
    package func saveCache(_ state: BuildState) throws(FolioError) {
        guard let cache else { return }
        try BuildCache(folder: cache).save(state.manifest)
    }

    /// What the sources are told with each file of `scan`.
    private func options(_ scan: ContentScan) -> SourceOptions {
        SourceOptions(settings: scan.issue.settings, includesDrafts: includesDrafts)
    }

    /// The sources read the files of `claims`, in parallel, and each article takes the issue's
    /// language where it names none (`Article.inIssue(language:)`); when `fingerprinting` (with
    /// a cache), each file is fingerprinted just before it is read.
    static func read(_ claims: [Int], of scan: ContentScan, options: SourceOptions, fingerprinting: Bool)
        -> [Int: LoadedFile]
    {
        let folder = scan.folder
        let results = ParallelMap.map(claims.map { scan.claims[$0] }) { claim in
            let fingerprint = fingerprinting ? FileFingerprint.of(claim.file.url, previous: nil) : nil
            let output = claim.source.load(claim.file, in: folder, options: options)
            let articles = output.articles.map { article in
                let measured = PhotoToneMeter.measuringLead(of: article, in: folder)
                return (measured.inIssue(language: options.settings.language), ArticlePages.none)
            }
            return LoadedFile(output: output, articles: articles, fingerprint: fingerprint)
        }
        var byClaim: [Int: LoadedFile] = [:]
        for (index, result) in zip(claims, results) { byClaim[index] = result }
        return byClaim
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

/// A publisher and the folder it publishes into.
package struct PublishTarget: Sendable {
    /// The publisher.
    package var publisher: any Publisher
    /// Its output folder.
    package var folder: URL

    /// Creates a target.
    package init(publisher: any Publisher, folder: URL) {
        self.publisher = publisher
        self.folder = folder
    }
}
