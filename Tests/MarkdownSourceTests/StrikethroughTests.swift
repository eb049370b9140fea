import FolioPluginAPI
import Foundation
import Testing

@testable import MarkdownSource

/// GitHub's strikethrough (GFM 6.5) is read: a matching pair of one or two tildes strikes the
/// text between them through, as GitHub, Hugo (goldmark) and Zola (pulldown-cmark) draw it.
@Suite struct StrikethroughTests {
    /// The blocks of `body`, and the file's diagnostics.
    private func blocks(_ body: String) throws -> (blocks: [Block], diagnostics: [Diagnostic]) {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ntitle: A\n---\n" + body)
        return (try #require(output.article?.blocks), output.diagnostics)
    }

    private func struck(_ inlines: Inline...) -> Inline { .styled(.strikethrough, inlines) }

    /// GFM's examples 491–493.
    @Test func theSpecsExamples() throws {
        #expect(
            try blocks("~~Hi~~ Hello, ~there~ world!").blocks == [
                .paragraph([struck(.text("Hi")), .text(" Hello, "), struck(.text("there")), .text(" world!")])
            ])
        #expect(
            try blocks("This ~~has a\n\nnew paragraph~~.").blocks == [
                .paragraph([.text("This ~~has a")]), .paragraph([.text("new paragraph~~.")]),
            ])
        #expect(
            try blocks("This will ~~~not~~~ strike.").blocks == [.paragraph([.text("This will ~~~not~~~ strike.")])])
    }

    @Test func acrossLinesInsideEmphasisAndInHeadings() throws {
        let read = try blocks(
            """
            Café ~~across
            two lines~~, and *in ~~emphasis~~*.

            # A ~~struck~~ heading
            """)
        #expect(read.diagnostics == [])
        #expect(
            read.blocks == [
                .paragraph([
                    .text("Café "), struck(.text("across two lines")), .text(", and "),
                    .emphasis([.text("in "), struck(.text("emphasis"))]), .text("."),
                ]),
                .heading(level: 1, content: [.text("A "), struck(.text("struck")), .text(" heading")]),
            ])
    }

    @Test func markupInsideAStrikethroughIsKept() throws {
        #expect(
            try blocks("~~a *b* `c` [d](https://example.com)~~").blocks == [
                .paragraph([
                    struck(
                        .text("a "), .emphasis([.text("b")]), .text(" "), .code("c"), .text(" "),
                        .link(destination: "https://example.com", title: nil, content: [.text("d")]))
                ])
            ])
    }

    /// Escaped tildes and entities are text; runs of different lengths do not pair; a run
    /// with white space on the inner side cannot open or close.
    @Test func whatStaysText() throws {
        for text in [
            #"escaped \~~not struck\~~ here"#, "entity &#126;&#126;no&#126;&#126; here", "~~one~ two",
            "a ~~ spaced ~~ pair",
            "~~ open only", "close only~~",
        ] {
            let read = try blocks(text)
            #expect(read.blocks.count == 1)
            guard case .paragraph(let inlines) = read.blocks.first else { continue }
            #expect(!inlines.contains { if case .styled = $0 { true } else { false } }, "\(text)")
        }
    }

    /// The nearest opener of the same length closes first; openers inside a closed pair are text.
    @Test func pairsNestAndMatchTheNearestOpener() throws {
        #expect(
            try blocks("~~a ~b~ c~~").blocks == [.paragraph([struck(.text("a "), struck(.text("b")), .text(" c"))])])
        #expect(try blocks("~~a ~~b~~").blocks == [.paragraph([.text("~~a "), struck(.text("b"))])])
    }

    /// A photo inside a strikethrough leaves the paragraph as it leaves an emphasis: the
    /// struck text on either side stays struck.
    @Test func aPhotoSplitsTheStrikethrough() throws {
        let content = try TemporaryContent()
        try content.writePNG("p.png", width: 4, height: 3)
        let output = try content.load("a.md", "---\ntitle: A\n---\n~~before ![a photo](p.png) after~~")
        let blocks = try #require(output.article?.blocks)
        #expect(blocks.count == 3)
        #expect(blocks.first == .paragraph([struck(.text("before"))]))
        #expect(blocks.last == .paragraph([struck(.text("after"))]))
    }
}
