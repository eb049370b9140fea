import FolioLayout
import Foundation

/// Draws a typeset page into pixels, as the sinks that draw frames draw it: the service a
/// sink or the shelf asks for when it needs a picture of a page (the shelf's drawn covers).
/// The stock executable's comes with the PDF sink (cairo); a registry without one makes no
/// pictures of pages.
public protocol PageRasterizer: Sendable {
    /// `page`, one of `publication`'s (its fonts, its photos' files), drawn `scale` pixels to
    /// a CSS pixel on the light-theme paper, as a JPEG.
    func jpeg(of page: TypesetPage, in publication: Publication, scale: Double) throws -> Data
}

extension PageGeometry {
    /// The pixels a page of this geometry is drawn into at `scale` pixels to a CSS pixel: a
    /// `PageRasterizer`'s picture, whose size the shelf states.
    public func pixelSize(scale: Double) -> (width: Int, height: Int) {
        (Int((width * scale).rounded()), Int((height * scale).rounded()))
    }
}
