import CPNG
import CTurboJPEG
import Foundation
import Testing

@testable import FolioImaging

/// The row readers give exactly the pixels of the whole-image decoders Folio used before them
/// (libpng's simplified API, TurboJPEG's tjDecompress2, kept here as references), so that
/// renditions of ordinary photos do not change.
@Suite struct DecoderReferenceTests {
    /// The 8-bit PNGs of the corpus (the simplified API turns 16-bit files without a gAMA
    /// chunk from linear light into sRGB, which browsers do not do; the row reader keeps them).
    static let pngs = [
        "png-macos-export.png", "png-rgba.png", "png-palette.png", "png-palette-trns.png", "png-grey.png",
        "png-grey-alpha.png", "png-adam7.png",
    ]
    static let jpegs = [
        "jpeg-baseline.jpg", "jpeg-progressive.jpg", "jpeg-grey.jpg", "jpeg-icc.jpg", "jpeg-orientation-6.jpg",
    ]

    @Test(arguments: pngs) func pngRowsEqualTheSimplifiedAPI(_ name: String) throws {
        let data = try PhotoCorpus.shared.get().data(name)
        #expect(try PNGCodec.decode(data) == ReferenceDecoders.png(data))
    }

    @Test(arguments: jpegs) func jpegRowsEqualTurboJPEGAtEveryScale(_ name: String) throws {
        let data = try PhotoCorpus.shared.get().data(name)
        for minimum in [nil, (480, 300), (150, 90), (600, 450)] as [(width: Int, height: Int)?] {
            let reference = try #require(ReferenceDecoders.jpeg(data, atLeast: minimum))
            #expect(
                try JPEGCodec.decode(data, atLeast: minimum) == reference,
                "\(name) at least \(String(describing: minimum))")
        }
    }
}

/// Folio's decoders as they were: whole images through libpng's simplified API and TurboJPEG.
private enum ReferenceDecoders {
    static func png(_ data: Data) -> RasterImage? {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let bytes = [UInt8](data)
        // libpng keeps the input pointer from begin_read to finish_read: both calls are made
        // inside one closure (the lifetime bug Folio's release build once had).
        return bytes.withUnsafeBufferPointer { input -> RasterImage? in
            guard png_image_begin_read_from_memory(&image, input.baseAddress, input.count) != 0 else { return nil }
            defer { png_image_free(&image) }
            image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
            var pixels = [UInt8](repeating: 0, count: Int(image.width) * Int(image.height) * 4)
            let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
            return finished != 0 ? RasterImage(width: Int(image.width), height: Int(image.height), pixels: pixels) : nil
        }
    }

    static func jpeg(_ data: Data, atLeast minimum: (width: Int, height: Int)?) -> RasterImage? {
        guard let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        let bytes = [UInt8](data)
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        return bytes.withUnsafeBufferPointer { source -> RasterImage? in
            guard
                tjDecompressHeader3(
                    handle, source.baseAddress, UInt(source.count), &width, &height, &subsampling, &colorspace) == 0
            else { return nil }
            var size = (Int(width), Int(height))
            var count: Int32 = 0
            if let minimum, let factors = tjGetScalingFactors(&count) {
                for index in 0..<Int(count) {
                    let factor = factors[index]
                    guard factor.num <= factor.denom else { continue }
                    let scaled = (
                        (Int(width) * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom),
                        (Int(height) * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom)
                    )
                    if scaled.0 >= minimum.width, scaled.1 >= minimum.height, scaled.0 * scaled.1 < size.0 * size.1 {
                        size = scaled
                    }
                }
            }
            var pixels = [UInt8](repeating: 0, count: size.0 * size.1 * 4)
            let status = pixels.withUnsafeMutableBufferPointer { target in
                tjDecompress2(
                    handle, source.baseAddress, UInt(source.count), target.baseAddress, Int32(size.0), 0, Int32(size.1),
                    Int32(TJPF_RGBA.rawValue), Int32(TJFLAG_ACCURATEDCT))
            }
            return status == 0 ? RasterImage(width: size.0, height: size.1, pixels: pixels) : nil
        }
    }
}
