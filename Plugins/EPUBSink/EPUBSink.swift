import FolioPluginAPI
import Foundation

/// A publisher of an issue as a fixed-layout EPUB 3: `issue.epub`, the paginator's pages of one
/// geometry (`rendition:layout pre-paginated`), each page an XHTML document whose words stand
/// where the frames put them, drawn in the font subsets the frames were shaped with, as real
/// text in reading order with the page's language and direction; the cover image, the
/// contents and page list, accessibility metadata (docs/epub.md). Not run by default: name it
/// with `--sink epub`.
public struct EPUBSink: ConfigurablePublisher {
    /// The geometry the book's pages are in: nil for `a4` when the issue has it, else its
    /// first (as the PDF sink's default).
    public var geometry: String?
    /// What draws the cover image (a picture of the first page); nil to use the first page's
    /// bleeding photo, if any.
    public var rasterizer: (any PageRasterizer)?

    /// Creates the publisher.
    public init(geometry: String? = nil, rasterizer: (any PageRasterizer)? = nil) {
        self.geometry = geometry
        self.rasterizer = rasterizer
    }

    public var name: String { "epub" }
    public var summary: String {
        "issue.epub: a fixed-layout EPUB 3 of one geometry's pages (a4 when the issue has it), real text in reading order"
    }
    /// Not part of a plain `folio build`.
    public var publishesByDefault: Bool { false }
    /// It writes the frames of its one geometry.
    public func framedGeometries(for issue: Issue) -> Set<String> { [geometryName(for: issue)] }

    public var optionKeys: [String: String] {
        [
            "geometry":
                "the page geometry of the book's pages, by name (default: a4 when the issue has it, else its first)"
        ]
    }

    public func configured(_ options: [String: String]) throws -> any Publisher {
        var copy = self
        for (key, value) in options {
            guard key == "geometry" else {
                throw FolioError(
                    step: "publish epub",
                    "--option epub.\(key): the epub sink takes \(optionKeys.keys.sorted().joined(separator: ", "))")
            }
            copy.geometry = value
        }
        return copy
    }

    /// The geometry this publisher writes `issue` in.
    public func geometryName(for issue: Issue) -> String {
        geometry ?? issue.settings.pages.pagedDocumentDefault
    }

    public func publish(_ publication: Publication, to folder: URL) throws {
        let geometry = geometryName(for: publication.issue)
        try publication.requirePages(named: geometry, step: "publish epub", docs: "docs/epub.md")
        let book = EPUBBook(publication: publication, geometry: geometry, rasterizer: rasterizer)
        let data: Data
        do {
            data = try book.data()
        } catch let error as ZIPArchiveError {
            throw FolioError(step: "publish epub", error.description)
        }
        try data.write(to: folder.appendingPathComponent("issue.epub"))
    }
}
