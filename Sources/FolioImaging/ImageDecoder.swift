import Foundation

/// Decodes a PNG or JPEG file, chosen by its signature.
public enum ImageDecoder {
    /// Decodes `data`. For a JPEG, `atLeast` lets the decoder skip detail that a smaller
    /// rendition would throw away anyway.
    public static func decode(_ data: Data, atLeast minimum: (width: Int, height: Int)? = nil) throws(ImagingError) -> RasterImage {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return try PNGCodec.decode(data) }
        if data.starts(with: [0xFF, 0xD8]) { return try JPEGCodec.decode(data, atLeast: minimum) }
        throw ImagingError("not a PNG or JPEG image")
    }
}
