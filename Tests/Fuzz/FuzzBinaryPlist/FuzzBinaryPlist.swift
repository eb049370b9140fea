import Foundation

@testable import PlistSource

// libFuzzer target: a binary property list (`bplist00`), read by Folio's own reader.

/// Reads the input as a binary property list.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBinaryPlist(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    _ = BinaryPlistReader.read(Data(UnsafeBufferPointer(start: start, count: count)))
    return 0
}
