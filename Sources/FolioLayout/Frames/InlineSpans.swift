import FolioModel

/// Where a block's links and styled runs are, as Unicode-scalar ranges of its plain text: what
/// the frames' runs carry besides their glyphs (`TypesetLine.Run.link`, `.styles`).
struct InlineSpans {
    /// Each link's range and destination, in the order the links close.
    private(set) var links: [(range: Range<Int>, destination: String)] = []
    /// Each styled run's range and style, in the order the runs close.
    private(set) var styles: [(range: Range<Int>, style: InlineStyle)] = []

    /// No links and no styles: plain text, code.
    init() {}

    /// The spans of `inlines`.
    init(_ inlines: [Inline]) {
        var offset = 0
        walk(inlines, offset: &offset)
    }

    private mutating func walk(_ inlines: [Inline], offset: inout Int) {
        for inline in inlines {
            switch inline {
            case .link(let destination, _, let content):
                let start = offset
                walk(content, offset: &offset)
                links.append((start..<offset, destination))
            case .styled(let style, let content):
                let start = offset
                walk(content, offset: &offset)
                styles.append((start..<offset, style))
            case .emphasis(let content), .strong(let content):
                walk(content, offset: &offset)
            default:
                offset += inline.plainText.unicodeScalars.count
            }
        }
    }

    /// A stretch of text with one link (or none) and one set of styles.
    struct Part {
        var range: Range<Int>
        var link: String?
        var styles: [InlineStyle]
    }

    /// `range` cut where links and styled runs start and end, each part with the link and the
    /// styles (outermost first) it is in.
    func parts(of range: Range<Int>) -> [Part] {
        guard !links.isEmpty || !styles.isEmpty else { return [Part(range: range, link: nil, styles: [])] }
        var cuts: Set<Int> = [range.lowerBound, range.upperBound]
        for bound in links.flatMap({ [$0.range.lowerBound, $0.range.upperBound] })
            + styles.flatMap({ [$0.range.lowerBound, $0.range.upperBound] })
        where range.contains(bound) {
            cuts.insert(bound)
        }
        let sorted = cuts.sorted()
        return zip(sorted, sorted.dropFirst()).map { from, to in
            let link = links.first { $0.range.contains(from) }?.destination
            // Inner runs close first, so the outermost is last among those that hold `from`.
            let held = styles.filter { $0.range.contains(from) }.reversed().map(\.style)
            return Part(range: from..<to, link: link, styles: Array(held))
        }
    }
}
