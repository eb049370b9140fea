/// Reads what `BinaryWriter` wrote; any malformed input throws, and the record's reader then
/// reports it as damage and treats it as missing (the build is simply colder).
package struct BinaryReader {
    /// The bytes are not what `BinaryWriter` writes.
    package struct Malformed: Error {}

    private let bytes: [UInt8]
    private var offset = 0

    /// A reader at the start of `bytes`.
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been read.
    var isAtEnd: Bool { offset == bytes.count }

    /// An unsigned integer `BinaryWriter.unsigned(_:)` wrote.
    package mutating func unsigned() throws -> UInt64 {
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

    /// A signed integer `BinaryWriter.int(_:)` wrote.
    package mutating func int() throws -> Int {
        let raw = try unsigned()
        return Int(Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    /// A Boolean `BinaryWriter.bool(_:)` wrote; any byte but 0 or 1 is malformed.
    package mutating func bool() throws -> Bool {
        guard offset < bytes.count, bytes[offset] <= 1 else { throw Malformed() }
        offset += 1
        return bytes[offset - 1] == 1
    }

    /// A string `BinaryWriter.string(_:)` wrote.
    package mutating func string() throws -> String {
        let count = Int(try unsigned())
        guard count <= bytes.count - offset else { throw Malformed() }
        defer { offset += count }
        return String(decoding: bytes[offset..<(offset + count)], as: UTF8.self)
    }

    /// A value `BinaryWriter.optional(_:_:)` wrote, read by `read` when it is there.
    package mutating func optional<T>(_ read: (inout BinaryReader) throws -> T) throws -> T? {
        try bool() ? try read(&self) : nil
    }

    /// Values `BinaryWriter.array(_:_:)` wrote, each read by `read`.
    package mutating func array<T>(_ read: (inout BinaryReader) throws -> T) throws -> [T] {
        let count = Int(try unsigned())
        guard count <= bytes.count - offset else { throw Malformed() }
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try read(&self)) }
        return values
    }

    /// A dictionary `BinaryWriter.dictionary` wrote (a key written twice: the last one wins).
    package mutating func dictionary<T>(_ read: (inout BinaryReader) throws -> T) throws -> [String: T] {
        Dictionary(try array { (try $0.string(), try read(&$0)) }, uniquingKeysWith: { $1 })
    }
}
