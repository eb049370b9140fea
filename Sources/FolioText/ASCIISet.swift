/// A set of ASCII characters as two 64-bit words (below 64, then from 64), gathered from UTF-8
/// bytes in one pass: which characters a text uses, a face draws or an inventory has seen,
/// compared with a mask rather than character by character.
struct ASCIISet: Equatable {
    /// Characters 0 to 63, one bit each.
    var low: UInt64 = 0
    /// Characters 64 to 127, one bit each.
    var high: UInt64 = 0

    /// The empty set.
    init() {}

    /// The characters of `bytes`, and whether every byte is ASCII (when one is not, the set
    /// holds its low seven bits and means nothing).
    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> (set: ASCIISet, isASCII: Bool) {
        var set = ASCIISet()
        var above: UInt8 = 0
        for byte in bytes {
            above |= byte
            set.insert(byte)
        }
        return (set, above < 0x80)
    }

    /// Adds the character `byte` (ASCII); returns whether it was new.
    @discardableResult
    mutating func insert(_ byte: UInt8) -> Bool {
        let bit = UInt64(1) << UInt64(byte & 63)
        if byte & 64 == 0 {
            defer { low |= bit }
            return low & bit == 0
        }
        defer { high |= bit }
        return high & bit == 0
    }

    /// Whether `byte` (ASCII) is in the set.
    func contains(_ byte: UInt8) -> Bool {
        let bit = UInt64(1) << UInt64(byte & 63)
        return (byte & 64 == 0 ? low : high) & bit != 0
    }

    /// Whether the set has no character.
    var isEmpty: Bool { low == 0 && high == 0 }

    /// Whether the set shares no character with `other`.
    func isDisjoint(with other: ASCIISet) -> Bool {
        low & other.low == 0 && high & other.high == 0
    }

    /// Whether every character of the set is in `other`.
    func isSubset(of other: ASCIISet) -> Bool {
        low & ~other.low == 0 && high & ~other.high == 0
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether every byte is ASCII (below 0x80): UTF-8 whose scalar offsets are its byte offsets.
    package var isAllASCII: Bool {
        var above: UInt8 = 0
        for byte in self { above |= byte }
        return above < 0x80
    }
}
