import FolioImaging
import Foundation

// libFuzzer target: the JPEG decoder (libjpeg-turbo through JPEGCodec) as the asset stage
// calls it: EXIF orientation applied, at full size and scaled down in the DCT domain.

/// Decodes the input as a JPEG, at full size, then scaled to at least 16 by 16.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(UnsafeBufferPointer(start: start, count: count))
    guard data.starts(with: [0xFF, 0xD8]) else { return 0 }
    _ = try? ImageDecoder.decode(data)
    _ = try? ImageDecoder.decode(data, atLeast: (width: 16, height: 16))
    return 0
}
