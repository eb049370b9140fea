/// Where each key of a TOML text is written, found by a scan of its lines, because toml++'s C
/// API reports no positions for values: a key path (table headers, dotted keys, `#N` for the
/// Nth table of an array of tables) maps to the line and column of the key and of its value.
///
/// The scan follows TOML's line structure: `[table]` and `[[array]]` headers, `key = value`
/// lines (bare, quoted and dotted keys), and skips comments and the inside of multi-line
/// strings and arrays. It only locates: the parser has already accepted the text, and a path
/// the scan does not find is located at its nearest found parent.
struct TOMLKeyPlaces {
    /// Where a key and its value are written (1-based line and column in Unicode scalars).
    struct Place: Equatable {
        var key: (line: Int, column: Int)
        var value: (line: Int, column: Int)?

        static func == (lhs: Place, rhs: Place) -> Bool {
            lhs.key == rhs.key && lhs.value?.line == rhs.value?.line && lhs.value?.column == rhs.value?.column
        }
    }

    private var places: [[String]: Place] = [:]

    /// Scans `text`.
    init(_ text: String) {
        var table: [String] = []
        var arrayCounts: [[String]: Int] = [:]
        var multiLineQuote: String?
        var bracketDepth = 0
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            var scalars = Array(line.unicodeScalars)
            // A byte order mark before the first line: toml++ skips it, and so does the scan.
            if lineNumber == 1, scalars.first == "\u{FEFF}" { scalars.removeFirst() }
            if let quote = multiLineQuote {
                if Self.count(of: quote, in: scalars) % 2 == 1 { multiLineQuote = nil }
                continue
            }
            if bracketDepth > 0 {
                bracketDepth = max(0, bracketDepth + Self.bracketBalance(scalars, from: 0))
                continue
            }
            var index = 0
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
            guard index < scalars.count, scalars[index] != "#" else { continue }
            if scalars[index] == "[" {
                let isArray = index + 1 < scalars.count && scalars[index + 1] == "["
                var cursor = index + (isArray ? 2 : 1)
                guard let path = Self.keyPath(scalars, from: &cursor) else { continue }
                if isArray {
                    let item = arrayCounts[path, default: 0]
                    arrayCounts[path] = item + 1
                    record(path, Place(key: (lineNumber, index + 1), value: nil))
                    table = path + ["#\(item)"]
                    record(table, Place(key: (lineNumber, index + 1), value: nil))
                } else {
                    table = path
                    record(path, Place(key: (lineNumber, index + 1), value: nil))
                }
                continue
            }
            var cursor = index
            guard let keys = Self.keyPath(scalars, from: &cursor, until: "="), cursor < scalars.count else { continue }
            cursor += 1
            while cursor < scalars.count, scalars[cursor] == " " || scalars[cursor] == "\t" { cursor += 1 }
            let place = Place(key: (lineNumber, index + 1), value: (lineNumber, cursor + 1))
            for length in 1...keys.count { record(table + keys.prefix(length), place) }
            let rest = Array(scalars[cursor...])
            for quote in ["\"\"\"", "'''"] where Self.count(of: quote, in: rest) % 2 == 1 {
                multiLineQuote = quote
            }
            if multiLineQuote == nil { bracketDepth = max(0, Self.bracketBalance(scalars, from: cursor)) }
        }
    }

    /// Where the key at `path` is written, or nil when the scan did not find it.
    func place(of path: [String]) -> Place? { places[path] }

    private mutating func record(_ path: [String], _ place: Place) {
        if places[path] == nil { places[path] = place }
    }

    /// A key path (`a."b c".d`) from `index`, up to `]` (a header) or the `terminator`; the
    /// cursor is left on that character.
    private static func keyPath(
        _ scalars: [Unicode.Scalar], from index: inout Int, until terminator: Unicode.Scalar = "]"
    ) -> [String]? {
        var keys: [String] = []
        while true {
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
            guard index < scalars.count else { return nil }
            let first = scalars[index]
            var key = ""
            if first == "\"" || first == "'" {
                index += 1
                while index < scalars.count, scalars[index] != first {
                    if first == "\"", scalars[index] == "\\", index + 1 < scalars.count {
                        key.unicodeScalars.append(unescape(scalars[index + 1]))
                        index += 2
                        continue
                    }
                    key.unicodeScalars.append(scalars[index])
                    index += 1
                }
                guard index < scalars.count else { return nil }
                index += 1
            } else {
                while index < scalars.count, isBare(scalars[index]) {
                    key.unicodeScalars.append(scalars[index])
                    index += 1
                }
                guard !key.isEmpty else { return nil }
            }
            keys.append(key)
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
            guard index < scalars.count else { return nil }
            if scalars[index] == "." {
                index += 1
                continue
            }
            return scalars[index] == terminator ? keys : nil
        }
    }

    private static func isBare(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            || scalar == "_" || scalar == "-"
    }

    private static func unescape(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar {
        case "n": "\n"
        case "t": "\t"
        default: scalar
        }
    }

    /// How many times `quote` occurs in `scalars`.
    private static func count(of quote: String, in scalars: [Unicode.Scalar]) -> Int {
        let pattern = Array(quote.unicodeScalars)
        var count = 0
        var index = 0
        while index + pattern.count <= scalars.count {
            if Array(scalars[index..<index + pattern.count]) == pattern {
                count += 1
                index += pattern.count
            } else {
                index += 1
            }
        }
        return count
    }

    /// Open `[` minus closed `]` from `index`, outside strings and comments: a value that
    /// leaves brackets open continues on the next lines (a multi-line array).
    private static func bracketBalance(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var balance = 0
        var quote: Unicode.Scalar?
        var index = start
        while index < scalars.count {
            let scalar = scalars[index]
            if let open = quote {
                if open == "\"" && scalar == "\\" {
                    index += 2
                    continue
                }
                if scalar == open { quote = nil }
            } else {
                switch scalar {
                case "\"", "'": quote = scalar
                case "[", "{": balance += 1
                case "]", "}": balance -= 1
                case "#": return balance
                default: break
                }
            }
            index += 1
        }
        return balance
    }
}
