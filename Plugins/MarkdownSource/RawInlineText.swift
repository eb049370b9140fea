/// The source text of one paragraph or heading as the writer typed it, byte by byte with each
/// byte's place in the body: the bytes of its text nodes only (cmark gives each its source
/// span), so code spans, raw HTML and link destinations never count. Whatever lies between
/// two text nodes on a line (a code span, an emphasis mark, a link's brackets) stands as one
/// `opaque` unit; a line break as a line feed.
///
/// What GitHub's Markdown reads differently is looked for here (`GitHubTable`): raw bytes,
/// before smart punctuation turned `--` into a dash, with backslash escapes still seen.
struct RawInlineText {
    /// One byte of source, or a stand-in, and where it is in the body.
    struct Unit {
        let byte: UInt8
        let line: Int
        let column: Int
    }

    /// The stand-in for anything between text nodes on one line.
    static let opaque: UInt8 = 0x00
    /// A line break (soft or hard) between two lines of the block.
    static let lineFeed = UInt8(ascii: "\n")

    /// The units, in source order.
    private(set) var units: [Unit] = []
    /// For each line of the block (body line number), the byte column its first inline starts at.
    private(set) var lineStarts: [(line: Int, column: Int)] = []

    /// The raw text of `block`, a paragraph or heading; nil when cmark's positions do not fit
    /// the source (nothing is then reported on the block rather than something in a wrong place).
    init?(of block: CmarkNode, positions: BodyPositions) {
        var inlines: [CmarkNode] = []
        block.forEachNode { inlines.append($0) }
        inlines.removeFirst()  // the block itself
        // cmark 0.30 counts the lines of inlines from the paragraph's first line even when
        // link reference definitions opened it and were taken out: shift by what was taken.
        let lastLine = inlines.map(\.startLine).max() ?? block.endLine
        let shift = block.kind == .paragraph ? max(block.endLine - lastLine, 0) : 0
        for node in inlines {
            if node.kind == .softBreak || node.kind == .lineBreak {
                // Breaks carry no position of their own.
                let previous = units.last
                units.append(Unit(byte: Self.lineFeed, line: previous?.line ?? 0, column: (previous?.column ?? 0) + 1))
                continue
            }
            guard node.startLine >= 1 else { return nil }
            let line = node.startLine + shift
            if lineStarts.last?.line != line { lineStarts.append((line, node.startColumn)) }
            if node.kind == .text, !append(node, line: line, positions: positions) { return nil }
        }
    }

    /// The source bytes of body line `line` from its first inline on, without trailing blanks.
    func sourceLine(_ line: Int, positions: BodyPositions) -> ArraySlice<UInt8>? {
        guard let start = lineStarts.first(where: { $0.line == line })?.column,
            let bytes = positions.bytes(ofLine: line), start >= 1, start - 1 <= bytes.count
        else { return nil }
        var text = bytes.dropFirst(start - 1)
        while let last = text.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == 0x0D {
            text = text.dropLast()
        }
        return text
    }

    /// The source bytes of `node`, which lies on body line `line`.
    private func source(of node: CmarkNode, line: Int, positions: BodyPositions) -> ArraySlice<UInt8>? {
        let first = node.startColumn
        let last = node.endColumn
        guard let bytes = positions.bytes(ofLine: line), first >= 1, last >= first, last <= bytes.count else {
            return nil
        }
        return bytes[(bytes.startIndex + first - 1)...(bytes.startIndex + last - 1)]
    }

    private mutating func append(_ node: CmarkNode, line: Int, positions: BodyPositions) -> Bool {
        let first = node.startColumn
        guard let raw = source(of: node, line: line, positions: positions), Self.fits(raw, literal: node.literal)
        else { return false }
        let expected: Int
        if let previous = units.last, previous.line == line, previous.byte != Self.lineFeed {
            expected = previous.column + 1
        } else {
            expected = lineStarts.last?.column ?? first
        }
        if expected < first { units.append(Unit(byte: Self.opaque, line: line, column: expected)) }
        for (offset, byte) in raw.enumerated() {
            units.append(Unit(byte: byte, line: line, column: first + offset))
        }
        return true
    }

    /// Whether `raw` can be the source of `literal`: an ASCII letter or digit at either end
    /// of the literal is the same byte at that end of the source (escapes, entities and smart
    /// punctuation only change punctuation).
    private static func fits(_ raw: ArraySlice<UInt8>, literal: String) -> Bool {
        func same(_ literal: UInt8?, _ source: UInt8?) -> Bool {
            guard let literal, literal < 0x80, isAlphanumeric(literal) else { return true }
            return literal == source
        }
        return same(literal.utf8.first, raw.first) && same(literal.utf8.last, raw.last)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
