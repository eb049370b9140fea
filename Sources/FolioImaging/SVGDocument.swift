import CRsvg
import Foundation

/// An SVG image, parsed and drawn by librsvg (through CRsvg's C API).
///
/// SVG files are untrusted: they are read from memory with no base URL, so librsvg loads no
/// external file, URL, XInclude or stylesheet (only `data:` images inside the file are
/// drawn), and its limits on elements and references stay on. A reader never gets the SVG
/// itself: the carousel and the terminal get pixels (`render`, through `ImageDecoder`), the
/// PDF gets vectors drawn by librsvg onto its cairo context (`draw(onto:)`).
///
/// Lifetime: the object owns one librsvg handle, closed in deinit; the bytes are copied in by
/// librsvg while `init` runs. A handle is not thread-safe, so a document is not `Sendable`:
/// each task that draws opens its own.
public final class SVGDocument {
    private let handle: OpaquePointer
    /// The document's width in CSS pixels (its `width`, else its viewBox's, else 300).
    public let width: Double
    /// The document's height in CSS pixels (its `height`, else its viewBox's, else 150).
    public let height: Double

    /// The largest SVG file Folio reads (16 MiB).
    public static let largestFile = 16 << 20
    /// The width an SVG's pixels are made at (`rasterSize`): the widest of the asset stage's
    /// renditions, so the carousel's renditions are each drawn from the vectors.
    public static let rasterWidth = 1600
    /// The tallest an SVG's pixels are made, in multiples of `rasterWidth` (as for photos).
    public static let tallestAspect = 4

    /// Parses `data` as an SVG document (or gzip-compressed SVG).
    public init(_ data: Data) throws(ImagingError) {
        guard data.count <= Self.largestFile else {
            throw ImagingError(
                "the SVG file is \(data.count) bytes; Folio reads SVG files of at most \(Self.largestFile >> 20) MiB")
        }
        var error = [CChar](repeating: 0, count: 256)
        let opened = data.withUnsafeBytes { bytes in
            folio_svg_open(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &error, error.count)
        }
        guard let opened else { throw ImagingError("not an SVG image librsvg can draw: \(Self.message(error))") }
        handle = opened
        var width = 0.0
        var height = 0.0
        folio_svg_size(opened, &width, &height)
        self.width = width
        self.height = height
    }

    deinit {
        folio_svg_close(handle)
    }

    /// Whether `data` looks like an SVG file: gzip's signature (an `.svgz`), or XML text whose
    /// first 4 KiB hold an `<svg` tag.
    public static func isSVG(_ data: Data) -> Bool {
        if data.starts(with: [0x1F, 0x8B]) { return true }
        let head = data.prefix(4096)
        guard let first = head.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }), first == 0x3C
        else { return false }
        return head.range(of: Data("<svg".utf8)) != nil
    }

    /// The pixel size an SVG of `width` × `height` CSS pixels is drawn at for readers that
    /// take pixels: `rasterWidth` wide, or narrower when that would be taller than
    /// `tallestAspect` times it; at least 1 pixel a side.
    public static func rasterSize(width: Double, height: Double) -> (width: Int, height: Int) {
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return (rasterWidth, rasterWidth / 2) }
        var scale = Double(rasterWidth) / width
        let tallest = Double(rasterWidth * tallestAspect)
        if height * scale > tallest { scale = tallest / height }
        return (max(1, Int((width * scale).rounded())), max(1, Int((height * scale).rounded())))
    }

    /// This document's `rasterSize`.
    public var rasterSize: (width: Int, height: Int) { Self.rasterSize(width: width, height: height) }

    /// The document drawn into `width` × `height` pixels, transparent where it draws nothing.
    public func render(width: Int, height: Int) throws(ImagingError) -> RasterImage {
        try PhotoLimits.check(width: width, height: height)
        guard width * height * 4 <= PhotoLimits.wholeImageBytes else {
            throw ImagingError(
                "an SVG is not drawn at \(width)x\(height) pixels; at most \(PhotoLimits.wholeImageBytes >> 22) megapixels"
            )
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var error = [CChar](repeating: 0, count: 256)
        let drawn = pixels.withUnsafeMutableBufferPointer { buffer in
            folio_svg_render_rgba(handle, Int32(width), Int32(height), buffer.baseAddress, &error, error.count)
        }
        guard drawn == 1 else { throw ImagingError("librsvg could not draw the SVG: \(Self.message(error))") }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    /// Draws the document as vectors onto `cairo` (a `cairo_t *` its caller owns and keeps
    /// alive for the call) into the rectangle at (`x`, `y`) of `width` × `height`.
    public func draw(
        onto cairo: UnsafeMutableRawPointer, x: Double, y: Double, width: Double, height: Double
    ) throws(ImagingError) {
        var error = [CChar](repeating: 0, count: 256)
        guard folio_svg_draw(handle, cairo, x, y, width, height, &error, error.count) == 1 else {
            throw ImagingError("librsvg could not draw the SVG: \(Self.message(error))")
        }
    }

    private static func message(_ buffer: [CChar]) -> String {
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // librsvg's messages end in a line feed and may quote the file; one line, no controls.
        let line = text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : String($0) }.joined()
        return line.trimmingCharacters(in: .whitespaces)
    }
}
