import FolioHashing
import Foundation
import Testing

/// SHA-256 against the standard test vectors (FIPS 180-2), whole and fed in pieces.
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
        var hasher = SHA256()
        for _ in 0..<1000 { hasher.update(Data(repeating: 0x61, count: 1000)) }
        let digest = hasher.finalize().map { String(format: "%02x", $0) }.joined()
        #expect(digest == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test(arguments: [1, 7, 63, 64, 65, 200])
    func sha256InPiecesMatchesOneUpdate(piece: Int) {
        let data = Data((0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        var hasher = SHA256()
        for start in stride(from: 0, to: data.count, by: piece) {
            hasher.update(data[start..<min(start + piece, data.count)])
        }
        let digest = hasher.finalize().map { String(format: "%02x", $0) }.joined()
        #expect(digest == SHA256.hex(of: data))
    }
}
