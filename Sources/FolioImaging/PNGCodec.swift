import CPNG
import Foundation

/// PNG decoding (libpng's row API, see `PNGRowReader`) and encoding (libpng's simplified API).
///
/// Lifetime: `png_image_write_to_memory` reads the pixels and writes the output only during
/// the call, inside the closures that lend it both buffers.
package enum PNGCodec {
    /// Decodes a PNG of any colour type to 8-bit RGBA at full size (`PNGRowReader` reads it,
    /// holding the file's bytes for libpng from the first call to the last).
    package static func decode(_ data: Data) throws(ImagingError) -> RasterImage {
        try ImageDecoder.only(ImageDecoder.decodePNG(data, atLeast: nil, sizes: { [$0] }))
    }

    /// Encodes pixels as an RGBA PNG.
    package static func encode(_ image: RasterImage) throws(ImagingError) -> Data {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        var size: Int = 0
        let measured = image.pixels.withUnsafeBytes { source in
            png_image_write_to_memory(&png, nil, &size, 0, source.baseAddress, 0, nil)
        }
        guard measured != 0, size > 0 else { throw ImagingError("cannot encode the PNG: \(message(of: png))") }
        var output = [UInt8](repeating: 0, count: size)
        let written = output.withUnsafeMutableBytes { target in
            image.pixels.withUnsafeBytes { source in
                png_image_write_to_memory(&png, target.baseAddress, &size, 0, source.baseAddress, 0, nil)
            }
        }
        guard written != 0 else { throw ImagingError("cannot encode the PNG: \(message(of: png))") }
        return Data(output.prefix(size))
    }

    private static func message(of image: png_image) -> String {
        var text = image.message
        return withUnsafeBytes(of: &text) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
