import FolioPluginAPI
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

    /// A paragraph's runs lose white space, line breaks and emptied runs at both ends; an empty
    /// text run goes like any other (as after a photo that left its line: `![a](p.png)  ⏎`).
    @Test func runsAreTrimmedAtBothEnds() {
        let link = { (content: [Inline]) in Inline.link(destination: "https://a.org", title: nil, content: content) }
        #expect([Inline.text(""), .lineBreak, .text("next line ")].trimmed == [.text("next line")])
        #expect(
            [Inline.text("  "), .emphasis([.text(" a ")]), .text(" b "), .lineBreak].trimmed == [
                .emphasis([.text("a ")]), .text(" b"),
            ])
        #expect([link([.text(" x ")]), .text("")].trimmed == [link([.text("x")])])
        #expect([Inline.text(""), .code(" c "), .text("")].trimmed == [.code(" c ")])
        #expect([Inline.emphasis([.text("")]), .text("kept")].trimmed == [.text("kept")])
        #expect([Inline.text(" "), .lineBreak, .text("")].trimmed == [])
    }
}
