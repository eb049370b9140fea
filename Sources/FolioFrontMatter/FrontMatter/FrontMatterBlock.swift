/// A Markdown file cut into its front matter and its Markdown body, in the three forms the
/// tools people come from write it:
///
/// - YAML (Jekyll, Hugo, Folio): a first line `---`, closed by the next line `---` or `...`;
/// - TOML (Hugo, Zola): a first line `+++`, closed by the next line `+++`;
/// - JSON (Hugo): a file that opens with `{` and then a key in quotes (or `}`, or a line end); the object ends at its matching `}` (strings
///   and escapes respected), and the body starts on the next line.
///
/// Trailing spaces and a Windows line ending on delimiter lines are tolerated, and so are blank
/// lines before the opening one, as Zola and Hugo read them. Only the front matter's lines are
/// looked at, not the body's.
public struct FrontMatterBlock: Equatable, Sendable {
    /// The syntax of a front matter block.
    public enum Format: String, Equatable, Sendable {
        /// YAML between `---` lines (Jekyll, Hugo, Folio).
        case yaml
        /// TOML between `+++` lines (Hugo, Zola).
        case toml
        /// A JSON object (Hugo).
        case json

        /// The line that closes the block, as an author should write it.
        public var closingLine: String {
            switch self {
            case .yaml: "---"
            case .toml: "+++"
            case .json: "}"
            }
        }
    }

    /// The front matter's syntax; nil when the file has none.
    public var format: Format?
    /// The text of the front matter: for YAML and TOML the lines between the delimiters, for
    /// JSON the whole object, braces included.
    public var text: String?
    /// How many lines of the file come before `text`: the opening `---` or `+++` line and any
    /// blank lines before it (0 for JSON).
    public var textLineOffset: Int
    /// The Markdown after the front matter (or the whole file), as UTF-8 bytes.
    public var body: [UInt8]
    /// How many lines of the file come before the body: add it to body line numbers to get
    /// lines of the whole file.
    public var bodyLineOffset: Int

    /// The front matter was opened but never closed.
    public struct Unclosed: Error, Equatable {
        /// The syntax the first line opened.
        public var format: Format

        /// Creates the error for a block of `format`.
        public init(format: Format) { self.format = format }
    }

    /// Cuts `text` in two.
    public static func split(_ text: String) -> Result<FrontMatterBlock, Unclosed> {
        let bytes = Array(text.utf8)
        var lines = LineRanges(bytes)
        let none = FrontMatterBlock(format: nil, text: nil, textLineOffset: 0, body: bytes, bodyLineOffset: 0)
        guard var first = lines.next() else { return .success(none) }
        // Zola and Hugo read a block after blank lines too (Zola's own theme pages open so).
        var blankLines = 0
        while isBlank(bytes[first]), let next = lines.next() {
            blankLines += 1
            first = next
        }
        // `{` then a key, `}` or the line's end: not `{{< shortcode >}}` or `{% liquid %}`.
        if bytes.first == UInt8(ascii: "{"),
            let next = bytes[1...].first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }),
            next == UInt8(ascii: "\"") || next == UInt8(ascii: "}") || next == UInt8(ascii: "\n")
                || next == UInt8(ascii: "\r")
        {
            return splitJSON(bytes)
        }
        let format: Format
        if isDelimiter(bytes[first], "---") {
            format = .yaml
        } else if isDelimiter(bytes[first], "+++") {
            format = .toml
        } else {
            return .success(none)
        }
        let start = first.upperBound + 1
        var index = 1 + blankLines
        while let line = lines.next() {
            let closes =
                format == .yaml
                ? isDelimiter(bytes[line], "---") || isDelimiter(bytes[line], "...")
                : isDelimiter(bytes[line], "+++")
            if closes {
                let inside = String(decoding: bytes[min(start, line.lowerBound)..<line.lowerBound], as: UTF8.self)
                let bodyStart = min(line.upperBound + 1, bytes.count)
                return .success(
                    FrontMatterBlock(
                        format: format, text: inside, textLineOffset: 1 + blankLines, body: Array(bytes[bodyStart...]),
                        bodyLineOffset: index + 1))
            }
            index += 1
        }
        // After blank lines, an unclosed `---` is Markdown's thematic break, not front matter.
        return blankLines > 0 ? .success(none) : .failure(Unclosed(format: format))
    }

    /// A JSON object from the first byte: its end is the `}` that balances the first `{`.
    private static func splitJSON(_ bytes: [UInt8]) -> Result<FrontMatterBlock, Unclosed> {
        var depth = 0
        var inString = false
        var index = 0
        var lines = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { lines += 1 }
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 {
                    let object = String(decoding: bytes[...index], as: UTF8.self)
                    // The rest of the closing line is not body.
                    var bodyStart = index + 1
                    while bodyStart < bytes.count, bytes[bodyStart] != UInt8(ascii: "\n") { bodyStart += 1 }
                    bodyStart = min(bodyStart + 1, bytes.count)
                    let bodyLines = bodyStart > index + 1 && bytes[bodyStart - 1] == UInt8(ascii: "\n") ? 1 : 0
                    return .success(
                        FrontMatterBlock(
                            format: .json, text: object, textLineOffset: 0, body: Array(bytes[bodyStart...]),
                            bodyLineOffset: lines + bodyLines))
                }
            }
            index += 1
        }
        return .failure(Unclosed(format: .json))
    }

    /// The byte ranges of the lines of some bytes, in order, line feeds left out (a last line
    /// without a line feed counts; nothing after a final line feed does).
    private struct LineRanges: IteratorProtocol {
        let bytes: [UInt8]
        var start = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        mutating func next() -> Range<Int>? {
            guard start < bytes.count else { return nil }
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            defer { start = end + 1 }
            return start..<end
        }
    }

    private static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }

    private static func isDelimiter(_ line: ArraySlice<UInt8>, _ delimiter: String) -> Bool {
        var content = line
        while let last = content.last,
            last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r")
        {
            content.removeLast()
        }
        return content.elementsEqual(delimiter.utf8)
    }
}
