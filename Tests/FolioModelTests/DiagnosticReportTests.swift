import Testing

@testable import FolioModel

/// Diagnostics print escaped, and many of one kind are summarised after the first few.
@Suite struct DiagnosticReportTests {
    @Test func controlCharactersInPathMessageAndExcerptAreEscaped() {
        let diagnostic = Diagnostic.error(
            "no file at 'photos/\u{1B}[2J.png'",
            at: SourceLocation(path: "evil\u{1B}]0;title\u{07}.md", line: 2, column: 3),
            excerpt: "a\u{9B}b\tc")
        #expect(
            diagnostic.description == #"evil\u{1B}]0;title\u{7}.md:2:3: error: no file at 'photos/\u{1B}[2J.png'"#
                + "\n" + #"a\u{9B}b"# + "\tc\n" + String(repeating: " ", count: 7) + "^")
        #expect(
            !diagnostic.description.unicodeScalars.contains {
                ControlCharacters.contains($0) && $0 != "\n" && $0 != "\t"
            })
    }

    @Test func escapingKeepsOnlyWhatItIsAskedToKeep() {
        #expect(ControlCharacters.escaped("a\u{0}b\u{7F}c\u{85}d\ne\tf") == #"a\u{0}b\u{7F}c\u{85}d\u{A}e\u{9}f"#)
        #expect(ControlCharacters.escaped("d\ne\tf\r", keeping: ControlCharacters.layout) == "d\ne\tf\\u{D}")
        #expect(ControlCharacters.escaped("plain é ✓") == "plain é ✓")
    }

    @Test func manyOfOneKindArePrintedAsTheFirstFiveAndACount() {
        let parks = (1...420).map {
            Diagnostic.warning(
                "park 'Park \($0)' has no photos: its gallery is only a title page",
                at: SourceLocation(path: "parks.plist", line: $0 + 2))
        }
        let other = Diagnostic.error("parks[3].name: expected a string, found an integer")
        let lines = DiagnosticReport(Array(parks.prefix(3)) + [other] + parks.dropFirst(3)).lines(verbose: false)
        #expect(lines.count == 7)
        #expect(lines[3] == other.description)
        #expect(lines[5] == parks[4].description)
        #expect(lines[6] == "... and 415 more warnings like this (run with --verbose to list all)")
        #expect(DiagnosticReport(parks).lines(verbose: true).count == 420)
        #expect(DiagnosticReport.grouped(419_995) == "419,995" && DiagnosticReport.grouped(12) == "12")
    }

    @Test func numbersAndQuotedTextMakeNoNewKind() {
        let one = Diagnostic.warning(
            "parks[1].photos[2]: missing 'caption'; shown with the park's name ('A') as its alternative text")
        let two = Diagnostic.warning(
            "parks[30].photos[14]: missing 'caption'; shown with the park's name ('B b') as its alternative text")
        #expect(DiagnosticReport.kind(of: one) == DiagnosticReport.kind(of: two))
        #expect(DiagnosticReport.kind(of: one) != DiagnosticReport.kind(of: .error(one.message)))
    }
}

@Suite struct DiagnosticExcerptTests {
    @Test func aLongLineIsCutAroundTheColumn() {
        let line = String(repeating: "[", count: 5000) + "x" + String(repeating: "]", count: 5000)
        let diagnostic = Diagnostic.error(
            "too deep", at: SourceLocation(path: "a.md", line: 3, column: 5001), excerpt: line)
        let lines = diagnostic.excerptLines
        #expect(lines.count == 2)
        #expect(lines[0].count == Diagnostic.excerptWidth + 2)
        #expect(lines[0].hasPrefix("…[") && lines[0].hasSuffix("]…"))
        let caret = lines[1].count - 1
        #expect(Array(lines[0])[caret] == "x")
    }

    @Test func aShortLineIsShownWhole() {
        let diagnostic = Diagnostic.error(
            "bad", at: SourceLocation(path: "a.md", line: 1, column: 3), excerpt: "ab\u{7}c")
        #expect(diagnostic.excerptLines == [#"ab\u{7}c"#, "  ^"])
    }
}
