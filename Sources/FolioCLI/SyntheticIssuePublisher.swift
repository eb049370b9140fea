import FolioPluginAPI
import Foundation

/// Publishes a synthetic issue (the one random walks go through) with a publisher of the
/// running command's registry, the way a build would: paginated at every geometry of
/// `SyntheticIssue.geometries`, each confirmed to have the issue's shape, with the photo pages'
/// picture beside it. A test of a sink that lives outside Swift (the browser suite) opens it.
struct SyntheticIssuePublisher {
    /// The publisher that writes the issue.
    var publisher: any Publisher

    /// Writes `synthetic` into `folder`, which is made if needed.
    ///
    /// - Throws: `SyntheticIssue.ShapeMismatch` when a geometry's pages are not the issue's
    ///   shape, or the publisher's or the file system's error.
    func publish(_ synthetic: SyntheticIssue, to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let issue = synthetic.issue()
        let layouts = PageMatrix(issue, for: issue.settings.pages)
        for entry in layouts.rows {
            _ = try synthetic.check(entry.layout)
        }
        let publication = Publication(
            issue: issue, pages: layouts, folder: try ContentFolder(path: folder.path),
            assets: PreparedAssets(catalog: AssetCatalog(), cache: folder))
        try publisher.publish(publication, to: folder)
        let picture = folder.appendingPathComponent(SyntheticIssue.picture.path)
        try FileManager.default.createDirectory(
            at: picture.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(SyntheticIssue.pictureSVG.utf8).write(to: picture)
    }
}
