internal import Crypto
import Foundation

/// SHA-256 (FIPS 180-4), for content-hashed asset names and the shelf's ids: swift-crypto's
/// (`Crypto.SHA256`, BoringSSL on Linux), spelt as lowercase hex.
package enum SHA256 {
    /// The hex digest of `data`: 64 lowercase hex digits.
    package static func hex(of data: Data) -> String {
        let digest = Crypto.SHA256.hash(data: data)
        return String(unsafeUninitializedCapacity: Crypto.SHA256.byteCount * 2) { text in
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
