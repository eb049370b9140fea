import FolioLayout
import Foundation

/// A fast writer of compact JSON for Folio's output files, the one encoder of every published
/// wire type. Callers write an object's keys in sorted order (what `JSONEncoder`'s
/// `.sortedKeys` would give), so the same value always gives the same bytes; `/` is not
/// escaped. `WireFormatTests` checks the key order of every document Folio publishes. It is
/// many times faster than `JSONEncoder`, which matters for bundles of 10,000 articles.
public struct JSONWriter {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []
    /// Whether `<`, `>`, `&`, U+2028 and U+2029 in strings are written as `\u` escapes, so the
    /// JSON can sit inside an HTML `<script>` element.
    public var scriptSafe: Bool
    /// Whether each key and element goes on a line of its own, indented two spaces a level,
    /// with ` : ` after keys (the layout of `JSONEncoder`'s `.prettyPrinted`, an empty array
    /// or object included), for files people read, such as scenarios.
    public let pretty: Bool
    private var needsComma = false
    private var depth = 0
    private var afterKey = false

    /// Creates a writer.
    public init(scriptSafe: Bool = false, pretty: Bool = false, capacity: Int = 4096) {
        self.scriptSafe = scriptSafe
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
    }

    /// The bytes of `value`, with a final newline when `newline` is set.
    public static func data(
        _ value: some JSONWritable, scriptSafe: Bool = false, pretty: Bool = false, newline: Bool = true
    ) -> Data {
        var writer = JSONWriter(scriptSafe: scriptSafe, pretty: pretty)
        value.write(to: &writer)
        if newline { writer.bytes.append(0x0A) }
        return Data(writer.bytes)
    }

    /// Opens an object.
    public mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        open()
    }

    /// Closes an object.
    public mutating func endObject() {
        close()
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    /// Opens an array.
    public mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        open()
    }

    /// Closes an array.
    public mutating func endArray() {
        close()
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes an object key; the value comes next. Keys must come in sorted order, which
    /// `WireFormatTests` checks for every document Folio publishes.
    public mutating func key(_ name: String) {
        separate()
        appendString(name)
        appendASCII(pretty ? " : " : ":")
        needsComma = false
        afterKey = pretty
    }

    /// Writes the key a type's `CodingKeys` names, so that its writer and its decoder spell
    /// the key in one place.
    public mutating func key(_ key: some CodingKey) {
        self.key(key.stringValue)
    }

    /// Writes a string.
    public mutating func string(_ value: String) {
        separate()
        appendString(value)
        needsComma = true
    }

    /// Writes an integer.
    public mutating func int(_ value: Int) {
        separate()
        // Digits straight into the bytes, least significant first, then turned round: no
        // string made for each of a page map's thousands of numbers.
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
        needsComma = true
    }

    /// Writes a number: whole values without a fraction (`390`), others in Swift's shortest form.
    public mutating func double(_ value: Double) {
        separate()
        appendASCII(value.isFinite ? value.shortSpelling : "null")
        needsComma = true
    }

    /// Writes `true` or `false`.
    public mutating func bool(_ value: Bool) {
        separate()
        appendASCII(value ? "true" : "false")
        needsComma = true
    }

    /// Writes `null`.
    public mutating func null() {
        separate()
        appendASCII("null")
        needsComma = true
    }

    /// Writes JSON that is already written (a `JSONFragment`'s bytes) as one value.
    public mutating func raw(_ json: [UInt8]) {
        separate()
        bytes.append(contentsOf: json)
        needsComma = true
    }

    /// Writes a value.
    public mutating func value(_ value: some JSONWritable) {
        value.write(to: &self)
    }

    /// Writes an array of values.
    public mutating func array<Element: JSONWritable>(_ values: [Element]) {
        beginArray()
        for value in values { value.write(to: &self) }
        endArray()
    }

    /// Writes an array of values, its elements written in chunks on every core and joined in
    /// order: the same bytes as `array(_:)`, for the long arrays of a 10,000-article issue.
    public mutating func array<Element: JSONWritable & Sendable>(parallel values: [Element]) {
        guard values.count >= 256, !pretty else { return array(values) }
        let chunks = min(values.count / 64, 4 * ProcessInfo.processInfo.activeProcessorCount)
        let size = (values.count + chunks - 1) / chunks
        let scriptSafe = self.scriptSafe
        let parts = ParallelMap.map(Array(stride(from: 0, to: values.count, by: size)), threshold: 2) { start in
            var part = JSONWriter(scriptSafe: scriptSafe, capacity: 1 << 16)
            for value in values[start..<min(start + size, values.count)] { value.write(to: &part) }
            return part.bytes
        }
        beginArray()
        for (index, part) in parts.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: part)
        }
        endArray()
    }

    /// Writes an array of strings.
    public mutating func array(_ values: [String]) {
        beginArray()
        for value in values { string(value) }
        endArray()
    }

    /// Writes an array of numbers.
    public mutating func array(_ values: [Double]) {
        beginArray()
        for value in values { double(value) }
        endArray()
    }

    /// Writes an array of integers.
    public mutating func array(_ values: [Int]) {
        beginArray()
        for value in values { int(value) }
        endArray()
    }

    /// Writes `key` and the string, only when it is present (as `encodeIfPresent` does).
    public mutating func field(_ name: String, ifPresent value: String?) {
        guard let value else { return }
        key(name)
        string(value)
    }

    /// Writes `key` and the string, only when it is present.
    public mutating func field(_ key: some CodingKey, ifPresent value: String?) {
        field(key.stringValue, ifPresent: value)
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        guard pretty, depth > 0 else { return }
        if afterKey {
            afterKey = false
        } else {
            newLine(indent: depth)
        }
    }

    private mutating func open() {
        needsComma = false
        if pretty { depth += 1 }
    }

    /// Ends a container's last line; an empty one gets a blank line, as `JSONEncoder` writes it.
    private mutating func close() {
        guard pretty else { return }
        depth -= 1
        if !needsComma { bytes.append(0x0A) }
        newLine(indent: depth)
    }

    private mutating func newLine(indent: Int) {
        bytes.append(0x0A)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    private mutating func appendASCII(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    private mutating func appendString(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        let start = bytes.count
        var value = value
        value.withUTF8 { utf8 in
            // Copies runs of bytes that need no escape in one go; most text is one run.
            var runStart = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard
                    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                        || (scriptSafe
                            && (byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")))
                else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                runStart = index + 1
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
                case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
                case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
                case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
                case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
                case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
                case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
                default: appendUnicodeEscape(UInt16(byte))
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        if scriptSafe { escapeLineSeparators(from: start) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// U+2028 and U+2029 (E2 80 A8 / E2 80 A9) end lines in older JavaScript; the string just
    /// written is rescanned for them only in script-safe mode.
    private mutating func escapeLineSeparators(from start: Int) {
        guard bytes[start...].contains(0xE2) else { return }
        var index = start
        while index + 2 < bytes.count {
            if bytes[index] == 0xE2, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                let escape = Array((bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                bytes.replaceSubrange(index...(index + 2), with: escape)
                index += escape.count
            } else {
                index += 1
            }
        }
    }

    private mutating func appendUnicodeEscape(_ unit: UInt16) {
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: [
            0x5C, UInt8(ascii: "u"), hex[Int(unit >> 12) & 0xF], hex[Int(unit >> 8) & 0xF],
            hex[Int(unit >> 4) & 0xF], hex[Int(unit) & 0xF],
        ])
    }
}

/// A value `JSONWriter` can write: the one encoder of each type Folio publishes as JSON. A type
/// that is also read back (`Decodable`) shares its keys with its writer (its `CodingKeys`).
public protocol JSONWritable {
    /// Writes the value.
    func write(to writer: inout JSONWriter)
}
