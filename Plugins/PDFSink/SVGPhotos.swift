import FolioPluginAPI
import Foundation
import PDFCairo

extension PhotoFiles {
    /// Draws `photo` as vectors when it is an SVG file (`.svg`, `.svgz`) that librsvg reads,
    /// into `frame`; false otherwise, and then the photo is drawn from the asset stage's pixels
    /// (an SVG's PNG renditions) or as a blank box, as any photo.
    func drawsVectors(of photo: Photo, in frame: TypesetPage.Rect, on document: CairoDocument) -> Bool {
        let name = photo.path.lowercased()
        guard name.hasSuffix(".svg") || name.hasSuffix(".svgz"),
            let data = try? publication.folder.file(atRelativePath: photo.path).contents()
        else { return false }
        return document.draw(svg: data, x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
}
