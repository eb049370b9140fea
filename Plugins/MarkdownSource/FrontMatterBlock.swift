/// A Markdown file cut into its YAML front matter and its Markdown body.
///
/// Front matter opens with a first line `---` and closes at the next line `---` or `...`.
/// Trailing spaces and a Windows line ending on those delimiter lines are tolerated.
struct FrontMatterBlock: Equatable {
    /// The YAML between the delimiter lines; `nil` when the file has no front matter.
    var yaml: String?
    /// The Markdown after the closing delimiter (or the whole file), as UTF-8 bytes.
    var body: [UInt8]
    /// How many lines of the file come before the body: add it to body line numbers to get
    /// lines of the whole file.
    var bodyLineOffset: Int

    /// The front matter was opened but never closed.
    struct Unclosed: Error, Equatable {}

    /// Cuts `text` in two. Only the front matter's lines are looked at, not the body's.
    static func split(_ text: String) -> Result<FrontMatterBlock, Unclosed> {
        let bytes = Array(text.utf8)
        var lines = LineRanges(bytes)
        guard let first = lines.next(), isDelimiter(bytes[first], closing: false) else {
            return .success(FrontMatterBlock(yaml: nil, body: bytes, bodyLineOffset: 0))
        }
        let yamlStart = first.upperBound + 1
        var index = 1
        while let line = lines.next() {
            if isDelimiter(bytes[line], closing: true) {
                let yaml = String(decoding: bytes[yamlStart..<line.lowerBound], as: UTF8.self)
                let bodyStart = min(line.upperBound + 1, bytes.count)
                return .success(
                    FrontMatterBlock(yaml: yaml, body: Array(bytes[bodyStart...]), bodyLineOffset: index + 1))
            }
            index += 1
        }
        return .failure(Unclosed())
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

    private static func isDelimiter(_ line: ArraySlice<UInt8>, closing: Bool) -> Bool {
        var content = line
        while let last = content.last,
            last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r")
        {
            content.removeLast()
        }
        return content.elementsEqual("---".utf8) || (closing && content.elementsEqual("...".utf8))
    }
}
