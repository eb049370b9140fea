import Foundation

/// A ZIP file (APPNOTE 6.3) of stored entries, as an EPUB's container is: each entry's local
/// header (no data descriptor, no extra field) and bytes, then the central directory. Every
/// entry is stored, not deflated, so the `mimetype` entry an OCF reader looks for at byte 38
/// is uncompressed as it must be; the dates are fixed (1980-01-01), so the same entries give
/// the same bytes.
struct ZIPArchive {
    /// One file of the archive.
    struct Entry {
        /// Its path inside the archive (forward slashes, no leading slash).
        var path: String
        /// Its bytes.
        var data: Data
    }

    /// What a single archive holds at most: no ZIP64.
    static let largestSize = Int(UInt32.max - 1)

    private var bytes = Data()
    private var directory = Data()
    private var count = 0

    /// An archive with no entries yet.
    init() {}

    /// Appends `entry`.
    mutating func append(_ entry: Entry) throws {
        let name = Data(entry.path.utf8)
        guard entry.data.count < Self.largestSize, bytes.count + entry.data.count < Self.largestSize,
            count < Int(UInt16.max)
        else { throw ZIPArchiveError.tooLarge(entry.path) }
        let crc = CRC32.checksum(entry.data)
        let offset = UInt32(bytes.count)
        // Version 2.0, UTF-8 names (bit 11), stored, DOS time 00:00 of 1980-01-01.
        let common: [(UInt64, Int)] = [
            (20, 2), (0x0800, 2), (0, 2), (0, 2), (0x21, 2), (UInt64(crc), 4), (UInt64(entry.data.count), 4),
            (UInt64(entry.data.count), 4), (UInt64(name.count), 2), (0, 2),
        ]
        bytes.appendLittleEndian(0x0403_4B50, 4)
        for (value, size) in common { bytes.appendLittleEndian(value, size) }
        bytes.append(name)
        bytes.append(entry.data)

        directory.appendLittleEndian(0x0201_4B50, 4)
        directory.appendLittleEndian(0x031E, 2)  // made by: Unix, 3.0
        for (value, size) in common { directory.appendLittleEndian(value, size) }
        // Comment length, disk, internal attributes, external (a regular file, 0644), offset.
        for (value, size) in [(0, 2), (0, 2), (0, 2), (UInt64(0o100644) << 16, 4), (UInt64(offset), 4)] {
            directory.appendLittleEndian(UInt64(value), size)
        }
        directory.append(name)
        count += 1
    }

    /// The archive's bytes: the entries, the central directory and its end record.
    var data: Data {
        var data = bytes
        data.append(directory)
        data.appendLittleEndian(0x0605_4B50, 4)
        for (value, size) in [
            (0, 2), (0, 2), (UInt64(count), 2), (UInt64(count), 2), (UInt64(directory.count), 4),
            (UInt64(bytes.count), 4), (0, 2),
        ] {
            data.appendLittleEndian(UInt64(value), size)
        }
        return data
    }
}

/// Why an archive could not be written.
enum ZIPArchiveError: Error, CustomStringConvertible {
    /// The entry would take the archive past 4 GiB or 65,535 entries (no ZIP64).
    case tooLarge(String)

    var description: String {
        switch self {
        case .tooLarge(let path): "the EPUB would exceed 4 GiB or 65,535 files at \(path) (no ZIP64)"
        }
    }
}

extension Data {
    /// Appends the `size` low bytes of `value`, least significant first.
    fileprivate mutating func appendLittleEndian(_ value: UInt64, _ size: Int) {
        for index in 0..<size { append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) }
    }
}
