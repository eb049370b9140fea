/// Writes the compact binary form of the build cache's records (`SealedCacheRecord`): unsigned
/// LEB128 varints, zigzag for signed integers, length-prefixed UTF-8 strings. Reading it back
/// is many times faster than JSON, which a warm build of 10,000 files notices.
package struct BinaryWriter {
    /// What has been written so far.
    private(set) var bytes: [UInt8] = []

    /// An unsigned integer, as a LEB128 varint.
    package mutating func unsigned(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// A signed integer, zigzagged into a varint.
    package mutating func int(_ value: Int) {
        let signed = Int64(value)
        unsigned(UInt64(bitPattern: (signed << 1) ^ (signed >> 63)))
    }

    /// A Boolean, as one byte (0 or 1).
    package mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// A string: its UTF-8 length, then its bytes.
    package mutating func string(_ value: String) {
        unsigned(UInt64(value.utf8.count))
        bytes.append(contentsOf: value.utf8)
    }

    /// Whether `value` is there, then `value` written by `write`.
    package mutating func optional<T>(_ value: T?, _ write: (inout BinaryWriter, T) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }

    /// The count, then each value written by `write`.
    package mutating func array<T>(_ values: [T], _ write: (inout BinaryWriter, T) -> Void) {
        unsigned(UInt64(values.count))
        for value in values { write(&self, value) }
    }

    /// A dictionary by string keys, its entries in key order (so the same dictionary is always
    /// the same bytes), each key then its value.
    /// Only the keys are sorted (an array of strings, which sorts fast): sorting the entries, of
    /// a type this generic code does not know, moved each through its value witnesses, a tenth
    /// of a 10,000-article rebuild.
    package mutating func dictionary<T>(_ values: [String: T], _ write: (inout BinaryWriter, T) -> Void) {
        array(values.keys.sorted()) { writer, key in
            writer.string(key)
            if let value = values[key] { write(&writer, value) }
        }
    }
}
