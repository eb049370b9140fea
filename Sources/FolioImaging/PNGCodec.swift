import CPNG
import Foundation

/// PNG decoding (libpng's row API, see `PNGRowReader`) and encoding (libpng's simplified API).
///
/// Lifetime: `png_image_write_to_memory` reads the pixels and writes the output only during
/// the call, inside the closures that lend it both buffers.
public enum PNGCodec {
    /// Decodes a PNG of any colour type to 8-bit RGBA at full size (`PNGRowReader` reads it,
    /// holding the file's bytes for libpng from the first call to the last).
    public static func decode(_ data: Data) throws(ImagingError) -> RasterImage {
        try ImageDecoder.only(ImageDecoder.decodePNG(data, atLeast: nil, sizes: { [$0] }))
    }

    /// Encodes pixels as an RGBA PNG.
    public static func encode(_ image: RasterImage) throws(ImagingError) -> Data {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        // One encode into a buffer that holds any PNG of these pixels (libpng's
        // PNG_IMAGE_PNG_SIZE_MAX: the rows stored uncompressed, with zlib's and the chunks'
        // overhead), rather than one encode to measure and a second to write (a build of four
        // SVG images spent two thirds of its time in libpng and zlib, encoding each PNG twice).
        let raw = (image.width * 4 + 1) * image.height
        var size = raw + raw / 8 + 4096
        var output = [UInt8](repeating: 0, count: size)
        var written = output.withUnsafeMutableBytes { target in
            image.pixels.withUnsafeBytes { source in
                png_image_write_to_memory(&png, target.baseAddress, &size, 0, source.baseAddress, 0, nil)
            }
        }
        if written == 0, size > output.count {
            // Larger than the bound after all: libpng has set `size` to what it needs.
            png.warning_or_error = 0
            output = [UInt8](repeating: 0, count: size)
            written = output.withUnsafeMutableBytes { target in
                image.pixels.withUnsafeBytes { source in
                    png_image_write_to_memory(&png, target.baseAddress, &size, 0, source.baseAddress, 0, nil)
                }
            }
        }
        guard written != 0, size > 0 else { throw ImagingError("cannot encode the PNG: \(message(of: png))") }
        return Data(output.prefix(size))
    }

    private static func message(of image: png_image) -> String {
        var text = image.message
        return withUnsafeBytes(of: &text) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
