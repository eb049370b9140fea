import Foundation

/// Decodes a PNG or JPEG file, chosen by its signature.
public enum ImageDecoder {
    /// Decodes `data` to upright pixels: a JPEG's EXIF orientation is applied. For a JPEG,
    /// `atLeast` (in upright pixels) lets the decoder skip detail that a smaller rendition
    /// would throw away anyway.
    public static func decode(_ data: Data, atLeast minimum: (width: Int, height: Int)? = nil) throws(ImagingError) -> RasterImage {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return try PNGCodec.decode(data) }
        if data.starts(with: [0xFF, 0xD8]) {
            let orientation = ExifOrientation.read(fromJPEG: [UInt8](data.prefix(1 << 20)))
            let stored = minimum.map { ExifOrientation.swapsSides(orientation) ? (width: $0.height, height: $0.width) : $0 }
            return try JPEGCodec.decode(data, atLeast: stored).oriented(orientation)
        }
        throw ImagingError("not a PNG or JPEG image")
    }
}
