import Testing

@testable import MarkdownSource

/// The byte-level fast paths of trimming agree with trimming character by character.
@Suite struct TrimmingTests {
    static let samples = [
        "", " ", "\r\n", "plain", "  both ends \t", "\n\nlead", "trail\r\n", "a\u{301} ", " e\u{301}",
        "\u{A0}no-break space\u{3000}", "\u{600} prepended space", "word \u{600}", "\u{600} ", " \u{600}a",
        "tab\t\u{300}", "\u{2028}line separator\u{2029}", "🇫🇷 ", " 👩‍👩‍👧", "mixed é ", " \u{85}next line",
    ]

    @Test(arguments: samples) func agreesWithCharacterTrimming(_ text: String) {
        let leading = String(text.drop(while: \.isWhitespace))
        let trailing = String(text.reversed().drop(while: \.isWhitespace).reversed())
        #expect(text.trimmingLeadingWhitespace == leading)
        #expect(text.trimmingTrailingWhitespace == trailing)
        #expect(text.trimmingWhitespace == String(leading.reversed().drop(while: \.isWhitespace).reversed()))
    }
}
