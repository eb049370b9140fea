import FolioImaging
import Foundation

// libFuzzer target: the JPEG decoder (libjpeg-turbo, scaled in the DCT domain, EXIF
// orientation applied) as Folio calls it: renditions for the asset stage, and a decode to at
// least a screen's size for the terminal preview.

/// Decodes the input as a JPEG into two renditions, then for a 40 by 30 screen.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(UnsafeBufferPointer(start: start, count: count))
    guard data.starts(with: [0xFF, 0xD8]) else { return 0 }
    _ = try? ImageDecoder.renditions(of: data, sizes: [(width: 16, height: 12), (width: 3, height: 5)])
    _ = try? ImageDecoder.decode(data, atLeast: (width: 40, height: 30))
    return 0
}
