import FolioPluginAPI
import Foundation
import Testing

@testable import MarkdownSource

/// HTML in Markdown as real sites write it (Jekyll's kramdown pull quotes, GitHub's details,
/// figures, inline sup and kbd), read into Folio's blocks and inlines: every word kept, scripts
/// named where they are. The fixtures are our own words in those sites' constructs.
@Suite struct HTMLReaderTests {
    private func load(_ body: String) throws -> (SourceOutput, TemporaryContent) {
        let content = try TemporaryContent()
        try content.writePNG("photos/harbour.png", width: 40, height: 30)
        return (try content.load("a.md", "---\ntitle: A\n---\n" + body), content)
    }

    /// The photos of an article of `body` (at the top level or in a quote), expected to be one,
    /// alt "Boats".
    private func onlyPhotos(_ body: String) throws -> [Photo] {
        let (output, _) = try load(body)
        let photos = (output.article?.blocks ?? []).compactMap { block -> Photo? in
            switch block {
            case .photo(let photo): photo
            case .quote(let inner, _): inner.compactMap { if case .photo(let photo) = $0 { photo } else { nil } }.first
            default: nil
            }
        }
        #expect(photos.count == 1 && photos[0].alt == "Boats", "\(output.article?.blocks ?? [])")
        return photos
    }

    /// A kramdown pull quote in one HTML block: the Markdown inside is read (a reference link
    /// defined at the end of the body, a credit line in its own `<p markdown="1">`).
    @Test func aPullQuoteInOneBlockIsAQuoteWithItsRole() throws {
        let (output, _) = try load(
            """
            Before.

            <aside markdown="1" class="pquote">
              Mending nets taught me more than [the harbour school] ever did.
              <p markdown="1" class="pquote-credit">
            — [@netmender](https://example.com/netmender), *Tides*
              </p>
            </aside>

            After.

            [the harbour school]: https://example.com/school
            """)
        #expect(output.diagnostics == [])
        #expect(
            output.article?.blocks == [
                .paragraph([.text("Before.")]),
                .quote(
                    [
                        .paragraph([
                            .text("Mending nets taught me more than "),
                            .link(
                                destination: "https://example.com/school", title: nil,
                                content: [.text("the harbour school")]),
                            .text(" ever did."),
                        ]),
                        .paragraph([
                            .text("— "),
                            .link(
                                destination: "https://example.com/netmender", title: nil, content: [.text("@netmender")]
                            ),
                            .text(", "), .emphasis([.text("Tides")]),
                        ]),
                    ], role: "pquote"),
                .paragraph([.text("After.")]),
            ])
    }

    /// cmark splits `<aside markdown="1">`, blank line, Markdown, `</aside>` into three nodes;
    /// the Markdown between goes inside the aside.
    @Test func anElementOpenedAndClosedByTwoBlocksHoldsTheMarkdownBetween() throws {
        let (output, _) = try load(
            """
            <aside markdown="1" class="note">

            Check the **tide table** first.

            - low water
            - high water

            </aside>

            <details>
            <summary>What the <em>gulls</em> know</summary>

            They know *everything*.

            </details>
            """)
        #expect(output.diagnostics == [])
        #expect(
            output.article?.blocks == [
                .quote(
                    [
                        .paragraph([.text("Check the "), .strong([.text("tide table")]), .text(" first.")]),
                        .list(
                            ListBlock(
                                ordered: false,
                                items: [[.paragraph([.text("low water")])], [.paragraph([.text("high water")])]])),
                    ], role: "note"),
                .quote(
                    [
                        .paragraph([.strong([.text("What the "), .emphasis([.text("gulls")]), .text(" know")])]),
                        .paragraph([.text("They know "), .emphasis([.text("everything")]), .text(".")]),
                    ], role: "details"),
            ])
    }

    @Test func inlineHTMLBecomesStyledRuns() throws {
        let (output, _) = try load(
            """
            Sea water is H<sub>2</sub>O and salt<sup>[1]</sup>; press <kbd>Ctrl</kbd>+<kbd>S</kbd>
            to save the <mark>log</mark> of the <abbr title="Royal National Lifeboat Institution">RNLI</abbr>,
            <s>never</s> always.<br>Next line.
            """)
        #expect(output.diagnostics == [])
        #expect(
            output.article?.blocks == [
                .paragraph([
                    .text("Sea water is H"), .styled(.subscript, [.text("2")]), .text("O and salt"),
                    .styled(.superscript, [.text("[1]")]), .text("; press "), .styled(.keyboard, [.text("Ctrl")]),
                    .text("+"), .styled(.keyboard, [.text("S")]), .text(" to save the "),
                    .styled(.marked, [.text("log")]), .text(" of the "),
                    .styled(.abbreviation(title: "Royal National Lifeboat Institution"), [.text("RNLI")]), .text(", "),
                    .styled(.strikethrough, [.text("never")]), .text(" always."), .lineBreak, .text("Next line."),
                ])
            ])
    }

    @Test func aFigureIsAPhotoWithItsCaption() throws {
        let (output, _) = try load(
            """
            <figure>
              <a href="https://example.com/harbour"><img src="photos/harbour.png" alt="Boats at rest"></a>
              <figcaption>The harbour at <em>dawn</em>, &copy; us</figcaption>
            </figure>
            """)
        #expect(output.diagnostics == [])
        #expect(
            output.article?.blocks == [
                .photo(
                    Photo(
                        path: "photos/harbour.png", width: 40, height: 30, caption: "The harbour at dawn, © us",
                        alt: "Boats at rest", link: "https://example.com/harbour"))
            ])
        #expect(output.usedFiles.contains("photos/harbour.png"))
    }

    /// A photo set across the columns of a wide page: kramdown's `{: .wide}` (or `.full`, ...)
    /// under it, or an HTML class on its `figure` or `img`; other photos are not.
    @Test(arguments: [
        ("![Boats](photos/harbour.png)\n{: .wide}\n", true),
        ("![Boats](photos/harbour.png)\n{: .full-width}\n", true),
        ("<figure class=\"wide\"><img src=\"photos/harbour.png\" alt=\"Boats\"></figure>\n", true),
        ("<p><img class=\"align-center FULL\" src=\"photos/harbour.png\" alt=\"Boats\"></p>\n", true),
        ("![Boats](photos/harbour.png)\n{: .note}\n", false),
        ("<figure class=\"left\"><img src=\"photos/harbour.png\" alt=\"Boats\"></figure>\n", false),
        ("![Boats](photos/harbour.png)\n", false),
    ])
    func aPhotoIsSetAcrossTheColumnsWhenItsClassSaysSo(body: String, across: Bool) throws {
        let photos = try onlyPhotos(body)
        #expect(photos.first?.spansColumns == across)
    }

    /// A small picture (an avatar in a pull quote, an icon): an `img`'s `width` attribute, its
    /// `height` at the photo's proportions (40 × 30 here), or a class that marks it small
    /// (`Photo.smallRoles`, whole or as a hyphenated class's last part) gives the most it is
    /// drawn wide; a percentage or another class gives nothing.
    @Test(
        arguments: [
            ("<p><img src=\"photos/harbour.png\" alt=\"Boats\" width=\"120\"></p>\n", 120.0),
            ("<p><img src=\"photos/harbour.png\" alt=\"Boats\" width=\" 64px \" height=\"10\"></p>\n", 64.0),
            ("<p><img src=\"photos/harbour.png\" alt=\"Boats\" height=\"60\"></p>\n", 80.0),
            (
                "<aside class=\"pquote\"><img src=\"photos/harbour.png\" class=\"pquote-avatar\" alt=\"Boats\"> Said.</aside>\n",
                96.0
            ),
            ("<p><img src=\"photos/harbour.png\" class=\"Icon\" alt=\"Boats\"></p>\n", 96.0),
            ("<p><img src=\"photos/harbour.png\" alt=\"Boats\" width=\"50%\"></p>\n", nil),
            ("<p><img src=\"photos/harbour.png\" alt=\"Boats\" class=\"avatars-wall\"></p>\n", nil),
            ("![Boats](photos/harbour.png)\n", nil),
        ] as [(String, Double?)])
    func aSmallPictureIsDrawnNoWiderThanItsSourceAsks(body: String, most: Double?) throws {
        let photos = try onlyPhotos(body)
        #expect(photos.first?.maximumWidth == most)
    }

    @Test func htmlStructureMapsToBlocks() throws {
        let (output, _) = try load(
            """
            <div class="wrapper">
            <h2>Knots</h2>
            <p>A <strong>bowline</strong> holds &amp; slips free.
            <ol start="3"><li>Loop<li>Tuck</ol>
            <blockquote class="tip"><p>Practise in the dark.</p></blockquote>
            <pre><code class="language-sh">tie --knot bowline
            </code></pre>
            <hr>
            </div>
            """)
        #expect(output.diagnostics == [])
        #expect(
            output.article?.blocks == [
                .heading(level: 2, content: [.text("Knots")]),
                .paragraph([.text("A "), .strong([.text("bowline")]), .text(" holds & slips free.")]),
                .list(
                    ListBlock(
                        ordered: true, start: 3, items: [[.paragraph([.text("Loop")])], [.paragraph([.text("Tuck")])]])),
                .quote([.paragraph([.text("Practise in the dark.")])], role: "tip"),
                .code(info: "sh", text: "tie --knot bowline\n"),
                .thematicBreak,
            ])
    }

    @Test func mediaBecomeLinksWithTheirTitles() throws {
        let (output, _) = try load(
            """
            <iframe src="https://www.youtube.com/embed/abc" title="Hauling nets, a film"></iframe>

            <video controls><source src="https://example.com/tide.mp4">The tide, filmed.</video>
            """)
        #expect(output.diagnostics == [])
        #expect(
            output.article?.blocks == [
                .paragraph([
                    .link(
                        destination: "https://www.youtube.com/embed/abc", title: nil,
                        content: [.text("Hauling nets, a film")])
                ]),
                .paragraph([
                    .link(
                        destination: "https://example.com/tide.mp4", title: nil, content: [.text("The tide, filmed.")])
                ]),
            ])
    }

    /// What Folio has no markup for keeps its words, and one warning per file counts them; a
    /// script or a style is named at its place.
    @Test func unknownElementsKeepTheirWordsAndScriptsAreNamed() throws {
        let (output, content) = try load(
            """
            Intro.

            <font>Low tide 06:12</font>

            <style>p { color: red }</style>

            A <u>marked</u> word and <script>track()</script>.
            """)
        let file = try content.file("a.md")
        #expect(
            output.diagnostics.map(\.location) == [
                file.location(line: 8, column: 1), file.location(line: 10, column: 26),
                file.location(line: 6, column: 1),
            ])
        #expect(output.diagnostics[0].message.hasPrefix("<style> is not shown"))
        #expect(output.diagnostics[1].message.hasPrefix("<script> is not shown"))
        #expect(
            output.diagnostics[2].message.hasPrefix(
                "4 words of HTML were kept as plain text without their markup (<font>, <u>)"))
        let text = output.article?.blocks.map(\.plainText).joined(separator: " ") ?? ""
        for word in ["Low tide", "06:12", "marked"] { #expect(text.contains(word)) }
        for word in ["color", "track"] { #expect(!text.contains(word)) }
    }

    /// An HTML table is a table: its header row from `thead` (else its first row), its cells
    /// read as running text, alignment from the header's `align`, a caption before it.
    @Test func anHTMLTableIsATable() throws {
        let (output, _) = try load(
            """
            <table>
              <caption>Tides at <em>Hollin</em></caption>
              <thead><tr><th>When</th><th align="right">Height</th></tr></thead>
              <tbody>
                <tr><td>Low tide</td><td><strong>0.4</strong> m</td></tr>
                <tr><td>High tide</td><td>4.1 m</td><td>spring</td></tr>
              </tbody>
            </table>

            <table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table>
            """)
        #expect(output.diagnostics.isEmpty)
        let blocks = try #require(output.article?.blocks)
        #expect(blocks.first == .paragraph([.text("Tides at "), .emphasis([.text("Hollin")])]))
        guard case .table(let tides) = blocks[1], case .table(let plain) = blocks[2] else {
            Issue.record("\(blocks)")
            return
        }
        #expect(tides.alignments == [.none, .right, .none])
        #expect(tides.header == [[.text("When")], [.text("Height")], []])
        #expect(
            tides.rows == [
                [[.text("Low tide")], [.strong([.text("0.4")]), .text(" m")], []],
                [[.text("High tide")], [.text("4.1 m")], [.text("spring")]],
            ])
        #expect(plain.header == [[.text("a")], [.text("b")]])
        #expect(plain.rows == [[[.text("c")], []]])
    }

    @Test func aPageBreakCommentStillBreaksAndOtherCommentsAreSilent() throws {
        let (output, _) = try load("One\n\n<!-- page -->\n\n<div>Two <!-- hidden --> words</div>\n")
        #expect(output.diagnostics == [])
        #expect(output.article?.blocks == [.paragraph([.text("One")]), .pageBreak, .paragraph([.text("Two words")])])
    }

    /// Unclosed and stray tags, and nesting far past the limit, keep every word and the walk safe.
    @Test func badNestingLosesNothing() throws {
        let deep = String(repeating: "<div>", count: 5000) + "deep words" + String(repeating: "</span>", count: 10)
        let (output, _) = try load(
            """
            <aside class="note"><p>First <b>bold <i>both</b> after</p></em>

            \(deep)

            <blockquote>never closed
            """)
        let text = output.article?.blocks.map(\.plainText).joined(separator: " ") ?? ""
        for words in ["First", "bold", "both", "after", "deep words", "never closed"] {
            #expect(text.contains(words), "\(words) in \(text)")
        }
    }

    @Test func entitiesDecodeAsTheStandardNamesThem() {
        #expect(
            HTMLCharacterReferences.decode("a &amp; b &hellip; &#8217; &#x2014; &bogus; &#0; & c")
                == "a & b … ’ — &bogus; \u{FFFD} & c")
    }
}
