import FolioImaging
import Foundation

/// Publishes a `BuildState` with an `ArticleFileSink`, reusing the article files of the last
/// build into the same folder with the same cache when their inputs are unchanged.
struct ArticleFilePublisher {
    let builder: IssueBuilder
    let sink: any ArticleFileSink
    let folder: URL
    let assets: PreparedAssets

    private var step: String { "Publish \(sink.name)" }

    func publish(_ state: inout BuildState) throws(FolioError) {
        let keys = state.entries.map { key(for: $0, in: state) }
        let previous = state.manifest.articleFiles[sink.name] ?? [:]
        let inPlace = state.manifest.outputFolders[sink.name] == folder.standardizedFileURL.path
            && FileManager.default.fileExists(atPath: folder.path)
        let existing = inPlace ? Set(Self.files(in: folder.appendingPathComponent("articles"))) : []
        var paths: [String?] = keys.map { key in
            guard let path = previous[key], existing.contains(String(path.dropFirst("articles/".count))) else { return nil }
            return path
        }
        let navigation: NavigationMap
        let navigationJSON: JSONFragment
        do {
            navigation = try state.navigationMap()
            navigationJSON = try state.navigationFragment()
        } catch {
            throw FolioError(step: step, "\(error)")
        }
        let missing = paths.indices.filter { paths[$0] == nil }
        builder.load(claims: Set(missing.map { state.entries[$0].claim }), into: &state)
        let articles = missing.map { builder.article(state.entries[$0], in: state) }
        let writer = ArticleFileWriter(sink: sink, assets: assets.catalog, geometry: state.scan.issue.settings.page)

        if inPlace {
            try update(state, navigation: (navigation, navigationJSON), articles: articles, missing: missing, paths: &paths, writer: writer)
        } else {
            let current = state
            try AtomicFolder.replace(folder, step: step) { staging in
                try assets.install(into: staging)
                var written: [URL] = []
                for (index, path) in zip(missing, try writer.write(articles, into: staging, written: &written)) {
                    paths[index] = path
                }
                for file in try sink.issueFiles(for: index(current, navigation: (navigation, navigationJSON), paths: paths)) {
                    try OutputFolder.write(file, into: staging)
                }
            }
        }
        var files: [String: String] = [:]
        for (key, path) in zip(keys, paths) { files[key] = path }
        state.manifest.articleFiles[sink.name] = files
        state.manifest.outputFolders[sink.name] = folder.standardizedFileURL.path
    }

    /// Writes the changed articles' files and photos beside the old ones, then the index, then
    /// removes what the new index no longer uses. Until the index is replaced, readers see the
    /// old issue whole; if anything fails first, the new files are removed again.
    private func update(
        _ state: BuildState, navigation: (map: NavigationMap, json: JSONFragment), articles: [(article: Article, pages: [Page])],
        missing: [Int],
        paths: inout [String?],
        writer: ArticleFileWriter
    ) throws(FolioError) {
        var written: [URL] = []
        do {
            try assets.install(into: folder)
            for (index, path) in zip(missing, try writer.write(articles, into: folder, written: &written)) {
                paths[index] = path
            }
            for file in try sink.issueFiles(for: index(state, navigation: navigation, paths: paths)) {
                try OutputFolder.update(file, in: folder)
            }
        } catch {
            for url in written { try? FileManager.default.removeItem(at: url) }
            throw error as? FolioError ?? FolioError(step: step, "cannot update '\(folder.path)': \(error.localizedDescription)")
        }
        let keep = Set(paths.compactMap { $0 })
        for name in Self.files(in: folder.appendingPathComponent("articles")) where !keep.contains("articles/" + name) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("articles/" + name))
        }
        let assetFiles = Set(assets.catalog.allFiles.map(\.path))
        for assetFolder in AssetStage.folders {
            for name in Self.files(in: folder.appendingPathComponent(assetFolder)) where !assetFiles.contains("\(assetFolder)/\(name)") {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent("\(assetFolder)/\(name)"))
            }
        }
    }

    private func index(_ state: BuildState, navigation: (map: NavigationMap, json: JSONFragment), paths: [String?]) -> IssueIndex {
        let entries = zip(state.entries, paths).map { IssueIndex.Entry(digest: $0.digest, file: $1 ?? "") }
        return IssueIndex(
            title: state.scan.issue.title, subtitle: state.scan.issue.subtitle, date: state.scan.issue.date,
            geometry: state.scan.issue.settings.page, navigation: navigation.map, navigationJSON: navigation.json,
            articles: entries, assets: assets.catalog)
    }

    /// The input key of an article's file: its file's content and source, its place in that
    /// file, its id in the issue, its photos' contents, and the sink. The build identity
    /// (folio binary, settings) is checked before any key is trusted.
    private func key(for entry: BuildEntry, in state: BuildState) -> String {
        let record = state.records[entry.claim]
        var text = "\(sink.name)\u{0}\(record.map { "\($0.fingerprint.hash) \($0.source)" } ?? "")"
        text += "\u{0}\(entry.position)\u{0}\(entry.id)"
        for photo in entry.digest.photos {
            text += "\u{0}\(photo.path)=\(assets.catalog.photos[photo.path]?.sha256 ?? "")"
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
