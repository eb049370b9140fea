import CFolioICU

/// One paragraph after the Unicode bidi algorithm (UAX #9, through ICU): the embedding level of
/// every character and the runs of one direction in the order they are shown, so Arabic or
/// Hebrew with embedded Latin words and digits is laid out as a reader expects.
public struct BidiParagraph: Sendable {
    /// How the paragraph's own direction is chosen.
    public enum BaseDirection: Sendable {
        /// Left to right whatever the text.
        case leftToRight
        /// Right to left whatever the text.
        case rightToLeft
        /// From the first strong character (left to right when there is none), as HTML's
        /// `dir="auto"` does.
        case firstStrong
    }

    /// The paragraph's text.
    public let text: String
    /// The paragraph's resolved direction.
    public let direction: TextDirection
    /// The embedding level of each UTF-16 unit: even is left to right, odd right to left.
    public let levels: [UInt8]
    /// The runs in visual order: the first is drawn leftmost.
    public let visualRuns: [BidiRun]

    /// Resolves `text` (one paragraph) with `base` as its direction. Throws only when ICU fails.
    public init(_ text: String, base: BaseDirection = .firstStrong) throws(TextEngineError) {
        let units = Array(text.utf16)
        let capacity = max(units.count, 1)
        var levels = [UInt8](repeating: 0, count: capacity)
        var starts = [Int32](repeating: 0, count: capacity)
        var lengths = [Int32](repeating: 0, count: capacity)
        var rightToLeft = [UInt8](repeating: 0, count: capacity)
        var resolved: UInt8 = 0
        let requested: UInt8 =
            switch base {
            case .leftToRight: 0
            case .rightToLeft: 1
            case .firstStrong: 254
            }
        let count = folio_icu_bidi(
            units, Int32(units.count), requested, &levels, &resolved, &starts, &lengths, &rightToLeft,
            Int32(capacity))
        guard count >= 0 else { throw TextEngineError("ICU bidi") }
        self.text = text
        self.direction = resolved % 2 == 1 ? .rightToLeft : .leftToRight
        self.levels = Array(levels.prefix(units.count))
        self.visualRuns = (0..<Int(count)).map { run in
            let start = Int(starts[run])
            let range = start..<start + Int(lengths[run])
            let lower = String.Index(utf16Offset: range.lowerBound, in: text)
            let upper = String.Index(utf16Offset: range.upperBound, in: text)
            return BidiRun(
                utf16Range: range, text: text[lower..<upper],
                direction: rightToLeft[run] != 0 ? .rightToLeft : .leftToRight)
        }
    }
}
