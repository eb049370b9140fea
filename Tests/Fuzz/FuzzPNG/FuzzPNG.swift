import FolioImaging
import Foundation

// libFuzzer target: the PNG decoder (libpng, read row by row) as Folio calls it: renditions
// for the asset stage, and a decode to at least a screen's size for the terminal preview.

/// Decodes the input as a PNG into two renditions, then for a 40 by 30 screen.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(UnsafeBufferPointer(start: start, count: count))
    guard data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return 0 }
    _ = try? ImageDecoder.renditions(of: data, sizes: [(width: 16, height: 12), (width: 3, height: 5)])
    _ = try? ImageDecoder.decode(data, atLeast: (width: 40, height: 30))
    return 0
}
