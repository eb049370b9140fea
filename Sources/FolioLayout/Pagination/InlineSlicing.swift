import FolioModel

extension Array where Element == Inline {
    /// The runs that cover `range` of the runs' plain text, counted in Unicode scalars, with
    /// their markup: slicing at consecutive offsets and joining the pieces' plain text gives
    /// back the original plain text. Runs left empty are dropped. To slice the same runs many
    /// times, make an `InlineSlicer` once.
    package func slice(scalars range: Range<Int>) -> [Inline] {
        InlineSlicer(self).slice(scalars: range)
    }

    /// The number of Unicode scalars of the runs' plain text.
    var scalarCount: Int {
        reduce(0) { $0 + $1.scalarCount }
    }
}

/// Runs prepared once for slicing many times by scalar ranges (a paragraph cut into pages):
/// each run's scalar offset is known and each text's scalar positions are indexed, so a slice
/// costs the length of what it returns (and a binary search), never a walk from the start.
/// Paginating a paragraph of any length is therefore linear in its length.
package struct InlineSlicer: Sendable {
    /// The runs.
    package let inlines: [Inline]
    /// The scalar offset of each run's start, counted from the start of the outermost runs,
    /// and after the last one the end.
    private let starts: [Int]
    /// Per run: its children prepared the same way (emphasis, strong, links), or its text's
    /// index (text, code).
    private let parts: [Part]

    private enum Part: Sendable {
        case text(TextSlicer)
        case children(InlineSlicer)
        case lineBreak
    }

    /// Prepares `inlines`, whose first scalar is at offset `base`.
    package init(_ inlines: [Inline], base: Int = 0) {
        self.inlines = inlines
        var starts: [Int] = [base]
        var parts: [Part] = []
        starts.reserveCapacity(inlines.count + 1)
        parts.reserveCapacity(inlines.count)
        var offset = base
        for inline in inlines {
            let part: Part
            let length: Int
            switch inline {
            case .text(let text), .code(let text):
                let slicer = TextSlicer(text)
                (part, length) = (.text(slicer), slicer.count)
            case .emphasis(let content), .strong(let content), .link(_, _, let content), .styled(_, let content):
                let children = InlineSlicer(content, base: offset)
                (part, length) = (.children(children), children.end - offset)
            case .lineBreak:
                (part, length) = (.lineBreak, 1)
            }
            parts.append(part)
            offset += length
            starts.append(offset)
        }
        self.starts = starts
        self.parts = parts
    }

    /// The offset just after the last scalar.
    var end: Int { starts[starts.count - 1] }

    /// The runs covering `range` (offsets counted as for `base` 0), as
    /// `[Inline].slice(scalars:)` defines them.
    package func slice(scalars range: Range<Int>) -> [Inline] {
        var result: [Inline] = []
        // The first run that ends at or after the range's start: runs before it cannot count.
        var low = 0
        var high = inlines.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle + 1] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var index = low
        while index < inlines.count {
            let start = starts[index]
            let end = starts[index + 1]
            let length = end - start
            if start >= range.upperBound { break }
            defer { index += 1 }
            let overlaps = end > range.lowerBound && start < range.upperBound
            let emptyInside = length == 0 && start >= range.lowerBound && start < range.upperBound
            guard overlaps || emptyInside else { continue }
            let local = Swift.max(range.lowerBound - start, 0)..<Swift.min(range.upperBound - start, length)
            switch (inlines[index], parts[index]) {
            case (.text, .text(let text)):
                result.append(.text(text.slice(scalars: local)))
            case (.code, .text(let text)):
                result.append(.code(text.slice(scalars: local)))
            case (.emphasis, .children(let children)):
                result.append(.emphasis(children.slice(scalars: range)))
            case (.strong, .children(let children)):
                result.append(.strong(children.slice(scalars: range)))
            case (.link(let destination, let title, _), .children(let children)):
                result.append(.link(destination: destination, title: title, content: children.slice(scalars: range)))
            case (.styled(let style, _), .children(let children)):
                result.append(.styled(style, children.slice(scalars: range)))
            default:
                result.append(.lineBreak)
            }
        }
        return result
    }
}

/// A string prepared once for slicing many times by scalar ranges: ASCII text needs no index
/// (scalar offsets are byte offsets); other text records the UTF-8 offset of every 64th
/// scalar, so finding any offset walks at most 63 scalars.
package struct TextSlicer: Sendable {
    /// The text.
    package let text: String
    /// Its number of Unicode scalars.
    package let count: Int
    private static let stride = 64
    /// The UTF-8 offset of scalars 0, 64, 128…; empty for ASCII text.
    private let marks: [Int]

    /// Indexes `text` (one pass over its bytes).
    package init(_ text: String) {
        self.text = text
        var marks: [Int] = []
        var count = 0
        var byteOffset = 0
        for byte in text.utf8 {
            if byte & 0xC0 != 0x80 {
                if count % Self.stride == 0 { marks.append(byteOffset) }
                count += 1
            }
            byteOffset += 1
        }
        self.count = count
        self.marks = count == byteOffset ? [] : marks
    }

    /// The scalars of `range`, clamped to the string.
    package func slice(scalars range: Range<Int>) -> String {
        let lower = Swift.min(Swift.max(range.lowerBound, 0), count)
        let upper = Swift.min(Swift.max(range.upperBound, lower), count)
        let utf8 = text.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: byteOffset(ofScalar: lower))
        let to = utf8.index(utf8.startIndex, offsetBy: byteOffset(ofScalar: upper))
        return String(text.unicodeScalars[from..<to])
    }

    /// The UTF-8 offset where scalar `scalar` starts (the end for `count`).
    private func byteOffset(ofScalar scalar: Int) -> Int {
        guard !marks.isEmpty else { return scalar }
        guard scalar < count else { return text.utf8.count }
        var offset = marks[scalar / Self.stride]
        var remaining = scalar % Self.stride
        let utf8 = text.utf8
        var index = utf8.index(utf8.startIndex, offsetBy: offset)
        while remaining > 0 {
            offset += 1
            index = utf8.index(after: index)
            if utf8[index] & 0xC0 != 0x80 { remaining -= 1 }
        }
        return offset
    }
}

extension Inline {
    /// The number of Unicode scalars of the run's plain text.
    var scalarCount: Int {
        switch self {
        case .text(let text), .code(let text): return text.scalarCount
        case .emphasis(let content), .strong(let content), .link(_, _, let content), .styled(_, let content):
            return content.scalarCount
        case .lineBreak: return 1
        }
    }
}

extension String {
    /// The number of Unicode scalars. Fast path: in UTF-8 every scalar has exactly one byte
    /// that is not a continuation byte (`10xxxxxx`), so counting those needs no decoding.
    var scalarCount: Int {
        utf8.withContiguousStorageIfAvailable { bytes in
            bytes.reduce(0) { count, byte in byte & 0xC0 == 0x80 ? count : count + 1 }
        } ?? unicodeScalars.count
    }

    /// The scalars of `range`, counted in Unicode scalars and clamped to the string.
    func slice(scalars range: Range<Int>) -> String {
        TextSlicer(self).slice(scalars: range)
    }
}
