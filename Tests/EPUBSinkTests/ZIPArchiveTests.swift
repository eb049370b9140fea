import Foundation
import Testing

@testable import EPUBSink

/// The container the sink writes: CRC-32 as ZIP computes it, and a stored archive whose entries
/// read back (local headers, central directory, end record) with `mimetype` first and
/// uncompressed at the offset an OCF reader looks for it.
@Suite struct ZIPArchiveTests {
    @Test func crc32MatchesTheStandardCheckValues() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
        #expect(CRC32.checksum(Array("The quick brown fox jumps over the lazy dog".utf8)) == 0x414F_A339)
    }

    @Test func entriesReadBackInOrderWithMimetypeFirstAndStored() throws {
        var archive = ZIPArchive()
        try archive.append(.init(path: "mimetype", data: Data("application/epub+zip".utf8)))
        try archive.append(.init(path: "OEBPS/é.txt", data: Data("ünïcode".utf8)))
        try archive.append(.init(path: "empty", data: Data()))
        let data = archive.data
        #expect(data.prefix(4) == Data([0x50, 0x4B, 0x03, 0x04]))
        #expect(String(decoding: data[30..<38], as: UTF8.self) == "mimetype")
        #expect(String(decoding: data[38..<58], as: UTF8.self) == "application/epub+zip")
        let entries = try StoredZIP(data).entries
        #expect(entries.map(\.path) == ["mimetype", "OEBPS/é.txt", "empty"])
        #expect(entries.map(\.method) == [0, 0, 0])
        #expect(String(decoding: entries[1].data, as: UTF8.self) == "ünïcode")
        #expect(entries.allSatisfy { $0.crc == CRC32.checksum($0.data) })
    }
}

/// A reader of stored ZIP files for the tests: the central directory's entries, each with the
/// bytes its local header points at.
struct StoredZIP {
    struct Entry {
        var path: String
        var method: Int
        var crc: UInt32
        var data: Data
    }

    let entries: [Entry]

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        func number(_ offset: Int, _ size: Int) -> Int {
            (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        guard let end = (0...(bytes.count - 22)).reversed().first(where: { number($0, 4) == 0x0605_4B50 }) else {
            throw StoredZIPError.noEndRecord
        }
        var offset = number(end + 16, 4)
        var entries: [Entry] = []
        for _ in 0..<number(end + 10, 2) {
            guard number(offset, 4) == 0x0201_4B50 else { throw StoredZIPError.badDirectory }
            let nameLength = number(offset + 28, 2)
            let local = number(offset + 42, 4)
            let path = String(decoding: bytes[(offset + 46)..<(offset + 46 + nameLength)], as: UTF8.self)
            guard number(local, 4) == 0x0403_4B50 else { throw StoredZIPError.badLocalHeader }
            let start = local + 30 + number(local + 26, 2) + number(local + 28, 2)
            let size = number(offset + 20, 4)
            entries.append(
                Entry(
                    path: path, method: number(offset + 10, 2), crc: UInt32(number(offset + 16, 4)),
                    data: Data(bytes[start..<(start + size)])))
            offset += 46 + nameLength + number(offset + 30, 2) + number(offset + 32, 2)
        }
        self.entries = entries
    }

    /// The entry at `path`'s bytes as text.
    func text(_ path: String) -> String? {
        entries.first { $0.path == path }.map { String(decoding: $0.data, as: UTF8.self) }
    }
}

enum StoredZIPError: Error {
    case noEndRecord, badDirectory, badLocalHeader
}
