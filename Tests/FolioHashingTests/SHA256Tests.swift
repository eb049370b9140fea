import FolioHashing
import Foundation
import Testing

/// SHA-256 (the system OpenSSL's, spelt as hex by FolioHashing) against the standard test vectors
/// (FIPS 180-2).
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func sha256MatchesTheStandardVectors(input: String, digest: String) {
        #expect(SHA256.hex(of: Data(input.utf8)) == digest)
    }

    @Test func sha256OfAMillionAs() {
        #expect(
            SHA256.hex(of: Data(repeating: 0x61, count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// A slice of a larger buffer (a `Data` whose indices do not start at 0) hashes as its bytes.
    @Test func sha256OfASliceIsTheHashOfItsBytes() {
        let data = Data((0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        #expect(SHA256.hex(of: data[100..<900]) == SHA256.hex(of: Data(Array(data[100..<900]))))
    }
}
