import FolioHashing
import Foundation

/// The framing of every record of the build cache (`SealedCacheRecord`: the manifest, the
/// asset, fonts', links' and shelf's records): a magic string that names the record's kind and
/// its version (`folio-asset-record-1\n`), the payload, and the XXH64 of both. A file that is torn or has any bit flipped does not open and is told apart from one
/// written by another version of Folio, so that the reader can warn about the first and treat
/// both as missing, which costs only a colder build.
enum SealedBytes {
    /// What `read` found in a file.
    enum Reading: Equatable {
        /// The file is whole: its payload.
        case payload([UInt8])
        /// The file is a whole header of this format at another version: not damage.
        case otherVersion
        /// The file is torn, overwritten or flipped: its header or its checksum does not hold.
        case damaged
    }

    /// `payload` framed under `magic`.
    static func seal(_ payload: [UInt8], magic: String) -> Data {
        var bytes = Array(magic.utf8)
        bytes.append(contentsOf: payload)
        var checksum = XXHash64.hash(Data(bytes)).littleEndian
        withUnsafeBytes(of: &checksum) { bytes.append(contentsOf: $0) }
        return Data(bytes)
    }

    /// The checksum a sealed file ends with (0 for one too short to have it).
    static func checksum(of data: Data) -> UInt64 {
        guard data.count >= 8 else { return 0 }
        return data.suffix(8).enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    }

    /// What `data` is when read as a file framed under `magic`.
    static func read(_ data: Data, magic: String) -> Reading {
        let prefix = Array(magic.utf8)
        guard data.count >= prefix.count + 8, data.starts(with: prefix) else {
            return isOtherVersion(data, magic: magic) ? .otherVersion : .damaged
        }
        let body = data.prefix(data.count - 8)
        guard XXHash64.hash(Data(body)) == checksum(of: data) else { return .damaged }
        return .payload(Array(body.dropFirst(prefix.count)))
    }

    /// Whether `data` starts with `magic`'s family and a whole version of its own
    /// (`folio-asset-record-` then digits and a newline) that is not `magic`'s.
    private static func isOtherVersion(_ data: Data, magic: String) -> Bool {
        guard let dash = magic.lastIndex(of: "-") else { return false }
        let family = Array(magic[...dash].utf8)
        guard data.starts(with: family) else { return false }
        let rest = data.dropFirst(family.count).prefix(12)
        guard let end = rest.firstIndex(of: UInt8(ascii: "\n")), end > rest.startIndex else { return false }
        let version = rest[rest.startIndex..<end]
        return version.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            && !data.starts(with: Array(magic.utf8))
    }
}
