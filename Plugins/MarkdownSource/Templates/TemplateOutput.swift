/// The body the template pass writes, byte by byte with where each byte came from in the
/// body as written (`TemplateOrigin`).
struct TemplateOutput {
    private(set) var bytes: [UInt8] = []
    private(set) var offsets: [Int32] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
        offsets.reserveCapacity(capacity)
    }

    /// Copies `written[range]` as it is.
    mutating func copy(_ written: [UInt8], _ range: Range<Int>) {
        bytes += written[range]
        offsets += range.lazy.map { Int32($0) }
    }

    /// Writes `text` in place of what starts at `origin` in the written body.
    mutating func replace(with text: String, at origin: Int) {
        let added = Array(text.utf8)
        bytes += added
        offsets += repeatElement(Int32(origin), count: added.count)
    }

    /// Writes the line feeds of `written[range]` (what a replacement spanning lines keeps, so
    /// that the rewritten body has the written body's lines).
    mutating func keepLineFeeds(_ written: [UInt8], _ range: Range<Int>) {
        for index in range where written[index] == UInt8(ascii: "\n") {
            bytes.append(UInt8(ascii: "\n"))
            offsets.append(Int32(index))
        }
    }

    /// The line (from 1) the next byte written will be on.
    var currentLine: Int { bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } }
}
