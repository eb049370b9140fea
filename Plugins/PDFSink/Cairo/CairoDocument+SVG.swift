import FolioImaging
import Foundation

extension CairoDocument {
    /// Draws the SVG image `data` as vectors into the rectangle at (`x`, `y`) of `width` ×
    /// `height` points: librsvg draws onto this document's cairo context (`SVGDocument`,
    /// which refuses every external reference in the file). False, with nothing drawn, when
    /// the file is not an SVG librsvg can draw.
    ///
    /// Lifetime: the parsed document lives for this call only; the paths, gradients and
    /// `data:` images librsvg draws are copied into the PDF surface as it draws them.
    public func draw(svg data: Data, x: Double, y: Double, width: Double, height: Double) -> Bool {
        guard width > 0, height > 0, let document = try? SVGDocument(data) else { return false }
        do {
            try document.draw(onto: UnsafeMutableRawPointer(cr), x: x, y: y, width: width, height: height)
            return true
        } catch {
            return false
        }
    }
}
