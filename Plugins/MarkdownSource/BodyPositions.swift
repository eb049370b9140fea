import FolioPluginAPI

/// Turns the positions cmark reports in the Markdown body (1-based lines of the body, 1-based
/// byte columns) into locations in the whole file (lines after the front matter, columns in
/// characters, as editors count them).
struct BodyPositions {
    private let file: ContentFile
    private let lineOffset: Int
    private let lines: [ArraySlice<UInt8>]

    init(file: ContentFile, body: [UInt8], lineOffset: Int) {
        self.file = file
        self.lineOffset = lineOffset
        self.lines = body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }

    /// The file location of body line `line`, byte column `column`.
    func location(line: Int, column: Int) -> SourceLocation {
        guard line >= 1 else { return file.location() }
        return file.location(line: line + lineOffset, column: characterColumn(line: line, byteColumn: column))
    }

    /// Where `node` starts, in the file.
    func location(of node: CmarkNode) -> SourceLocation {
        location(line: node.startLine, column: node.startColumn)
    }

    /// The bytes of body line `line` (1-based), without its line feed; nil past the end.
    func bytes(ofLine line: Int) -> ArraySlice<UInt8>? {
        lines.indices.contains(line - 1) ? lines[line - 1] : nil
    }

    private func characterColumn(line: Int, byteColumn: Int) -> Int? {
        guard byteColumn >= 1 else { return nil }
        guard line <= lines.count else { return byteColumn }
        let text = lines[line - 1]
        let prefix = text.prefix(byteColumn - 1)
        return String(decoding: prefix, as: UTF8.self).count + 1
    }
}
