import CFolioICU

/// A paragraph broken into lines, each put in display order by the Unicode bidi algorithm
/// (UAX #9 through ICU): the levels are resolved over the whole paragraph, then each line is
/// reordered on its own (rules L1 and L2), as a renderer that draws lines left to right needs.
public struct BidiLines: Sendable {
    /// The paragraph's resolved direction.
    public let direction: TextDirection
    /// For each line, the UTF-16 offset in the paragraph of each of its units, leftmost first.
    public let visualOrders: [[Int]]
    /// For each line, the embedding level of each of its units in logical order (even: left to
    /// right, odd: right to left; a line's trailing white space has the paragraph's level).
    public let levels: [[UInt8]]

    /// Resolves `text` (one paragraph) with `base` as its direction and orders each of `lines`
    /// (UTF-16 ranges of `text`, in order, not overlapping; what lies between two lines belongs to
    /// neither). Throws when a range is out of order or outside the text, or when ICU fails.
    public init(
        _ text: String, lines: [Range<Int>], base: BidiParagraph.BaseDirection = .firstStrong
    ) throws(TextEngineError) {
        let units = Array(text.utf16)
        let total = lines.reduce(0) { $0 + $1.count }
        var map = [Int32](repeating: 0, count: max(total, 1))
        var levels = [UInt8](repeating: 0, count: max(total, 1))
        let requested: UInt8 =
            switch base {
            case .leftToRight: 0
            case .rightToLeft: 1
            case .firstStrong: 254
            }
        let resolved = folio_icu_bidi_lines(
            units, Int32(units.count), requested, lines.map { Int32($0.lowerBound) },
            lines.map { Int32($0.upperBound) },
            Int32(lines.count), &map, &levels)
        guard resolved >= 0 else { throw TextEngineError("ICU bidi lines") }
        direction = resolved % 2 == 1 ? .rightToLeft : .leftToRight
        var orders: [[Int]] = []
        var lineLevels: [[UInt8]] = []
        var offset = 0
        for line in lines {
            orders.append(map[offset..<offset + line.count].map(Int.init))
            lineLevels.append(Array(levels[offset..<offset + line.count]))
            offset += line.count
        }
        visualOrders = orders
        self.levels = lineLevels
    }

    /// The character a right-to-left run shows in place of `scalar` (Bidi_Mirroring_Glyph: `(`
    /// for `)`, `»` for `«`), or `scalar` itself when it has none.
    public static func mirrored(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        Unicode.Scalar(folio_icu_mirror(scalar.value)) ?? scalar
    }
}
