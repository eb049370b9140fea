import FolioModel

/// Reads JSON front matter (Hugo's: a file that opens with `{`) into a `FrontMatterTable`,
/// with every value located at its line and column, which Foundation's reader does not give.
///
/// RFC 8259 JSON: objects, arrays, strings with every escape (surrogate pairs joined), numbers
/// (whole numbers that fit 64 bits as integers), `true`, `false`, `null`. A duplicate key, a
/// lone surrogate, a control character in a string, nesting deeper than `maximumDepth` or
/// anything after the object is an error at its place.
package enum JSONFrontMatter {
    /// The deepest nesting read; front matter nests two or three levels.
    package static let maximumDepth = 64

    /// Parses `text`, a JSON object and nothing else but white space (a `hugo.json`, the file
    /// shown as `path`).
    package static func read(_ text: String, path: String, lineOffset: Int = 0) -> Result<FrontMatterTable, Diagnostic>
    {
        readObject(atStartOf: text, path: path, lineOffset: lineOffset).flatMap { table, end in
            var rest = Parser(bytes: Array(text.utf8), path: path, lineOffset: lineOffset)
            rest.advance(to: end)
            rest.skipSpace()
            guard rest.peek == nil else { return .failure(rest.failure("unexpected text after the object").diagnostic) }
            return .success(table)
        }
    }

    /// Parses the object at the start of `text` (shown as `path`; `lineOffset` lines of the file
    /// come before it), as Hugo's JSON front matter: the body follows its closing `}`. Returns
    /// the table and the UTF-8 offset just after that `}`.
    package static func readObject(atStartOf text: String, path: String, lineOffset: Int = 0)
        -> Result<(table: FrontMatterTable, end: Int), Diagnostic>
    {
        var parser = Parser(bytes: Array(text.utf8), path: path, lineOffset: lineOffset)
        do throws(Failure) {
            parser.skipSpace()
            guard parser.peek == UInt8(ascii: "{") else {
                throw parser.failure("expected '{' to open the front matter")
            }
            let node = try parser.value(depth: 0)
            guard case .table(let table) = node.value else { throw parser.failure("expected an object") }
            return .success((table, parser.index))
        } catch {
            return .failure(error.diagnostic)
        }
    }

    private struct Failure: Error {
        var diagnostic: Diagnostic
    }

    private struct Parser {
        let bytes: [UInt8]
        let path: String
        let lineOffset: Int
        var index = 0
        var line = 1
        /// The byte offset where the current line starts, for columns.
        var lineStart = 0

        init(bytes: [UInt8], path: String, lineOffset: Int) {
            self.bytes = bytes
            self.path = path
            self.lineOffset = lineOffset
        }

        /// Moves to `offset`, counting the lines passed.
        mutating func advance(to offset: Int) {
            while index < offset {
                if bytes[index] == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
        }

        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        var location: SourceLocation {
            // Columns count Unicode scalars: continuation bytes do not start one.
            let column = bytes[lineStart..<index].filter { $0 & 0xC0 != 0x80 }.count + 1
            return SourceLocation(path: path, line: line + lineOffset, column: column)
        }

        func failure(_ message: String) -> Failure {
            Failure(diagnostic: .error("invalid JSON: \(message)", at: location))
        }

        mutating func skipSpace() {
            while let byte = peek {
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
                case UInt8(ascii: "\n"):
                    index += 1
                    line += 1
                    lineStart = index
                default: return
                }
            }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
            skipSpace()
            guard peek == byte else { throw failure("expected \(what)") }
            index += 1
        }

        mutating func value(depth: Int) throws(Failure) -> FrontMatterNode {
            skipSpace()
            guard depth < JSONFrontMatter.maximumDepth else {
                throw failure("nested deeper than \(JSONFrontMatter.maximumDepth) levels")
            }
            let at = location
            guard let byte = peek else { throw failure("the text ends where a value was expected") }
            switch byte {
            case UInt8(ascii: "{"):
                index += 1
                var entries: [FrontMatterEntry] = []
                var keys: Set<String> = []
                skipSpace()
                if peek == UInt8(ascii: "}") {
                    index += 1
                    return FrontMatterNode(.table(FrontMatterTable(path: path)), at: at)
                }
                while true {
                    skipSpace()
                    let keyLocation = location
                    guard peek == UInt8(ascii: "\"") else { throw failure("expected a key in double quotes") }
                    let key = try string()
                    guard keys.insert(key).inserted else {
                        throw Failure(
                            diagnostic: .error(
                                "invalid JSON: the key '\(ControlCharacters.escaped(key))' is given twice",
                                at: keyLocation))
                    }
                    try expect(UInt8(ascii: ":"), "':' after the key")
                    let node = try value(depth: depth + 1)
                    entries.append(FrontMatterEntry(key: key, node: node, keyLocation: keyLocation))
                    skipSpace()
                    if peek == UInt8(ascii: ",") {
                        index += 1
                        continue
                    }
                    try expect(UInt8(ascii: "}"), "',' or '}'")
                    return FrontMatterNode(.table(FrontMatterTable(path: path, entries: entries)), at: at)
                }
            case UInt8(ascii: "["):
                index += 1
                var items: [FrontMatterNode] = []
                skipSpace()
                if peek == UInt8(ascii: "]") {
                    index += 1
                    return FrontMatterNode(.list([]), at: at)
                }
                while true {
                    items.append(try value(depth: depth + 1))
                    skipSpace()
                    if peek == UInt8(ascii: ",") {
                        index += 1
                        continue
                    }
                    try expect(UInt8(ascii: "]"), "',' or ']'")
                    return FrontMatterNode(.list(items), at: at)
                }
            case UInt8(ascii: "\""):
                return FrontMatterNode(.string(try string()), at: at)
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                for (word, value) in [("true", FrontMatterValue.bool(true)), ("false", .bool(false)), ("null", .null)]
                where bytes[index...].starts(with: word.utf8) {
                    index += word.utf8.count
                    return FrontMatterNode(value, at: at)
                }
                throw failure("expected a value")
            default:
                return FrontMatterNode(try number(), at: at)
            }
        }

        /// A number as RFC 8259 writes it.
        mutating func number() throws(Failure) -> FrontMatterValue {
            let start = index
            func digits() -> Int {
                let from = index
                while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
                return index - from
            }
            if peek == UInt8(ascii: "-") { index += 1 }
            let whole = digits()
            guard whole > 0, !(whole > 1 && bytes[index - whole] == UInt8(ascii: "0")) else {
                index = start
                throw failure("expected a value")
            }
            var isWhole = true
            if peek == UInt8(ascii: ".") {
                index += 1
                isWhole = false
                guard digits() > 0 else { throw failure("expected digits after '.'") }
            }
            if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                index += 1
                isWhole = false
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { throw failure("expected digits in the exponent") }
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            if isWhole, let value = Int64(text) { return .integer(value) }
            guard let value = Double(text), value.isFinite else { throw failure("the number \(text) is too large") }
            return .number(value)
        }

        /// A string in double quotes, escapes decoded.
        mutating func string() throws(Failure) -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var runStart = index
            func flush(_ parser: Parser) {
                scalars.append(
                    contentsOf: String(decoding: parser.bytes[runStart..<parser.index], as: UTF8.self).unicodeScalars)
            }
            while true {
                guard let byte = peek else { throw failure("the string is never closed") }
                switch byte {
                case UInt8(ascii: "\""):
                    flush(self)
                    index += 1
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush(self)
                    index += 1
                    scalars.append(try escape())
                    runStart = index
                case 0..<0x20:
                    throw failure("a control character (\(CodePoint.name(UInt32(byte)))) must be escaped in a string")
                default:
                    index += 1
                }
            }
        }

        mutating func escape() throws(Failure) -> Unicode.Scalar {
            guard let byte = peek else { throw failure("the string is never closed") }
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return "\""
            case UInt8(ascii: "\\"): return "\\"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "b"): return "\u{8}"
            case UInt8(ascii: "f"): return "\u{C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                let first = try hexQuad()
                if (0xD800..<0xDC00).contains(first) {
                    guard bytes[index...].starts(with: "\\u".utf8) else {
                        throw failure("a lone surrogate \\u\(CodePoint.hexDigits(first))")
                    }
                    index += 2
                    let second = try hexQuad()
                    guard (0xDC00..<0xE000).contains(second) else {
                        throw failure("a lone surrogate \\u\(CodePoint.hexDigits(first))")
                    }
                    return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
                }
                guard let scalar = Unicode.Scalar(first) else {
                    throw failure("a lone surrogate \\u\(CodePoint.hexDigits(first))")
                }
                return scalar
            default:
                index -= 1
                throw failure("unknown escape '\\\(Unicode.Scalar(byte))'")
            }
        }

        mutating func hexQuad() throws(Failure) -> UInt32 {
            guard index + 4 <= bytes.count,
                let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
                bytes[index..<index + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
            else { throw failure("expected four hexadecimal digits after \\u") }
            index += 4
            return value
        }
    }
}
