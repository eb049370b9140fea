import CTurboJPEG
import Foundation

/// JPEG decoding and encoding with libjpeg-turbo's TurboJPEG API.
public enum JPEGCodec {
    /// Decodes a JPEG. With `atLeast`, the decoder scales down in the DCT domain (1/2, 1/4,
    /// 1/8 ...) as far as it can while keeping both sides at least that large, which is much
    /// faster than decoding at full size and resizing.
    public static func decode(_ data: Data, atLeast minimum: (width: Int, height: Int)? = nil) throws(ImagingError) -> RasterImage {
        guard let handle = tjInitDecompress() else { throw ImagingError("libjpeg-turbo: cannot start a decompressor") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        let bytes = [UInt8](data)
        let header = bytes.withUnsafeBufferPointer { buffer in
            tjDecompressHeader3(handle, buffer.baseAddress, UInt(buffer.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0, width > 0, height > 0 else { throw ImagingError("not a readable JPEG: \(errorText(handle))") }

        var (scaledWidth, scaledHeight) = (Int(width), Int(height))
        if let minimum {
            (scaledWidth, scaledHeight) = bestScale(width: Int(width), height: Int(height), atLeast: minimum)
        }
        var pixels = [UInt8](repeating: 0, count: scaledWidth * scaledHeight * 4)
        let status = bytes.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                tjDecompress2(
                    handle, source.baseAddress, UInt(source.count), target.baseAddress,
                    Int32(scaledWidth), 0, Int32(scaledHeight), Int32(TJPF_RGBA.rawValue), Int32(TJFLAG_ACCURATEDCT))
            }
        }
        // A warning (a truncated but mostly readable file) still yields pixels; an error does not.
        if status != 0 && tjGetErrorCode(handle) == Int32(TJERR_FATAL.rawValue) {
            throw ImagingError("cannot decode the JPEG: \(errorText(handle))")
        }
        return RasterImage(width: scaledWidth, height: scaledHeight, pixels: pixels)
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

    /// The smallest size libjpeg-turbo can decode to whose sides are both at least `minimum`.
    static func bestScale(width: Int, height: Int, atLeast minimum: (width: Int, height: Int)) -> (Int, Int) {
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count) else { return (width, height) }
        var best = (width, height)
        for index in 0..<Int(count) {
            let factor = factors[index]
            guard factor.num <= factor.denom else { continue }  // never upscale
            let scaledWidth = (width * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom)
            let scaledHeight = (height * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom)
            if scaledWidth >= minimum.width, scaledHeight >= minimum.height, scaledWidth * scaledHeight < best.0 * best.1 {
                best = (scaledWidth, scaledHeight)
            }
        }
        return best
    }

    private static func errorText(_ handle: tjhandle) -> String {
        tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown error"
    }
}
