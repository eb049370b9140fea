import Foundation

/// Reads a binary property list (`bplist00`) into a `PlistValue` tree.
///
/// The file is hostile until proven otherwise: every offset, count and object reference is
/// checked against the file before it is used, a reference back to an object that is still
/// being read is a cycle, nesting is limited, and so is the number of values the file expands
/// to (a small file can share one array many times over). Every problem is an error naming
/// the byte offset where it was found; reading stops at the first.
///
/// Lifetime: no pointer is ever taken. The file is copied into an array that the reader owns
/// and read only through Swift's bounds-checked subscripts; strings and data are copied out.
struct BinaryPlistReader {
    /// The signature every binary property list starts with.
    static let signature = Array("bplist00".utf8)
    /// The deepest nesting of arrays and dictionaries accepted.
    static let maximumDepth = 100
    /// The most values a file may expand to, counting each use of a shared object.
    static let maximumValues = 1_000_000

    private struct Failure: Error {
        var message: String
        var offset: Int
    }

    private let bytes: [UInt8]
    private var offsetSize = 0
    private var referenceSize = 0
    private var objectCount = 0
    private var offsetTableStart = 0
    private var inProgress: Set<Int> = []
    private var finished: [Int: (value: PlistValue, size: Int)] = [:]
    private var valueCount = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether `data` looks like a binary property list of any version.
    static func isBinary(_ data: Data) -> Bool {
        data.starts(with: Array("bplist".utf8))
    }

    /// Reads `data`; the result holds the root value or the error that stopped the reading.
    static func read(_ data: Data) -> PlistReadResult {
        var reader = BinaryPlistReader(bytes: [UInt8](data))
        do {
            let root = try reader.readTrailer()
            let value = try reader.object(root, depth: 0)
            return PlistReadResult(value: value.value, problems: [])
        } catch {
            return PlistReadResult(value: nil, problems: [.error(error.message, at: .byteOffset(error.offset))])
        }
    }

    // MARK: Trailer and offset table

    /// Checks the header and trailer and returns the root object's index.
    private mutating func readTrailer() throws(Failure) -> Int {
        guard bytes.starts(with: Self.signature) else {
            let found = String(decoding: bytes.prefix(8), as: UTF8.self)
            throw Failure(
                message: "unsupported binary property list version '\(found)': Folio reads 'bplist00'", offset: 0)
        }
        let minimum = Self.signature.count + 1 + 32
        guard bytes.count >= minimum else {
            throw Failure(
                message:
                    "binary property list is truncated: it has \(bytes.count) bytes, fewer than the \(minimum) that a header, one object and the 32-byte trailer need",
                offset: bytes.count)
        }
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize) else {
            throw Failure(
                message:
                    "binary property list trailer is damaged or the file is truncated: offset size \(offsetSize) is not between 1 and 8",
                offset: trailer + 6)
        }
        guard (1...8).contains(referenceSize) else {
            throw Failure(
                message:
                    "binary property list trailer is damaged or the file is truncated: object reference size \(referenceSize) is not between 1 and 8",
                offset: trailer + 7)
        }
        let count = try unsigned(at: trailer + 8, size: 8)
        let root = try unsigned(at: trailer + 16, size: 8)
        let tableStart = try unsigned(at: trailer + 24, size: 8)
        guard count >= 1, count <= trailer else {
            throw Failure(
                message:
                    "binary property list trailer is damaged or the file is truncated: it claims \(count) objects in a \(bytes.count)-byte file",
                offset: trailer + 8)
        }
        guard root < count else {
            throw Failure(
                message:
                    "binary property list trailer is damaged: the root object \(root) is not one of its \(count) objects",
                offset: trailer + 16)
        }
        let (tableSize, overflow) = count.multipliedReportingOverflow(by: offsetSize)
        guard tableStart >= Self.signature.count + 1, tableStart <= trailer, !overflow,
            tableSize <= trailer - tableStart
        else {
            throw Failure(
                message:
                    "binary property list is truncated or damaged: its offset table (\(count) entries of \(offsetSize) bytes at byte \(tableStart)) does not fit between the objects and the trailer",
                offset: trailer + 24)
        }
        objectCount = count
        offsetTableStart = tableStart
        return root
    }

    /// Where object `index` starts, checked to lie in the object area.
    private func offset(ofObject index: Int) throws(Failure) -> Int {
        let entry = offsetTableStart + index * offsetSize
        let offset = try unsigned(at: entry, size: offsetSize)
        guard offset >= Self.signature.count, offset < offsetTableStart else {
            throw Failure(
                message:
                    "object \(index) is said to start at byte \(offset), outside the object area (bytes \(Self.signature.count) to \(offsetTableStart - 1)); the file is truncated or damaged",
                offset: entry)
        }
        return offset
    }

    // MARK: Objects

    /// Reads object `index` and everything it references; returns the value and how many values
    /// it expands to.
    private mutating func object(_ index: Int, depth: Int) throws(Failure) -> (value: PlistValue, size: Int) {
        let start = try offset(ofObject: index)
        if let done = finished[index] {
            try count(done.size, at: start)
            return done
        }
        guard !inProgress.contains(index) else {
            throw Failure(message: "reference cycle: object \(index) contains itself", offset: start)
        }
        guard depth <= Self.maximumDepth else {
            throw Failure(message: "values are nested more than \(Self.maximumDepth) levels deep", offset: start)
        }
        inProgress.insert(index)
        defer { inProgress.remove(index) }

        let before = valueCount
        try count(1, at: start)
        let value = try decode(at: start, depth: depth)
        let result = (value: value, size: valueCount - before)
        finished[index] = result
        return result
    }

    private mutating func count(_ values: Int, at offset: Int) throws(Failure) {
        valueCount += values
        guard valueCount <= Self.maximumValues else {
            throw Failure(
                message:
                    "the property list expands to more than \(Self.maximumValues) values (an object shared too many times?)",
                offset: offset)
        }
    }

    private mutating func decode(at start: Int, depth: Int) throws(Failure) -> PlistValue {
        let marker = bytes[start]
        let location = PlistLocation.byteOffset(start)
        let low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return PlistValue(.bool(false), at: location)
            case 0x09: return PlistValue(.bool(true), at: location)
            case 0x00: return PlistValue(.null, at: location)
            default: throw Failure(message: "unknown object marker 0x\(hex(marker))", offset: start)
            }
        case 0x1:
            return PlistValue(.integer(try integer(at: start + 1, sizeExponent: low, marker: start)), at: location)
        case 0x2:
            let size = 1 << low
            guard size == 4 || size == 8 else {
                throw Failure(message: "a real number must be 4 or 8 bytes, not \(size)", offset: start)
            }
            let bits = try unsigned64(at: start + 1, size: size)
            let number =
                size == 4 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) : Double(bitPattern: bits)
            return PlistValue(.real(number), at: location)
        case 0x3:
            guard marker == 0x33 else {
                throw Failure(message: "unknown object marker 0x\(hex(marker))", offset: start)
            }
            let seconds = Double(bitPattern: try unsigned64(at: start + 1, size: 8))
            return PlistValue(.date(Date(timeIntervalSinceReferenceDate: seconds)), at: location)
        case 0x4:
            let (length, body) = try lengthAndBody(at: start, elementSize: 1)
            return PlistValue(.data(Data(bytes[body..<(body + length)])), at: location)
        case 0x5:
            let (length, body) = try lengthAndBody(at: start, elementSize: 1)
            let text = String(bytes[body..<(body + length)].map { Character(Unicode.Scalar($0)) })
            return PlistValue(.string(text), at: location)
        case 0x6:
            let (length, body) = try lengthAndBody(at: start, elementSize: 2)
            let units = (0..<length).map { UInt16(bytes[body + 2 * $0]) << 8 | UInt16(bytes[body + 2 * $0 + 1]) }
            return PlistValue(.string(String(decoding: units, as: UTF16.self)), at: location)
        case 0x8:
            return PlistValue(.uid(try unsigned64(at: start + 1, size: low + 1)), at: location)
        case 0xA:
            let (length, body) = try lengthAndBody(at: start, elementSize: referenceSize)
            var items: [PlistValue] = []
            items.reserveCapacity(length)
            for position in 0..<length {
                items.append(try reference(at: body + position * referenceSize, depth: depth).value)
            }
            return PlistValue(.array(items), at: location)
        case 0xD:
            let (length, keys) = try lengthAndBody(at: start, elementSize: 2 * referenceSize)
            let values = keys + length * referenceSize
            var entries: [PlistEntry] = []
            entries.reserveCapacity(length)
            for position in 0..<length {
                let key = try reference(at: keys + position * referenceSize, depth: depth).value
                guard case .string(let name) = key.content else {
                    throw Failure(
                        message: "a dictionary key must be a string, not \(key.typeDescription)",
                        offset: keys + position * referenceSize)
                }
                let value = try reference(at: values + position * referenceSize, depth: depth).value
                entries.append(PlistEntry(key: name, keyLocation: key.location, value: value))
            }
            return PlistValue(.dictionary(entries), at: location)
        case 0xC:
            throw Failure(message: "sets are not supported in property lists; use an array", offset: start)
        default:
            throw Failure(message: "unknown object marker 0x\(hex(marker))", offset: start)
        }
    }

    /// Follows the object reference stored at `position`.
    private mutating func reference(at position: Int, depth: Int) throws(Failure) -> (value: PlistValue, size: Int) {
        let index = try unsigned(at: position, size: referenceSize)
        guard index < objectCount else {
            throw Failure(
                message: "object reference \(index) is out of range: the file has \(objectCount) objects",
                offset: position)
        }
        return try object(index, depth: depth + 1)
    }

    /// The element count in a marker's low nibble (or the integer after it) and where the
    /// elements start, checked to fit before the offset table.
    private func lengthAndBody(at start: Int, elementSize: Int) throws(Failure) -> (length: Int, body: Int) {
        var length = Int(bytes[start] & 0x0F)
        var body = start + 1
        if length == 0x0F {
            guard body < offsetTableStart else { throw truncated(at: body) }
            let lengthMarker = bytes[body]
            guard lengthMarker >> 4 == 0x1, lengthMarker & 0x0F <= 3 else {
                throw Failure(
                    message:
                        "expected an integer length after marker 0x\(hex(bytes[start])), found marker 0x\(hex(lengthMarker))",
                    offset: body)
            }
            let size = 1 << Int(lengthMarker & 0x0F)
            let value = try integer(at: body + 1, sizeExponent: Int(lengthMarker & 0x0F), marker: body)
            guard value >= 0 else {
                throw Failure(message: "negative length \(value)", offset: body)
            }
            length = value
            body += 1 + size
        }
        let (total, overflow) = length.multipliedReportingOverflow(by: elementSize)
        guard !overflow, body <= offsetTableStart, total <= offsetTableStart - body else {
            throw Failure(
                message:
                    "an object of \(length) elements does not fit in the file: it runs past the object area into the offset table or trailer (the file is truncated or the count is damaged)",
                offset: start)
        }
        return (length, body)
    }

    private func integer(at position: Int, sizeExponent: Int, marker: Int) throws(Failure) -> Int {
        switch sizeExponent {
        case 0, 1, 2:
            return Int(try unsigned64(at: position, size: 1 << sizeExponent))
        case 3:
            return Int(Int64(bitPattern: try unsigned64(at: position, size: 8)))
        case 4:
            let high = try unsigned64(at: position, size: 8)
            let low = try unsigned64(at: position + 8, size: 8)
            if high == 0, low <= UInt64(Int.max) { return Int(low) }
            if high == UInt64.max, low > UInt64(Int.max) { return Int(Int64(bitPattern: low)) }
            throw Failure(message: "a 128-bit integer too large for 64 bits", offset: marker)
        default:
            throw Failure(message: "an integer of \(1 << sizeExponent) bytes is not supported", offset: marker)
        }
    }

    /// An unsigned big-endian number of `size` (1 to 8) bytes, checked to fit in an `Int`.
    private func unsigned(at position: Int, size: Int) throws(Failure) -> Int {
        let value = try unsigned64(at: position, size: size)
        guard value <= UInt64(Int.max) else {
            throw Failure(message: "number \(value) is out of range", offset: position)
        }
        return Int(value)
    }

    private func unsigned64(at position: Int, size: Int) throws(Failure) -> UInt64 {
        guard (1...8).contains(size) else {
            throw Failure(message: "a \(size)-byte number is not supported", offset: position)
        }
        guard position >= 0, position <= bytes.count - size else { throw truncated(at: position) }
        var value: UInt64 = 0
        for byte in bytes[position..<(position + size)] { value = value << 8 | UInt64(byte) }
        return value
    }

    private func truncated(at position: Int) -> Failure {
        Failure(message: "binary property list is truncated: a value runs past the end of the data", offset: position)
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
