import FolioCore
import Foundation

/// A bundle of a scenario's shape: articles with its page counts, zoomable pages as photo
/// pages, its policy; written with the sink's own writer so the browser runs the real carousel.
struct SyntheticIssue {
    /// The scenario's issue.
    var setup: ScenarioSetup

    /// The path of the one picture every photo page shows.
    static let photoPath = "synthetic/photo.svg"

    /// The article id of article `index`, as deep links name it.
    static func articleID(_ index: Int) -> String { "article-\(index + 1)" }

    /// Writes the bundle into `folder` (which must exist).
    func write(to folder: URL) throws {
        let geometry = PageGeometry.portrait
        let photo = Photo(path: Self.photoPath, width: 1200, height: 800, caption: "A photo page", alt: "A test picture")
        var articles: [Article] = []
        var columns: [[Page]] = []
        for (index, title) in setup.titles.enumerated() {
            articles.append(Article(id: Self.articleID(index), title: title, sourcePath: "synthetic/\(index).md"))
            columns.append((0..<setup.shape.pageCounts[index]).map { page in
                let zoomable = setup.shape.isZoomable(Position(index, page))
                let block: Block = zoomable ? .photo(photo) : .paragraph([.text("\(title), page \(page + 1).")])
                return Page(blocks: [block], start: SourcePosition(block: page, offset: 0), fill: 0.5, showsTitle: page == 0)
            })
        }
        let issue = Issue(title: "Conformance", settings: IssueSettings(navigation: setup.policy, page: geometry), articles: articles)
        let publication = Publication(
            issue: issue, layout: IssueLayout(geometry: geometry, columns: columns),
            folder: try ContentFolder(path: folder.path), assets: PreparedAssets(catalog: AssetCatalog(), cache: folder))
        try HTMLSink().publish(publication, to: folder)
        let picture = folder.appendingPathComponent(Self.photoPath)
        try FileManager.default.createDirectory(at: picture.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(Self.svg.utf8).write(to: picture)
    }

    /// The deep link fragment for the scenario's start, if it names one.
    var fragment: String? {
        setup.start.map { "/\(Self.articleID($0.article))/\($0.page + 1)" }
    }

    private static let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 12 8">\
        <rect width="12" height="8" fill="#4b6b5a"/><circle cx="8" cy="3" r="1.5" fill="#f0c36a"/>\
        <path d="M0 8 L4 3 L7 6 L9 4 L12 8 Z" fill="#2c3e33"/></svg>
        """
}
