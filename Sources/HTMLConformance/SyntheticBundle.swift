import FolioPluginAPI
import Foundation
import HTMLSink

/// The HTML bundle of a conformance scenario: its `SyntheticIssue`, paginated at every
/// geometry of `SyntheticIssue.geometries` and written with the sink's own writer, so the
/// browser runs the real carousel and picks a geometry for its window as it would for a reader.
struct SyntheticBundle {
    /// The scenario's issue.
    var synthetic: SyntheticIssue

    /// The bundle of `setup`'s synthetic issue.
    init(setup: ScenarioSetup) {
        synthetic = SyntheticIssue(setup: setup)
    }

    /// The deep link fragment for the scenario's start, if it names one.
    var fragment: String? { synthetic.fragment }

    /// Writes the bundle into `folder` (which must exist); fails when the pages of any
    /// geometry do not have the scenario's shape.
    func write(to folder: URL) throws {
        let issue = synthetic.issue()
        let layouts = PageMatrix(issue, for: issue.settings.pages)
        for entry in layouts.rows {
            _ = try synthetic.check(entry.layout)
        }
        // The issue has no photos: nothing to install.
        let assets = PreparedAssets(catalog: AssetCatalog(), cache: folder) { _, _ in }
        let publication = Publication(
            issue: issue, pages: layouts, folder: try ContentFolder(path: folder.path), assets: assets)
        try HTMLSink().publish(publication, to: folder)
        let picture = folder.appendingPathComponent(SyntheticIssue.picture.path)
        try FileManager.default.createDirectory(
            at: picture.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(SyntheticIssue.pictureSVG.utf8).write(to: picture)
    }
}
