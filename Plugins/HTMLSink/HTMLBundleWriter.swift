import FolioCore
import Foundation

/// Writes the carousel's own files (everything but the photos) for a publication.
struct HTMLBundleWriter {
    /// The issue and its pages.
    var publication: Publication
    /// Where each photo's files are in the bundle.
    var catalog: AssetCatalog

    /// Writes the embedded script, style sheet and fonts, `issue.css`, one
    /// `articles/NAME.js` per article (each written as soon as it is made, so the issue's pages
    /// are never all in memory as text at once), then `index.html` from the articles' summaries.
    ///
    /// - Throws: `FolioError` when two articles would share a file (two articles with one id).
    func write(to folder: URL) throws {
        let manager = FileManager.default
        for (path, data) in WebAssets.files() {
            let target = folder.appendingPathComponent(path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: target)
        }
        let geometry = publication.layout.geometry
        try Data(IssueStyleSheet(geometry: geometry).text.utf8).write(to: folder.appendingPathComponent("issue.css"))
        try manager.createDirectory(at: folder.appendingPathComponent("articles"), withIntermediateDirectories: true)
        var summaries: [HTMLArticleSummary] = []
        summaries.reserveCapacity(publication.issue.articles.count)
        var written: [String: String] = [:]
        for (article, pages) in zip(publication.issue.articles, publication.layout.columns) {
            let script = try HTMLArticleScript(article: article, pages: pages, catalog: catalog)
            if let other = written.updateValue(article.id, forKey: script.relativePath) {
                throw FolioError(
                    step: "Publish html",
                    "articles '\(other)' and '\(article.id)' would share the file \(script.relativePath); give them different ids")
            }
            try script.data.write(to: folder.appendingPathComponent(script.relativePath))
            summaries.append(script.summary)
        }
        let index = HTMLIssueIndex(
            title: publication.issue.title, geometry: geometry, navigation: try publication.navigationMap(), articles: summaries)
        try index.indexPage().write(to: folder.appendingPathComponent("index.html"))
    }
}
