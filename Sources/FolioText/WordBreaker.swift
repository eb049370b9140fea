import CFolioICU

/// The words of a text, by Unicode's word boundaries (UAX #29) as ICU applies them in a
/// language: the segmentation a browser's `Intl.Segmenter` makes at word granularity, so that
/// words found in an article at build time and words a reader types in a browser are cut alike.
/// Chinese and Japanese are cut into words with ICU's dictionary, as are Thai, Lao, Khmer and
/// Burmese, which write no spaces between words. Spaces and punctuation are not words.
public struct WordBreaker: Sendable {
    /// One word of a text.
    public struct Word: Sendable, Equatable {
        /// The word as it is written in the text.
        public var text: Substring
        /// Where it starts, in Unicode scalars from the text's start (as a `SourcePosition`
        /// counts).
        public var scalarOffset: Int
        /// Where it starts, in UTF-16 code units (as a browser counts).
        public var utf16Offset: Int
    }

    /// The BCP 47 language tag ("th", "ja", "de-CH").
    public let language: String

    /// ICU's locale for the language ("de_CH").
    private let locale: String

    /// A breaker for text in `language`.
    public init(language: String) {
        self.language = language
        locale = language.split(separator: "-").joined(separator: "_")
    }

    /// The words of `text`, in order. Throws only when ICU fails.
    public func words(in text: String) throws(TextEngineError) -> [Word] {
        let units = Array(text.utf16)
        guard !units.isEmpty else { return [] }
        var starts = [Int32](repeating: 0, count: units.count)
        var ends = [Int32](repeating: 0, count: units.count)
        let count = folio_icu_words(units, Int32(units.count), locale, &starts, &ends, Int32(units.count))
        guard count >= 0 else { throw TextEngineError("ICU word breaking for \(locale)") }
        // ICU cuts only between scalars: one walk of the scalars turns its UTF-16 offsets, in
        // ascending order, into indices and scalar counts.
        var words: [Word] = []
        words.reserveCapacity(Int(count))
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        var scalar = 0
        var unit = 0
        func advance(to target: Int) {
            while unit < target, index < scalars.endIndex {
                unit += UTF16.width(scalars[index])
                scalars.formIndex(after: &index)
                scalar += 1
            }
        }
        for word in 0..<Int(count) {
            advance(to: Int(starts[word]))
            let (start, startScalar, startUnit) = (index, scalar, unit)
            advance(to: Int(ends[word]))
            words.append(Word(text: text[start..<index], scalarOffset: startScalar, utf16Offset: startUnit))
        }
        return words
    }
}
