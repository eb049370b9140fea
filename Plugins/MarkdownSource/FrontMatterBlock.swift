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

    /// Cuts `text` in two.
    static func split(_ text: String) -> Result<FrontMatterBlock, Unclosed> {
        let bytes = Array(text.utf8)
        let lines = lineRanges(of: bytes)
        guard let first = lines.first, isDelimiter(bytes[first], closing: false) else {
            return .success(FrontMatterBlock(yaml: nil, body: bytes, bodyLineOffset: 0))
        }
        for (index, line) in lines.enumerated().dropFirst() where isDelimiter(bytes[line], closing: true) {
            let yamlStart = lines[1].lowerBound
            let yaml = String(decoding: bytes[yamlStart..<line.lowerBound], as: UTF8.self)
            let bodyStart = min(line.upperBound + 1, bytes.count)
            return .success(FrontMatterBlock(yaml: yaml, body: Array(bytes[bodyStart...]), bodyLineOffset: index + 1))
        }
        return .failure(Unclosed())
    }

    /// The byte ranges of every line, line feeds left out.
    private static func lineRanges(of bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            ranges.append(start..<index)
            start = index + 1
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
        return ranges
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
