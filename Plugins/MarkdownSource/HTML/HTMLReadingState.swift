import FolioPluginAPI

/// What the HTML reader keeps while one file is converted: where the text being read lies in
/// the body, the options Markdown found inside HTML is read with, and the words it kept
/// without their markup, reported once per file (`warnings`).
struct HTMLReadingState {
    /// Where the text being converted lies in the body: `.body` for the body itself.
    var origin = SourceOrigin.body
    /// Whether Markdown is read with smart punctuation, for Markdown inside HTML elements.
    var smartPunctuation = false
    /// The body's link reference definitions, found when Markdown inside HTML first needs them.
    var referenceDefinitions: [UInt8]?
    /// Words whose element Folio does not understand, kept as plain text.
    private(set) var wordsKeptWithoutMarkup = 0
    /// Those elements' names, in the order first met.
    private(set) var elementsKeptWithoutMarkup: [String] = []
    /// Where the first of them is.
    private(set) var firstKeptWithoutMarkup: SourceLocation?

    /// Records that `words` words of a `name` element were kept as plain text.
    mutating func keptWithoutMarkup(words: Int, of name: String, at location: SourceLocation) {
        guard words > 0 else { return }
        wordsKeptWithoutMarkup += words
        if !elementsKeptWithoutMarkup.contains(name) { elementsKeptWithoutMarkup.append(name) }
        if firstKeptWithoutMarkup == nil { firstKeptWithoutMarkup = location }
    }

    /// The file's one warning about words kept without their markup, if any were.
    var warnings: [Diagnostic] {
        guard wordsKeptWithoutMarkup > 0, let location = firstKeptWithoutMarkup else { return [] }
        let names = elementsKeptWithoutMarkup.prefix(6).map { "<\($0)>" }.joined(separator: ", ")
        let more = elementsKeptWithoutMarkup.count > 6 ? " and \(elementsKeptWithoutMarkup.count - 6) more" : ""
        let words = wordsKeptWithoutMarkup == 1 ? "1 word" : "\(wordsKeptWithoutMarkup) words"
        return [
            .warning(
                "\(words) of HTML were kept as plain text without their markup (\(names)\(more)); "
                    + "Folio understands p, headings, lists, blockquote, aside, figure, details, pre, tables, links, "
                    + "images and inline emphasis, sup, sub, kbd, mark, abbr",
                at: location)
        ]
    }

    /// The number of words in `text`: runs of characters between whitespace that hold a
    /// letter or a digit, the unit every count of the HTML reader uses.
    static func wordCount(_ text: String) -> Int {
        text.split(whereSeparator: \.isWhitespace).reduce(0) { count, word in
            count + (word.contains { $0.isLetter || $0.isNumber } ? 1 : 0)
        }
    }
}
