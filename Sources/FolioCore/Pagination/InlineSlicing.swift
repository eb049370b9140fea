extension Array where Element == Inline {
    /// The runs that cover `range` of the runs' plain text, counted in Unicode scalars, with
    /// their markup: slicing at consecutive offsets and joining the pieces' plain text gives
    /// back the original plain text. Runs left empty are dropped.
    public func slice(scalars range: Range<Int>) -> [Inline] {
        var offset = 0
        return Self.slice(self, range, &offset)
    }

    /// The number of Unicode scalars of the runs' plain text.
    var scalarCount: Int {
        reduce(0) { $0 + $1.scalarCount }
    }

    private static func slice(_ inlines: [Inline], _ range: Range<Int>, _ offset: inout Int) -> [Inline] {
        var result: [Inline] = []
        for inline in inlines {
            let length = inline.scalarCount
            let start = offset
            offset += length
            if offset <= range.lowerBound || start >= range.upperBound {
                if !(length == 0 && start >= range.lowerBound && start < range.upperBound) { continue }
            }
            let local = Swift.max(range.lowerBound - start, 0)..<Swift.min(range.upperBound - start, length)
            switch inline {
            case .text(let text):
                result.append(.text(text.slice(scalars: local)))
            case .code(let text):
                result.append(.code(text.slice(scalars: local)))
            case .lineBreak:
                result.append(.lineBreak)
            case .emphasis(let content):
                var inner = start
                result.append(.emphasis(slice(content, range, &inner)))
            case .strong(let content):
                var inner = start
                result.append(.strong(slice(content, range, &inner)))
            case .link(let destination, let title, let content):
                var inner = start
                result.append(.link(destination: destination, title: title, content: slice(content, range, &inner)))
            }
        }
        return result
    }
}

extension Inline {
    /// The number of Unicode scalars of the run's plain text.
    var scalarCount: Int {
        switch self {
        case .text(let text), .code(let text): return text.scalarCount
        case .emphasis(let content), .strong(let content), .link(_, _, let content): return content.scalarCount
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
        let count = scalarCount
        let lower = min(max(range.lowerBound, 0), count)
        let upper = min(max(range.upperBound, lower), count)
        let scalars = unicodeScalars
        // ASCII (one byte per scalar): scalar offsets are byte offsets, found without decoding.
        let isASCII = count == utf8.count
        let from = isASCII ? utf8.index(startIndex, offsetBy: lower) : scalars.index(scalars.startIndex, offsetBy: lower)
        let to = isASCII ? utf8.index(from, offsetBy: upper - lower) : scalars.index(from, offsetBy: upper - lower)
        return String(scalars[from..<to])
    }
}
