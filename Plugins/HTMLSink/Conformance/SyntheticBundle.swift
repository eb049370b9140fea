import FolioCore
import Foundation

/// The HTML bundle of a conformance scenario: its `SyntheticIssue`, paginated at the portrait
/// geometry and written with the sink's own writer, so the browser runs the real carousel.
struct SyntheticBundle {
    /// The scenario's issue.
    var synthetic: SyntheticIssue

    /// The path of the one picture every photo page shows.
    static let photoPath = "synthetic/photo.svg"

    /// The bundle of `setup`'s synthetic issue.
    init(setup: ScenarioSetup) {
        synthetic = SyntheticIssue(
            setup: setup,
            photo: Photo(path: Self.photoPath, width: 1200, height: 800, caption: "A photo page", alt: "A test picture")
        )
    }

    /// The deep link fragment for the scenario's start, if it names one.
    var fragment: String? { synthetic.fragment }

    /// Writes the bundle into `folder` (which must exist); fails when the pages do not have
    /// the scenario's shape.
    func write(to folder: URL) throws {
        let issue = synthetic.issue(page: .portrait)
        let layout = Paginator.standard(for: .portrait).layout(issue)
        var zoomable: [Int: [Int]] = [:]
        for (article, pages) in layout.columns.enumerated() {
            let photoPages = pages.indices.filter { pages[$0].isZoomable }
            if !photoPages.isEmpty { zoomable[article] = photoPages }
        }
        try synthetic.check(try IssueShape(pageCounts: layout.columns.map(\.count), zoomablePages: zoomable))
        let publication = Publication(
            issue: issue, layout: layout,
            folder: try ContentFolder(path: folder.path), assets: PreparedAssets(catalog: AssetCatalog(), cache: folder)
        )
        try HTMLSink().publish(publication, to: folder)
        let picture = folder.appendingPathComponent(Self.photoPath)
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
