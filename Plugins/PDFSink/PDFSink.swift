import FolioPluginAPI
import Foundation

/// A publisher of an issue as a PDF: `issue.pdf`, the paginator's pages of one geometry drawn
/// with cairo (the glyphs the text engine shaped, at the positions it chose), with its fonts
/// embedded as subsets, its photos, an outline, page labels, a running foot, a contents page,
/// links, metadata and tagged structure (docs/pdf.md). Not run by default: name it with
/// `--sink pdf`.
public struct PDFSink: ConfigurablePublisher {
    /// The geometry the PDF is drawn in: nil for `a4` when the issue has it, else its primary.
    public var geometry: String?
    /// Whether one PDF per article is written too (`articles/ID.pdf`).
    public var perArticle: Bool

    /// Creates the publisher.
    public init(geometry: String? = nil, perArticle: Bool = false) {
        self.geometry = geometry
        self.perArticle = perArticle
    }

    public var name: String { "pdf" }
    /// It draws the frames of its one geometry: the build keeps that geometry's lines from its
    /// pagination, and the frames are made from them.
    public func framedGeometries(for issue: Issue) -> Set<String> { [geometryName(for: issue)] }
    public var summary: String {
        "issue.pdf: the pages of one geometry (a4 when the issue has it) with fonts, photos, outline, links and tags"
    }
    /// Not part of a plain `folio build`.
    public var publishesByDefault: Bool { false }

    public var optionKeys: [String: String] {
        [
            "geometry":
                "the page geometry the PDF is drawn in, by name (default: a4 when the issue has it, else its first)",
            "per-article": "true: also one PDF per article, articles/ID.pdf",
        ]
    }

    public func configured(_ options: [String: String]) throws -> any Publisher {
        var copy = self
        for (key, value) in options {
            switch key {
            case "geometry": copy.geometry = value
            case "per-article":
                guard let flag = ["true": true, "false": false, "yes": true, "no": false][value] else {
                    throw FolioError(step: "publish pdf", "--option pdf.per-article=\(value): use true or false")
                }
                copy.perArticle = flag
            default:
                throw FolioError(
                    step: "publish pdf",
                    "--option pdf.\(key): the pdf sink takes \(optionKeys.keys.sorted().joined(separator: ", "))")
            }
        }
        return copy
    }

    /// The geometry this publisher draws `issue` in.
    public func geometryName(for issue: Issue) -> String {
        geometry ?? issue.settings.pages.pagedDocumentDefault
    }

    public func publish(_ publication: Publication, to folder: URL) throws {
        let geometry = geometryName(for: publication.issue)
        try publication.requirePages(named: geometry, step: "publish pdf", docs: "docs/pdf.md")
        let writer = PDFWriter(publication: publication, geometry: geometry)
        try writer.write(
            articles: Array(publication.issue.articles.indices), to: folder.appendingPathComponent("issue.pdf"))
        guard perArticle else { return }
        let articles = folder.appendingPathComponent("articles")
        try FileManager.default.createDirectory(at: articles, withIntermediateDirectories: true)
        for index in publication.issue.articles.indices {
            let id = publication.issue.articles[index].id
            try writer.write(articles: [index], to: articles.appendingPathComponent("\(id).pdf"))
        }
    }
}
