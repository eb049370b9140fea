import CCairo
import FolioImaging
import FolioLayout
import Foundation
import Testing

@testable import PDFCairo

/// A page drawn into pixels (the shelf's drawn covers), run under AddressSanitizer and
/// LeakSanitizer by scripts/sanitize as the PDF's boundary is: an image surface and its
/// cairo_t, a decoded photo copied into a surface of its own, FreeType glyphs, a veil, and
/// the tags, links and destinations the PDF's drawer makes, which draw nothing here.
@Suite struct CairoRasterTests {
    /// The pixel at (`x`, `y`) of `image` as 0xRRGGBB.
    static func colour(_ image: RasterImage, _ x: Int, _ y: Int) -> UInt32 {
        let pixel = image.pixel(x: x, y: y)
        return UInt32(pixel.red) << 16 | UInt32(pixel.green) << 8 | UInt32(pixel.blue)
    }

    @Test func aPageIsDrawnIntoPixelsAtItsScaleWithItsPhotoGlyphsAndVeil() throws {
        let document = try CairoDocument(pixelWidth: 200, pixelHeight: 300, scale: 2, paper: 0xFBF8F1)
        // The PDF's own calls are not made on pixels, and tags draw nothing.
        document.setMetadata(title: "Raster", author: nil, subject: nil, date: "2026-11-30")
        document.beginPage(width: 100, height: 150, label: "1")
        document.addOutline("Cover", destination: "cover")
        document.destination("cover", x: 0, y: 0)
        // A photo of two halves, red over blue, decoded and drawn over the page's top half.
        var pixels = [UInt8](repeating: 255, count: 4 * 10 * 10)
        for index in 0..<100 {
            let top = index < 50
            pixels[index * 4] = top ? 220 : 10
            pixels[index * 4 + 1] = 20
            pixels[index * 4 + 2] = top ? 10 : 200
        }
        do {
            // The wrapper goes first; the page keeps its own copy of the pixels.
            let photo = try #require(CairoImage(pixels: RasterImage(width: 10, height: 10, pixels: pixels)))
            document.tagged("Figure") { document.draw(photo, x: 0, y: 0, width: 100, height: 75) }
        }
        document.veil(x: 0, width: 100, top: 60, solidTop: 70, solidBottom: 75, bottom: 75, opacity: 0.5)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: CairoBoundaryTests.font)))
        let face = try #require(CairoFontFace(bytes: bytes, index: 0))
        let glyphs = (0..<5).map { TypesetLine.Glyph(id: 40, x: 10 + Double($0) * 14, y: 120, textOffset: $0) }
        document.link(uri: "https://example.org/") {
            document.draw(glyphs, text: "HHHHH", rightToLeft: false, face: face, size: 24, color: 0x000000)
        }
        try document.endPage()
        #expect(document.failure == nil)

        let image = try #require(document.rasterImage())
        #expect(image.width == 200 && image.height == 300)
        #expect(!image.hasTransparency)
        // The photo's halves at their places (2 pixels a point), the paper below it.
        let red = Self.colour(image, 100, 20)
        #expect(red >> 16 > 200 && red & 0xFF < 40, "red half: \(String(red, radix: 16))")
        let blue = Self.colour(image, 100, 100)
        #expect(blue & 0xFF > 180 && blue >> 16 < 40, "blue half: \(String(blue, radix: 16))")
        // Under the veil's solid part the blue is half as bright.
        let veiled = Self.colour(image, 100, 145)
        #expect(veiled & 0xFF < 130 && veiled & 0xFF > 70, "veiled: \(String(veiled, radix: 16))")
        #expect(Self.colour(image, 5, 295) == 0xFBF8F1)
        // The glyphs' ink on the paper below the photo.
        let row = 120 * 2 - 10
        #expect((0..<200).contains { Self.colour(image, $0, row) < 0x404040 })
        // And it makes a JPEG of that size.
        let jpeg = try JPEGCodec.encode(image)
        let decoded = try JPEGCodec.decode(jpeg)
        #expect(decoded.width == 200 && decoded.height == 300)
    }

    @Test func aPDFHasNoPixelsAndImpossibleSizesAreRefused() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("raster-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        let document = try CairoDocument(url: url)
        #expect(document.rasterImage() == nil)
        try document.finish()
        #expect(throws: CairoError.self) { try CairoDocument(pixelWidth: 0, pixelHeight: 10, scale: 1, paper: 0) }
        #expect(throws: CairoError.self) {
            try CairoDocument(pixelWidth: 100_000, pixelHeight: 10, scale: 1, paper: 0)
        }
        #expect(CairoImage(pixels: RasterImage(width: 1, height: 1, red: 0, green: 0, blue: 0)) != nil)
    }
}
