/// A fast path for the YAML nearly every front matter block is: lines of `key: value`, each
/// value plain or in double quotes, all printable ASCII. For that shape it gives exactly what
/// Yams gives (YAMLMappingTests compares the two) without building a parser and resolving
/// tags per block; anything else (comments, lists, escapes, indentation, non-ASCII, repeated
/// keys) returns nil and is parsed by Yams.
enum SimpleYAML {
    /// The entries of `text`, or nil when it is not of the simple shape.
    static func entries(_ text: String) -> [YAMLEntry]? {
        var entries: [YAMLEntry] = []
        var keys: Set<String> = []
        var lineNumber = 0
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.isEmpty { continue }
            guard let entry = entry(Array(line), line: lineNumber), keys.insert(entry.key).inserted else { return nil }
            entries.append(entry)
        }
        return entries.isEmpty ? nil : entries
    }

    /// Keys are a letter then letters, digits, `_` and `-`, and short (YAML caps implicit keys).
    private static let maximumKeyLength = 64

    private static func entry(_ line: [UInt8], line number: Int) -> YAMLEntry? {
        guard line.allSatisfy({ (0x20...0x7E).contains($0) }),
            let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > 0, colon <= maximumKeyLength,
            isLetter(line[0]),
            line[..<colon].allSatisfy({
                isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
            }),
            colon + 1 < line.count, line[colon + 1] == UInt8(ascii: " ")
        else { return nil }
        var start = colon + 1
        while start < line.count, line[start] == UInt8(ascii: " ") { start += 1 }
        var end = line.count
        while end > start, line[end - 1] == UInt8(ascii: " ") { end -= 1 }
        guard start < end, let (text, isPlain) = scalar(line[start..<end]) else { return nil }
        let key = String(decoding: line[..<colon], as: UTF8.self)
        let value = YAMLNode.scalar(text, isPlain: isPlain, line: number, column: start + 1)
        return YAMLEntry(key: key, value: value, line: number, column: 1)
    }

    /// A value in double quotes with neither escapes nor quotes inside, or a plain value that
    /// starts with no indicator and holds no `#` or `:`.
    private static func scalar(_ value: ArraySlice<UInt8>) -> (String, isPlain: Bool)? {
        let quote = UInt8(ascii: "\"")
        if value.first == quote {
            let inside = value.dropFirst().dropLast()
            guard value.count >= 2, value.last == quote,
                !inside.contains(quote), !inside.contains(UInt8(ascii: "\\"))
            else { return nil }
            return (String(decoding: inside, as: UTF8.self), false)
        }
        guard let first = value.first, !"-?:,[]{}#&*!|>'\"%@`".utf8.contains(first),
            !value.contains(UInt8(ascii: "#")), !value.contains(UInt8(ascii: ":"))
        else { return nil }
        return (String(decoding: value, as: UTF8.self), true)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
