import FolioFormats
import FolioPluginAPI

/// Writes the compact binary form of the build cache's records (`SealedCacheRecord`): unsigned
/// LEB128 varints, zigzag for signed integers, length-prefixed UTF-8 strings. Reading it back
/// is many times faster than JSON, which a warm build of 10,000 files notices.
struct BinaryWriter {
    private(set) var bytes: [UInt8] = []

    mutating func unsigned(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func int(_ value: Int) {
        let signed = Int64(value)
        unsigned(UInt64(bitPattern: (signed << 1) ^ (signed >> 63)))
    }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func string(_ value: String) {
        unsigned(UInt64(value.utf8.count))
        bytes.append(contentsOf: value.utf8)
    }

    mutating func optional<T>(_ value: T?, _ write: (inout BinaryWriter, T) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }

    mutating func array<T>(_ values: [T], _ write: (inout BinaryWriter, T) -> Void) {
        unsigned(UInt64(values.count))
        for value in values { write(&self, value) }
    }

    /// A dictionary by string keys, its entries in key order (so the same dictionary is always
    /// the same bytes), each key then its value.
    mutating func dictionary<T>(_ values: [String: T], _ write: (inout BinaryWriter, T) -> Void) {
        array(values.sorted { $0.key < $1.key }) { writer, pair in
            writer.string(pair.key)
            write(&writer, pair.value)
        }
    }
}

/// Reads what `BinaryWriter` wrote; any malformed input throws, and the record's reader then
/// reports it as damage and treats it as missing (the build is simply colder).
struct BinaryReader {
    struct Malformed: Error {}

    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func unsigned() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw Malformed() }
            let byte = bytes[offset]
            offset += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
    }

    mutating func int() throws -> Int {
        let raw = try unsigned()
        return Int(Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    mutating func bool() throws -> Bool {
        guard offset < bytes.count, bytes[offset] <= 1 else { throw Malformed() }
        offset += 1
        return bytes[offset - 1] == 1
    }

    mutating func string() throws -> String {
        let count = Int(try unsigned())
        guard count <= bytes.count - offset else { throw Malformed() }
        defer { offset += count }
        return String(decoding: bytes[offset..<(offset + count)], as: UTF8.self)
    }

    mutating func optional<T>(_ read: (inout BinaryReader) throws -> T) throws -> T? {
        try bool() ? try read(&self) : nil
    }

    mutating func array<T>(_ read: (inout BinaryReader) throws -> T) throws -> [T] {
        let count = Int(try unsigned())
        guard count <= bytes.count - offset else { throw Malformed() }
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try read(&self)) }
        return values
    }

    /// A dictionary `BinaryWriter.dictionary` wrote (a key written twice: the last one wins).
    mutating func dictionary<T>(_ read: (inout BinaryReader) throws -> T) throws -> [String: T] {
        Dictionary(try array { (try $0.string(), try read(&$0)) }, uniquingKeysWith: { $1 })
    }
}
