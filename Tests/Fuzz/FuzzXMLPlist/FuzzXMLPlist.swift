import Foundation

@testable import PlistSource

// libFuzzer target: an XML property list, parsed by libxml2 and read into a value tree.

/// Reads the input as an XML property list.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXMLPlist(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    _ = XMLPlistReader.read(Data(UnsafeBufferPointer(start: start, count: count)))
    return 0
}
