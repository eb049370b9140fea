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

    /// A breaker for text in `language`.
    public init(language: String, strictness: Strictness = .strict) {
        self.language = language
        self.strictness = strictness
    }

    /// The opportunities in `text`, in order: each offset at which a new line may start (the
    /// text's end is the last one). Throws only when ICU fails.
    public func opportunities(in text: String) throws(TextEngineError) -> [BreakOpportunity] {
        let units = Array(text.utf16)
        guard !units.isEmpty else { return [] }
        var offsets = [Int32](repeating: 0, count: units.count)
        var mandatory = [UInt8](repeating: 0, count: units.count)
        let locale = language.split(separator: "-").joined(separator: "_") + "@lb=" + strictness.rawValue
        let count = folio_icu_line_breaks(units, Int32(units.count), locale, &offsets, &mandatory, Int32(units.count))
        guard count >= 0 else { throw TextEngineError("ICU line breaking for \(locale)") }
        // One walk over the scalars turns the UTF-16 offsets into indices (ICU breaks only
        // between scalars), rather than a search from the start for each.
        var found: [BreakOpportunity] = []
        found.reserveCapacity(Int(count))
        var next = 0
        var unit = 0
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while next < Int(count) {
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
