import FolioCore
import Foundation

/// Writes the carousel's own files (everything but the photos) for a publication.
struct HTMLBundleWriter {
    /// The issue and its pages.
    var publication: Publication
    /// Where each photo's files are in the bundle.
    var catalog: AssetCatalog

    /// Writes `index.html`, `issue.css`, the embedded script, style sheet and fonts.
    func write(to folder: URL) throws {
        let manager = FileManager.default
        for (path, data) in WebAssets.files() {
            let target = folder.appendingPathComponent(path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: target)
        }
        let geometry = publication.layout.geometry
        try Data(IssueStyleSheet(geometry: geometry).text.utf8).write(to: folder.appendingPathComponent("issue.css"))
        let payload = try IssuePayload(publication, catalog: catalog)
        let page = IndexPage(title: publication.issue.title, payloadJSON: try payload.scriptSafeJSON())
        try Data(page.html.utf8).write(to: folder.appendingPathComponent("index.html"))
    }
}
