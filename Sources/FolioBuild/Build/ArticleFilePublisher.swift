import FolioCache
import FolioFormats
import FolioHashing
import FolioLayout
import FolioModel
import FolioNavigation
import FolioOutput
import FolioPluginAPI
import Foundation

/// A publish step with an `IncrementalPublisher`: reuses the article files of the last build into
/// the same folder with the same cache when their inputs are unchanged. The articles it must
/// write whose files the cache gave, it asks the context for (`BuildContext.loadCached`).
struct ArticleFilePublisher {
    let sink: any IncrementalPublisher
    let folder: URL
    let assets: PreparedAssets
    /// The build's kept derived files (`BuildContext.derivedFiles`), which the index carries.
    let derivedFiles: DerivedFileCache?

    private var step: String { PipelineStep.publishName(sink.name) }

    func publish(_ context: inout BuildContext) throws(FolioError) {
        let state = context.state
        let issue = ArticleFileIssue(state.scan.issue, digests: state.entries.map(\.digest))
        let keys = state.entries.map { key(for: $0, in: state, issue: issue) }
        let previous = context.state.manifest.articleFiles[sink.name] ?? [:]
        let inPlace =
            context.state.manifest.outputFolders[sink.name] == folder.standardizedFileURL.path
            && FileManager.default.fileExists(atPath: folder.path)
        let recorded = inPlace ? context.state.manifest.outputFiles[sink.name] ?? [:] : [:]
        // Never trust what was not verified: a file the last build wrote is reused only while
        // its bytes are still the bytes it was written with.
        var outputFiles: [String: FileFingerprint] = [:]
        var paths: [String?] = []
        let folderPath = folder.path
        for key in keys {
            guard let path = previous[key], let stamp = recorded[path] else {
                paths.append(nil)
                continue
            }
            if outputFiles[path] == nil, let current = stamp.verified(atPath: folderPath + "/" + path) {
                outputFiles[path] = current
            }
            paths.append(outputFiles[path] == nil ? nil : path)
        }
        let layouts: [IssueIndex.Layout]
        do {
            layouts = try context.state.indexLayouts()
        } catch {
            throw FolioError(step: step, "\(error)")
        }
        let missing = paths.indices.filter { paths[$0] == nil }
        context.loadCached(claims: Set(missing.map { context.state.entries[$0].claim }))
        let current = context.state
        let articles = missing.map { index in
            let entry = current.entries[index]
            let pair = current.article(entry)
            return (article: pair.article, pages: pair.pages, lined: current.lined(entry))
        }
        let framer = ArticleFramer(
            typesetting: current.typesetting, justifies: current.scan.issue.settings.justify,
            theme: .light(current.scan.issue.settings.theme))
        let writer = ArticleFileWriter(sink: sink, assets: assets.catalog, issue: issue, framer: framer)
        let write = { (base: URL) throws(FolioError) in
            try self.write(
                current, layouts: layouts, articles: articles, missing: missing, into: base,
                recorded: recorded, writer: writer, paths: &paths, outputFiles: &outputFiles)
        }
        if inPlace {
            try write(folder)
            removeUnused(keeping: Set(paths.compactMap { $0 }))
        } else {
            try AtomicFolder.replace(folder, step: step) { staging in try write(staging) }
        }
        var files: [String: String] = [:]
        for (key, path) in zip(keys, paths) { files[key] = path }
        context.state.manifest.articleFiles[sink.name] = files
        context.state.manifest.outputFolders[sink.name] = folder.standardizedFileURL.path
        let published = Set(paths.compactMap { $0 } + assets.catalog.allFiles.map(\.path))
        context.state.manifest.outputFiles[sink.name] = outputFiles.filter { published.contains($0.key) }
    }

    /// Writes the changed articles' files and photos into `base` (the output folder itself, or
    /// a staging folder), flushed and renamed into place together, then the index. Until the
    /// index is replaced, readers see the old issue whole; if anything fails first, the files
    /// this call added are removed again. Records each file's fingerprint in `outputFiles`.
    private func write(
        _ state: BuildState, layouts: [IssueIndex.Layout],
        articles: [(article: Article, pages: ArticlePages, lined: LinedPages)],
        missing: [Int], into base: URL, recorded: [String: FileFingerprint], writer: ArticleFileWriter,
        paths: inout [String?], outputFiles: inout [String: FileFingerprint]
    ) throws(FolioError) {
        // A staging folder (not `folder` itself) is flushed and swapped in whole by `AtomicFolder`.
        let unseen = base.standardizedFileURL.path != folder.standardizedFileURL.path
        var staged = StagedWrites(step: step, durable: !unseen, unseen: unseen)
        var added: [URL] = []
        do {
            outputFiles.merge(try assets.stage(into: base, keeping: recorded, staged: &staged)) { $1 }
            let written = try writer.write(articles, into: base, staged: &staged)
            for (index, path) in zip(missing, written.paths) { paths[index] = path }
            added = staged.pending.filter(\.isNew).map(\.target)
            try staged.commit()
            for (path, hash) in written.hashes.merging(assets.hashes, uniquingKeysWith: { $1 })
            where outputFiles[path] == nil {
                let url = base.appending(path: path, directoryHint: .notDirectory)
                if let stamp = FileFingerprint.stamp(of: url, hash: hash) { outputFiles[path] = stamp }
            }
            var index = StagedWrites(step: step)
            var issueIndex = self.index(state, layouts: layouts, paths: paths)
            issueIndex.readOpeningArticle(in: base)
            issueIndex.derivedFiles = derivedFiles
            for file in try sink.issueFiles(for: issueIndex)
            where !OutputFolder.holds(file, in: base) {
                try index.write(file.data, to: base.appendingPathComponent(file.path))
            }
            do { try index.commit() } catch { index.discard(); throw error }
        } catch {
            staged.discard()
            for url in added { unlink(url.path) }
            throw error as? FolioError
                ?? FolioError(step: step, "cannot update '\(base.path)': \(SystemError.words(error))")
        }
    }

    /// Removes the article and photo files the new index no longer uses.
    private func removeUnused(keeping keep: Set<String>) {
        for name in Self.files(in: folder.appendingPathComponent("articles")) where !keep.contains("articles/" + name) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("articles/" + name))
        }
        let assetFiles = Set(assets.catalog.allFiles.map(\.path))
        for assetFolder in AssetStage.folders {
            for name in Self.files(in: folder.appendingPathComponent(assetFolder))
            where !assetFiles.contains("\(assetFolder)/\(name)") {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent("\(assetFolder)/\(name)"))
            }
        }
    }

    private func index(_ state: BuildState, layouts: [IssueIndex.Layout], paths: [String?]) -> IssueIndex {
        let entries = zip(state.entries, paths).map { IssueIndex.Entry(digest: $0.digest, file: $1 ?? "") }
        var index = IssueIndex(
            issue: state.scan.issue, layouts: layouts, articles: entries, assets: assets.catalog)
        index.fonts = state.fonts
        return index
    }

    /// The input key of an article's file: its file's content and source (the cover: its
    /// article), its place in that file, its id in the issue, its photos' contents, the fonts
    /// its pages were measured with, and the sink. The build identity (folio binary, settings)
    /// is checked before any key is trusted.
    private func key(for entry: BuildEntry, in state: BuildState, issue: ArticleFileIssue) -> String {
        let record = entry.claim == BuildEntry.coverClaim ? nil : state.records[entry.claim]
        // The geometries it draws frames of: its files change with them (`--option json.frames=`).
        let framed = sink.framedGeometries(for: state.scan.issue).sorted().joined(separator: ",")
        var text = "\(sink.name)\u{0}\(framed)\u{0}\(record.map { "\($0.fingerprint.hash) \($0.source)" } ?? "")"
        // The cover is made from the settings (in the build's identity) and other articles'
        // titles and photos: its key is its whole article.
        if entry.claim == BuildEntry.coverClaim { text += "\u{0}" + String(reflecting: state.article(entry).article) }
        text += "\u{0}\(state.fontsRecord?.fingerprint ?? "")"
        text += "\u{0}\(state.linkState?.articleFileKey(claim: entry.claim) ?? "")"
        text += "\u{0}\(entry.position)\u{0}\(entry.id)"
        for photo in entry.digest.photos {
            text += "\u{0}\(photo.path)=\(assets.catalog.photos[photo.path]?.sha256 ?? "")"
        }
        // A page without a photo of its own is shared with the cover's (`ArticleFileIssue`).
        if entry.digest.photos.isEmpty, let cover = issue.coverPhoto {
            text += "\u{0}cover=\(assets.catalog.photos[cover.path]?.sha256 ?? "")"
        }
        if let record {
            for (path, hash) in record.usedFiles.sorted(by: { $0.key < $1.key }) { text += "\u{0}\(path)=\(hash)" }
        }
        return XXHash64.wideHex(Data(text.utf8))
    }

    /// The names of the files directly in `folder` (none when it does not exist).
    private static func files(in folder: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    }
}
