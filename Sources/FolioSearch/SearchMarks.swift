import FolioText

/// Where a reader's words are written in a text, for a sink that marks them on the page a search
/// led to: a word of the text is marked when search would compare it equal to a word of the query
/// (`SearchKey`, then `SearchStemmer` in the text's language), and an ideograph inside a longer
/// word when it is a word of the query (as `SearchIndex` keeps each Chinese character).
public struct SearchMarks: Sendable {
    /// The keys of the query's words.
    public let keys: [String]

    /// The marks of `query`, cut into words in `language` (as `SearchIndex.search` cuts it).
    /// Throws only when ICU fails.
    public init(_ query: String, language: String) throws(TextEngineError) {
        keys = try WordBreaker(language: language).words(in: query).map { SearchKey.of($0.text) }
    }

    /// Whether the query has no words.
    public var isEmpty: Bool { keys.isEmpty }

    /// The ranges of `text` (in Unicode scalars) to mark, in order, `text` being written in
    /// `language`. Throws only when ICU fails.
    public func ranges(in text: String, language: String) throws(TextEngineError) -> [Range<Int>] {
        guard !keys.isEmpty else { return [] }
        let stems = Set(keys.map { SearchStemmer.stem($0, language: language) })
        var ranges: [Range<Int>] = []
        for word in try WordBreaker(language: language).words(in: text) {
            let scalars = word.text.unicodeScalars
            if stems.contains(SearchStemmer.stem(SearchKey.of(word.text), language: language)) {
                ranges.append(word.scalarOffset..<word.scalarOffset + scalars.count)
                continue
            }
            guard scalars.count > 1 else { continue }
            for (index, scalar) in scalars.enumerated()
            where SearchIndex.isIdeograph(scalar) && stems.contains(String(scalar)) {
                ranges.append(word.scalarOffset + index..<word.scalarOffset + index + 1)
            }
        }
        return ranges
    }
}
