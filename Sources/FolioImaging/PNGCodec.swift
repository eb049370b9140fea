import CPNG
import Foundation

/// PNG decoding and encoding with libpng's simplified API.
public enum PNGCodec {
    /// Decodes a PNG of any colour type to RGBA.
    public static func decode(_ data: Data) throws(ImagingError) -> RasterImage {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let bytes = [UInt8](data)
        let began = bytes.withUnsafeBufferPointer { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard began != 0 else { throw ImagingError("not a readable PNG: \(message(of: image))") }
        defer { png_image_free(&image) }
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        let width = Int(image.width)
        let height = Int(image.height)
        guard width > 0, height > 0, width * height <= 200_000_000 else {
            throw ImagingError("the PNG's size \(width)x\(height) is out of range")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { target in
            png_image_finish_read(&image, nil, target.baseAddress, 0, nil)
        }
        guard finished != 0 else { throw ImagingError("cannot decode the PNG: \(message(of: image))") }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    /// Encodes pixels as an RGBA PNG.
    public static func encode(_ image: RasterImage) throws(ImagingError) -> Data {
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
