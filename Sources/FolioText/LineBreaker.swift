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
        let breaks = native.withUTF8 { bytes in Result { () throws(TextEngineError) in try utf8Breaks(in: bytes) } }
        let utf8 = text.utf8
        return try breaks.get().map { found in
            BreakOpportunity(
                index: utf8.index(utf8.startIndex, offsetBy: found.utf8Offset), utf16Offset: found.utf16Offset,
                isMandatory: found.isMandatory)
        }
    }

    /// One opportunity in UTF-8 text, as offsets.
    package struct UTF8Break: Sendable {
        /// The byte offset at which a new line may start.
        package var utf8Offset: Int
        /// The same position in UTF-16 units (as browsers and ICU count).
        package var utf16Offset: Int
        /// Whether the line must break here.
        package var isMandatory: Bool

        /// An opportunity at these offsets.
        package init(utf8Offset: Int, utf16Offset: Int, isMandatory: Bool) {
            self.utf8Offset = utf8Offset
            self.utf16Offset = utf16Offset
            self.isMandatory = isMandatory
        }
    }

    /// The opportunities in the text whose UTF-8 is `bytes`, in order, as offsets: plain prose
    /// found directly (`PlainProseBreaks`, held to ICU's answers by a test), the rest by ICU.
    package func utf8Breaks(in bytes: UnsafeBufferPointer<UInt8>) throws(TextEngineError) -> [UTF8Break] {
        guard !bytes.isEmpty else { return [] }
        if let plain = PlainProseBreaks.breaks(in: bytes) { return plain }
        return try icuBreaks(in: bytes)
    }

    /// The opportunities ICU finds in the text whose UTF-8 is `bytes` (not empty), as offsets.
    /// ASCII is handed to ICU widened, each offset the same in bytes and units; other text is
    /// transcoded, and one walk over its bytes turns ICU's UTF-16 offsets into byte offsets
    /// (ICU breaks only between scalars).
    func icuBreaks(in bytes: UnsafeBufferPointer<UInt8>) throws(TextEngineError) -> [UTF8Break] {
        if bytes.isAllASCII {
            let (offsets, mandatory, count) = try breaks(in: bytes.map(UInt16.init))
            return (0..<count).map {
                UTF8Break(utf8Offset: Int(offsets[$0]), utf16Offset: Int(offsets[$0]), isMandatory: mandatory[$0] != 0)
            }
        }
        let (offsets, mandatory, count) = try breaks(in: Array(String(decoding: bytes, as: UTF8.self).utf16))
        var found: [UTF8Break] = []
        found.reserveCapacity(count)
        var byte = 0
        var unit = 0
        for next in 0..<count {
            let target = Int(offsets[next])
            while unit < target, byte < bytes.count {
                let lead = bytes[byte]
                let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                byte += length
                unit += length == 4 ? 2 : 1
            }
            found.append(
                UTF8Break(utf8Offset: min(byte, bytes.count), utf16Offset: target, isMandatory: mandatory[next] != 0))
        }
        return found
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
