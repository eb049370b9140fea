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

    @Test func manyOfOneKindInAFileArePrintedAsOneLineWithACount() {
        let parks = (1...420).map {
            Diagnostic.warning(
                "park 'Park \($0)' has no photos: its gallery is only a title page",
                at: SourceLocation(path: "parks.plist", line: $0 + 2))
        }
        let other = Diagnostic.error("parks[3].name: expected a string, found an integer")
        let lines = DiagnosticReport(Array(parks.prefix(3)) + [other] + parks.dropFirst(3)).lines(verbose: false)
        #expect(
            lines == [
                parks[0].description + " (and 419 more like this: lines 4, 5, 6, 7, 8, …)", other.description,
                "... 1 error and 420 warnings in all (run with --verbose to list all)",
            ])
        #expect(DiagnosticReport(parks).lines(verbose: true).count == 420)
        #expect(DiagnosticReport(parks).lines(verbose: true)[3] == parks[3].description)
        #expect(DiagnosticReport.grouped(419_995) == "419,995" && DiagnosticReport.grouped(12) == "12")
    }

    /// Lines are grouped by file (files in the order first met), one per kind in each; a kind
    /// met in more than five files is counted after the fifth; alone, a diagnostic is as it was.
    @Test func aKindInManyFilesIsPrintedForTheFirstFiveThenCounted() {
        let liquid = (0..<8).flatMap { file in
            [12, 30].map {
                Diagnostic.warning(
                    "Liquid tag '{% link x.md %}' is kept as text", at: SourceLocation(path: "f\(file).md", line: $0))
            }
        }
        let missing = Diagnostic.error(
            "cannot use image: no file at 'a.png'", at: SourceLocation(path: "f1.md", line: 3, column: 1),
            excerpt: "![](a.png)")
        let lines = DiagnosticReport(Array(liquid.prefix(3)) + [missing] + liquid.dropFirst(3)).lines(verbose: false)
        #expect(
            lines == [
                liquid[0].description + " (and 1 more like this: line 30)",
                liquid[2].headline + " (and 1 more like this: line 30)", missing.description,
                liquid[4].description + " (and 1 more like this: line 30)",
                liquid[6].description + " (and 1 more like this: line 30)",
                liquid[8].description + " (and 1 more like this: line 30)",
                "... and 6 more warnings like this in 3 more files (run with --verbose to list all)",
                "... 1 error and 16 warnings in all (run with --verbose to list all)",
            ])
        let alone = [missing, Diagnostic.warning("a named pipe (FIFO), not a file; it is not read")]
        #expect(DiagnosticReport(alone).lines(verbose: false) == alone.map(\.description))
    }

    @Test func numbersAndQuotedTextMakeNoNewKind() {
        let one = Diagnostic.warning(
            "parks[1].photos[2]: missing 'caption'; shown with the park's name ('A') as its alternative text")
        let two = Diagnostic.warning(
            "parks[30].photos[14]: missing 'caption'; shown with the park's name ('B b') as its alternative text")
        #expect(DiagnosticReport.kind(of: one) == DiagnosticReport.kind(of: two))
        #expect(DiagnosticReport.kind(of: one) != DiagnosticReport.kind(of: .error(one.message)))
        let alike = [
            "the HTML element <aside class=\"pquote\"> is dropped; its 12 words are kept",
            "the HTML element <kbd> is dropped; its 1 words are kept",
            "the template fragment `{{ site.title }}` is shown as written",
            "the template fragment `{% raw %}` is shown as written",
            "the link “Other page” leads to ‘other.md#part’, which is not in the issue",
            "the link “x” leads to ‘y’, which is not in the issue",
        ].map { Diagnostic.warning($0) }
        for pair in stride(from: 0, to: alike.count, by: 2) {
            #expect(DiagnosticReport.kind(of: alike[pair]) == DiagnosticReport.kind(of: alike[pair + 1]))
        }
        // A lone mark opens nothing: the rest of the message still tells kinds apart.
        #expect(
            DiagnosticReport.kind(of: .warning("width < 3 for 'a'; b"))
                != DiagnosticReport.kind(of: .warning("width < 3 for 'a'; c")))
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
