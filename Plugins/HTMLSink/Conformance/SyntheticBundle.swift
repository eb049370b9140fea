import FolioCore
import Foundation

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
        let layouts = GeometryLayouts(issue, for: issue.settings.pages)
        for entry in layouts.entries {
            _ = try synthetic.check(entry.layout)
        }
        let publication = Publication(
            issue: issue, layouts: layouts,
            folder: try ContentFolder(path: folder.path), assets: PreparedAssets(catalog: AssetCatalog(), cache: folder)
        )
        try HTMLSink().publish(publication, to: folder)
        let picture = folder.appendingPathComponent(SyntheticIssue.picture.path)
        try FileManager.default.createDirectory(
            at: picture.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(Self.svg.utf8).write(to: picture)
    }

    private static let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 12 8">\
        <rect width="12" height="8" fill="#4b6b5a"/><circle cx="8" cy="3" r="1.5" fill="#f0c36a"/>\
        <path d="M0 8 L4 3 L7 6 L9 4 L12 8 Z" fill="#2c3e33"/></svg>
        """
}
