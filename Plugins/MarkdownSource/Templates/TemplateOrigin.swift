import FolioPluginAPI

/// Where each byte of a body the template pass rewrote came from in the body as written, so
/// that every diagnostic about the rewritten body (cmark's nodes, links, images) still names
/// the line and column the author sees. A replacement's bytes all point at the start of what
/// it replaced; text the pass kept points at itself.
final class TemplateOrigin {
    /// The body as written, for its lines and columns.
    let written: BodyPositions
    /// For each byte of the rewritten body, its offset in the written body.
    private let offsets: [Int32]
    /// Where each line of the written body starts.
    private let writtenLineStarts: [Int]

    init(written: BodyPositions, writtenBody: [UInt8], offsets: [Int32]) {
        self.written = written
        self.offsets = offsets
        var starts = [0]
        for (index, byte) in writtenBody.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        writtenLineStarts = starts
    }

    /// The file location of the rewritten body's byte at `offset` (from 0); nil past the end.
    func location(ofRewrittenOffset offset: Int) -> SourceLocation? {
        guard offset >= 0 else { return nil }
        let original = offset < offsets.count ? Int(offsets[offset]) : (offsets.last.map { Int($0) + 1 } ?? 0)
        return location(ofWrittenOffset: original)
    }

    /// The file location of the written body's byte at `offset`.
    func location(ofWrittenOffset offset: Int) -> SourceLocation {
        var low = 0
        var high = writtenLineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if writtenLineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return written.location(line: low + 1, column: offset - writtenLineStarts[low] + 1)
    }
}
