import FolioPluginAPI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the positions cmark reports in the Markdown body (1-based lines of the body, 1-based
/// byte columns) into locations in the whole file (lines after the front matter, columns in
/// characters, as editors count them).
struct BodyPositions {
    private let file: ContentFile
    private let lineOffset: Int
    private let body: [UInt8]
    /// Where each line of the body starts, as an offset in `body`: one line more than the body
    /// has line feeds (after a final line feed comes an empty line).
    private let lineStarts: [Int]
    /// Where the bytes of a body the template pass rewrote came from (`TemplatePass`).
    private let origin: TemplateOrigin?

    init(file: ContentFile, body: [UInt8], lineOffset: Int, origin: TemplateOrigin? = nil) {
        self.origin = origin
        self.file = file
        self.lineOffset = lineOffset
        self.body = body
        var starts = [0]
        body.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count,
                let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset)
            {
                offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                starts.append(offset)
            }
        }
        lineStarts = starts
    }

    /// The file location of body line `line`, byte column `column`.
    func location(line: Int, column: Int) -> SourceLocation {
        guard line >= 1 else { return file.location() }
        if let origin, line <= lineStarts.count, column >= 1,
            let written = origin.location(ofRewrittenOffset: lineStarts[line - 1] + column - 1)
        {
            return written
        }
        return file.location(line: line + lineOffset, column: characterColumn(line: line, byteColumn: column))
    }

    /// Where `node` starts, in the file.
    func location(of node: CmarkNode) -> SourceLocation {
        location(line: node.startLine, column: node.startColumn)
    }

    /// The bytes of body line `line` (1-based), without its line feed; nil past the end.
    func bytes(ofLine line: Int) -> ArraySlice<UInt8>? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let end = line < lineStarts.count ? lineStarts[line] - 1 : body.count
        return body[lineStarts[line - 1]..<end]
    }

    /// Whether any byte of the body is one of `bytes`.
    func bodyContains(anyOf bytes: [UInt8]) -> Bool {
        body.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return bytes.contains { memchr(base, Int32($0), buffer.count) != nil }
        }
    }

    private func characterColumn(line: Int, byteColumn: Int) -> Int? {
        guard byteColumn >= 1 else { return nil }
        guard let text = bytes(ofLine: line) else { return byteColumn }
        let prefix = text.prefix(byteColumn - 1)
        return String(decoding: prefix, as: UTF8.self).count + 1
    }
}
