import FolioBuild
import FolioFormats
import FolioImaging
import FolioPluginAPI
import Foundation

// libFuzzer target: the image header readers: the size and format of a PNG or JPEG
// (ImageInfo, used for layout before any pixel is decoded) and a JPEG's EXIF orientation.

/// Parses the input's header and EXIF orientation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageInfo(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeBufferPointer(start: start, count: count))
    _ = try? ImageInfo.parse(Data(bytes))
    _ = ExifOrientation.read(fromJPEG: bytes)
    return 0
}
