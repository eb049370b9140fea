import CTurboJPEG
import Foundation

/// JPEG decoding (libjpeg-turbo's libjpeg API, see `JPEGRowReader`) and encoding (its
/// TurboJPEG API).
///
/// Lifetime: `tjCompress2` reads the pixels only during the call, inside the closure that
/// lends them; the output it allocates is copied into `Data` before `tjFree`.
public enum JPEGCodec {
    /// Decodes a JPEG as stored (EXIF orientation is not applied; `ImageDecoder` does that).
    /// With `atLeast`, the decoder scales down in the DCT domain (1/8, 2/8 ... 7/8) as far as it
    /// can while keeping both sides at least that large, which is much faster than decoding at
    /// full size and resizing. CMYK and YCCK files are converted to RGB.
    public static func decode(_ data: Data, atLeast minimum: (width: Int, height: Int)? = nil) throws(ImagingError)
        -> RasterImage
    {
        try ImageDecoder.only(ImageDecoder.decodeJPEG(data, orientation: 1, atLeast: minimum, sizes: { [$0] }))
    }

    /// Encodes pixels as a baseline JPEG with 4:2:0 chroma subsampling (alpha is dropped).
    public static func encode(_ image: RasterImage, quality: Int = 82) throws(ImagingError) -> Data {
        guard let handle = tjInitCompress() else { throw ImagingError("libjpeg-turbo: cannot start a compressor") }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size: UInt = 0
        let status = image.pixels.withUnsafeBufferPointer { source in
            tjCompress2(
                handle, source.baseAddress, Int32(image.width), 0, Int32(image.height),
                Int32(TJPF_RGBA.rawValue), &output, &size, Int32(TJSAMP_420.rawValue),
                Int32(max(1, min(100, quality))), Int32(TJFLAG_ACCURATEDCT))
        }
        defer { if let output { tjFree(output) } }
        guard status == 0, let output else { throw ImagingError("cannot encode the JPEG: \(errorText(handle))") }
        return Data(bytes: output, count: Int(size))
    }

    private static func errorText(_ handle: tjhandle) -> String {
        tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown error"
    }
}
