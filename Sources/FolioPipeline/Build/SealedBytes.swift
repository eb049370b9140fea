import FolioHashing
import Foundation

/// The framing of Folio's own cache files (the build manifest, asset records): a magic string
/// that names the format and its version, the payload, and the XXH64 of both. A file that is
/// torn, of another version, or has any bit flipped does not open, and the reader treats it as
/// missing, which costs only a colder build.
enum SealedBytes {
    /// `payload` framed under `magic`.
    static func seal(_ payload: [UInt8], magic: String) -> Data {
        var bytes = Array(magic.utf8)
        bytes.append(contentsOf: payload)
        var checksum = XXHash64.hash(Data(bytes)).littleEndian
        withUnsafeBytes(of: &checksum) { bytes.append(contentsOf: $0) }
        return Data(bytes)
    }

    /// The payload of `data` when it is framed under `magic` and its checksum holds.
    static func open(_ data: Data, magic: String) -> [UInt8]? {
        let prefix = Array(magic.utf8)
        guard data.count >= prefix.count + 8, data.starts(with: prefix) else { return nil }
        let body = data.prefix(data.count - 8)
        let stored = data.suffix(8).enumerated().reduce(UInt64(0)) {
            $0 | UInt64($1.element) << (8 * UInt64($1.offset))
        }
        guard XXHash64.hash(Data(body)) == stored else { return nil }
        return Array(body.dropFirst(prefix.count))
    }
}
