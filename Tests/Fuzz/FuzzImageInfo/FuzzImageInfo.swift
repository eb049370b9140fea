import FolioBuild
import FolioFormats
import FolioHashing
import FolioImaging
import FolioPluginAPI
import Foundation

// libFuzzer target: what the asset stage does with a photo's bytes before decoding any pixel:
// the image header readers (the size and format of a PNG or JPEG, ImageInfo, used for layout,
// and a JPEG's EXIF orientation), and the SHA-256 of the bytes that names the photo's files
// (FolioHashing, the system OpenSSL through COpenSSLDigest), which must not depend on where in
// memory the bytes lie.

/// Parses the input's header and EXIF orientation and hashes it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageInfo(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeBufferPointer(start: start, count: count))
    _ = try? ImageInfo.parse(Data(bytes))
    _ = ExifOrientation.read(fromJPEG: bytes)
    let whole = Data(bytes)
    let digest = SHA256.hex(of: whole)
    precondition(
        digest.utf8.count == 64 && digest.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
    var padded = Data([0x00])
    padded.append(whole)
    precondition(SHA256.hex(of: padded[1...]) == digest, "the digest of a slice at another address differs")
    return 0
}
