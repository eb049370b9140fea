import FolioCore
import Foundation

/// Writes the carousel's own files (everything but the photos) for a publication.
struct HTMLBundleWriter {
    /// The issue and its pages.
    var publication: Publication
    /// Where each photo's files are in the bundle.
    var catalog: AssetCatalog

    /// How many articles are made at once, spread over the machine's cores: enough to keep
    /// them busy, few enough that their pages are never all in memory as text at once.
    static let batchSize = 64

    /// Writes the embedded script, style sheet and fonts, `issue.css`, one `articles/NAME.js`
    /// per article (see `writeArticles`), then `index.html` from the articles' summaries.
    ///
    /// - Throws: `FolioError` when two articles would share a file (two articles with one id)
    ///   or a file cannot be written.
    func write(to folder: URL) throws {
        let manager = FileManager.default
        for (path, data) in WebAssets.files() {
            let target = folder.appendingPathComponent(path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: target)
        }
        let geometry = publication.layout.geometry
        try Data(IssueStyleSheet(geometry: geometry).text.utf8).write(to: folder.appendingPathComponent("issue.css"))
        let summaries = try writeArticles(to: folder)
        let index = HTMLIssueIndex(
            title: publication.issue.title, geometry: geometry, navigation: try publication.navigationMap(), articles: summaries)
        try index.indexPage().write(to: folder.appendingPathComponent("index.html"))
    }

    /// Makes each article's `HTMLArticleScript` and writes it as soon as it is made, a batch at
    /// a time across the cores; returns the summaries in strip order. Each file depends on its
    /// article alone, so the bytes are the same whatever the order the files are made in.
    private func writeArticles(to folder: URL) throws -> [HTMLArticleSummary] {
        let articles = publication.issue.articles
        let columns = publication.layout.columns
        let count = min(articles.count, columns.count)
        var owners: [String: String] = [:]
        for article in articles.prefix(count) {
            let path = HTMLArticleScript.relativePath(for: article.id)
            if let other = owners.updateValue(article.id, forKey: path) {
                throw FolioError(
                    step: "Publish html",
                    "articles '\(other)' and '\(article.id)' would share the file \(path); give them different ids")
            }
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("articles"), withIntermediateDirectories: true)
        let catalog = self.catalog
        var summaries: [HTMLArticleSummary] = []
        summaries.reserveCapacity(count)
        for start in stride(from: 0, to: count, by: Self.batchSize) {
            let batch = start..<min(start + Self.batchSize, count)
            let results = BatchResults(count: batch.count)
            DispatchQueue.concurrentPerform(iterations: batch.count) { offset in
                let index = batch.lowerBound + offset
                results.store(offset, Result {
                    let script = try HTMLArticleScript(article: articles[index], pages: columns[index], catalog: catalog)
                    try Self.write(script.data, to: folder.appendingPathComponent(script.relativePath))
                    return script.summary
                })
            }
            for result in results.values {
                if let result { summaries.append(try result.get()) }
            }
        }
        return summaries
    }

    /// Writes `data` to a new file at `url`. Unlike `Data.write(to:)` it does not `fsync` every
    /// file (the pipeline renames the finished folder into place; thousands of syncs are most
    /// of the cost of writing small files).
    static func write(_ data: Data, to url: URL) throws {
        let path = url.path
        guard let file = fopen(path, "wb") else { throw writeError(path) }
        let written = data.withUnsafeBytes { bytes in
            bytes.count == 0 ? 0 : fwrite(bytes.baseAddress, 1, bytes.count, file)
        }
        let closed = fclose(file) == 0
        guard written == data.count, closed else { throw writeError(path) }
    }

    private static func writeError(_ path: String) -> FolioError {
        FolioError(step: "Publish html", "cannot write \(path): \(String(cString: strerror(errno)))")
    }
}

/// One batch's outcomes, filled by the workers under a lock and read once they are all done.
private final class BatchResults: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<HTMLArticleSummary, any Error>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ offset: Int, _ result: Result<HTMLArticleSummary, any Error>) {
        lock.lock()
        defer { lock.unlock() }
        slots[offset] = result
    }

    var values: [Result<HTMLArticleSummary, any Error>?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
