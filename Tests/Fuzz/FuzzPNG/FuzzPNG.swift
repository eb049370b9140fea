import FolioImaging
import Foundation

// libFuzzer target: the PNG decoder (libpng's simplified API through PNGCodec).

/// Decodes the input as a PNG.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    _ = try? PNGCodec.decode(Data(UnsafeBufferPointer(start: start, count: count)))
    return 0
}
