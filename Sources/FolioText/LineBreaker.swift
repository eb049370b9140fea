import CFolioICU

/// Where lines may break in a text, by Unicode's line-breaking algorithm (UAX #14) as ICU applies
/// it, the same opportunities a browser uses: spaces and hyphens in Latin, between most CJK
/// characters (but not before closing punctuation or small kana, the kinsoku rules), and between
/// words of Thai, Lao, Khmer and Burmese, which ICU finds with its dictionaries.
public struct LineBreaker: Sendable {
    /// How strictly CJK text is broken (CSS `line-break`).
    public enum Strictness: String, Sendable {
        /// No break before small kana, the prolonged sound mark or iteration marks.
        case strict
        /// Breaks before small kana allowed.
        case normal
        /// The fewest restrictions, for narrow columns.
        case loose
    }

    /// The BCP 47 language tag ("th", "ja", "de-CH").
    public let language: String
    /// The CJK strictness.
    public let strictness: Strictness

    /// ICU's locale for the language and strictness ("de_CH@lb=strict"), made once.
    private let locale: String

    /// A breaker for text in `language`.
    public init(language: String, strictness: Strictness = .strict) {
        self.language = language
        self.strictness = strictness
        locale = language.split(separator: "-").joined(separator: "_") + "@lb=" + strictness.rawValue
    }

    /// The opportunities in `text`, in order: each offset at which a new line may start (the
    /// text's end is the last one). Throws only when ICU fails.
    public func opportunities(in text: String) throws(TextEngineError) -> [BreakOpportunity] {
        var native = text
        let ascii = native.withUTF8 { bytes in
            Result { () throws(TextEngineError) in try asciiOpportunities(in: bytes, of: text) }
        }
        if let found = try ascii.get() { return found }
        let units = Array(text.utf16)
        let (offsets, mandatory, count) = try breaks(in: units)
        // One walk over the scalars turns the UTF-16 offsets into indices (ICU breaks only
        // between scalars), rather than a search from the start for each.
        var found: [BreakOpportunity] = []
        found.reserveCapacity(count)
        var next = 0
        var unit = 0
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while next < count {
            let target = Int(offsets[next])
            while unit < target, index < scalars.endIndex {
                unit += UTF16.width(scalars[index])
                scalars.formIndex(after: &index)
            }
            found.append(BreakOpportunity(index: index, utf16Offset: target, isMandatory: mandatory[next] != 0))
            next += 1
        }
        return found
    }

    /// The opportunities in ASCII text (`bytes` are `text`'s UTF-8), whose UTF-16 offsets are
    /// its byte offsets: the units widened from the bytes and each index made from its offset,
    /// with no walk over the scalars. Nil when the text is not ASCII.
    private func asciiOpportunities(
        in bytes: UnsafeBufferPointer<UInt8>, of text: String
    ) throws(TextEngineError) -> [BreakOpportunity]? {
        guard !bytes.isEmpty, bytes.isAllASCII else { return bytes.isEmpty ? [] : nil }
        let units = bytes.map(UInt16.init)
        let (offsets, mandatory, count) = try breaks(in: units)
        let utf8 = text.utf8
        return (0..<count).map { next in
            let offset = Int(offsets[next])
            return BreakOpportunity(
                index: utf8.index(utf8.startIndex, offsetBy: offset), utf16Offset: offset,
                isMandatory: mandatory[next] != 0)
        }
    }

    /// ICU's breaks in `units`: each offset after which a line may start, whether it is
    /// mandatory, and how many there are.
    private func breaks(in units: [UInt16]) throws(TextEngineError) -> ([Int32], [UInt8], Int) {
        guard !units.isEmpty else { return ([], [], 0) }
        var offsets = [Int32](repeating: 0, count: units.count)
        var mandatory = [UInt8](repeating: 0, count: units.count)
        let count = folio_icu_line_breaks(units, Int32(units.count), locale, &offsets, &mandatory, Int32(units.count))
        guard count >= 0 else { throw TextEngineError("ICU line breaking for \(locale)") }
        return (offsets, mandatory, Int(count))
    }

    /// `text` cut at every opportunity: the pieces a line can be made of (each piece keeps its
    /// trailing spaces).
    public func segments(of text: String) throws(TextEngineError) -> [Substring] {
        var start = text.startIndex
        return try opportunities(in: text).map { opportunity in
            defer { start = opportunity.index }
            return text[start..<opportunity.index]
        }
    }
}
