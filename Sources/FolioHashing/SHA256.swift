internal import COpenSSLDigest
import Foundation

/// SHA-256 (FIPS 180-4), for content-hashed asset names and the shelf's ids: the system's OpenSSL
/// (libcrypto's `EVP_Digest`, through COpenSSLDigest), spelt as lowercase hex.
package enum SHA256 {
    /// The digest's length in bytes.
    static let byteCount = 32

    /// The hex digest of `data`: 64 lowercase hex digits.
    package static func hex(of data: Data) -> String {
        var digest = [UInt8](repeating: 0, count: byteCount)
        let ok = data.withUnsafeBytes { bytes in
            digest.withUnsafeMutableBufferPointer { out in
                folio_sha256(bytes.baseAddress, bytes.count, out.baseAddress)
            }
        }
        // OpenSSL fails a digest only when it cannot allocate its context: as Swift's own
        // allocations do then, stop.
        precondition(ok == 1, "OpenSSL could not compute a SHA-256 digest (out of memory)")
        return String(unsafeUninitializedCapacity: byteCount * 2) { text in
            var count = 0
            for byte in digest {
                text[count] = hexDigit(byte >> 4)
                text[count + 1] = hexDigit(byte & 0x0F)
                count += 2
            }
            return count
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
