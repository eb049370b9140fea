import FolioPluginAPI
import Foundation
import PDFCairo

/// The stock `PageRasterizer`: a page drawn by the PDF's own drawer (`PageDrawer`: the same
/// photos, crops, scrims, glyphs and colours) into a cairo image surface on the issue's
/// light-theme paper, encoded as a JPEG. Structure tags, links and destinations draw nothing
/// there.
public struct CairoRasterizer: PageRasterizer {
    /// The JPEG quality the pictures are encoded with.
    public static let quality = 85

    /// Creates the rasterizer.
    public init() {}

    public func jpeg(of page: TypesetPage, in publication: Publication, scale: Double) throws -> Data {
        let issue = publication.issue
        let theme = PageTheme.light(issue.settings.theme)
        do {
            let size = page.geometry.pixelSize(scale: scale)
            let document = try CairoDocument(
                pixelWidth: size.width, pixelHeight: size.height, scale: scale, paper: theme.paper.rgb)
            let drawer = PageDrawer(
                document: document, fonts: FontFaces(),
                photos: PhotoFiles(publication: publication, pixelsPerPoint: scale),
                issue: issue, articleIndices: [:])
            drawer.draw(page)
            guard let pixels = document.rasterImage() else {
                throw FolioError(step: "draw page", "cairo could not draw the page: \(document.failure ?? "no pixels")")
            }
            return try JPEGCodec.encode(pixels, quality: Self.quality)
        } catch let error as CairoError {
            throw FolioError(step: "draw page", error.message)
        }
    }
}
