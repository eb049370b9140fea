import FolioPluginAPI
import Foundation
import HTMLSink
import Testing

@testable import MarkdownSource

/// What the blocks hold and what the HTML fragment says are the same thing: the cases the
/// conversion used to lose.
@Suite struct FidelityTests {
    private func load(_ markdown: String) throws -> (blocks: [Block], diagnostics: [Diagnostic], html: String) {
        let content = try TemporaryContent()
        try content.writePNG("moon.png", width: 4, height: 2)
        let output = try content.load("a.md", "---\ntitle: A\n---\n" + markdown)
        let blocks = output.article?.blocks ?? []
        return (blocks, output.diagnostics, HTMLFragmentRenderer().blocks(blocks))
    }

    @Test func tightListsHoldBareTextAndLooseListsParagraphs() throws {
        let tight = try load("- a\n- b\n")
        #expect(
            tight.blocks == [
                .list(
                    ListBlock(
                        ordered: false, tight: true, items: [[.paragraph([.text("a")])], [.paragraph([.text("b")])]]))
            ])
        #expect(tight.html == "<ul><li>a</li><li>b</li></ul>")
        let loose = try load("1. a\n\n2. b\n   - c\n")
        #expect(loose.html == "<ol><li><p>a</p></li><li><p>b</p><ul><li>c</li></ul></li></ol>")
    }

    /// One rule says whether a list's items are set apart, for the paginator, the style sheet
    /// (a loose list is one whose items hold `<p>`) and the terminal.
    @Test func aListSpacesItsItemsWhenItIsLooseAndHoldsParagraphs() throws {
        func list(_ markdown: String) throws -> ListBlock? {
            if case .list(let list)? = try load(markdown).blocks.first { return list }
            return nil
        }
        #expect(try list("- a\n- b\n")?.spacesItems == false)
        #expect(try list("- a\n\n- b\n")?.spacesItems == true)
        let codeOnly = try #require(try list("- ```\n  a\n  ```\n\n- ```\n  b\n  ```\n"))
        #expect(codeOnly.tight == false)
        #expect(codeOnly.spacesItems == false)
        #expect(!HTMLFragmentRenderer().block(.list(codeOnly)).contains("<p>"))
    }

    @Test func codeKeepsItsFinalNewlineAndBlankLines() throws {
        let found = try load("- ```\n  a\n\n\n  ```\n")
        #expect(
            found.blocks == [.list(ListBlock(ordered: false, tight: true, items: [[.code(info: "", text: "a\n\n\n")]]))]
        )
        #expect(found.html == "<ul><li><pre><code>a\n\n\n</code></pre></li></ul>")
    }

    @Test func destinationsArePercentEncodedAsCmarkDoes() throws {
        let found = try load("[a](</my uri>) [b](/φου) [c](x\"y'z&w)\n")
        #expect(found.blocks.first.map { if case .paragraph(let runs) = $0 { runs.count } else { 0 } } == 5)
        #expect(found.html.contains("href=\"/my%20uri\""))
        #expect(found.html.contains("href=\"/%CF%86%CE%BF%CF%85\""))
        #expect(found.html.contains("href=\"x%22y&#39;z&amp;w\""))
    }

    @Test func emptyHeadingsQuotesAndLinksAreKept() throws {
        let found = try load("#\n\n>\n\n> [ref]: /x\n\n[](./target.md) and []()\n")
        #expect(
            found.blocks == [
                .heading(level: 1, content: []),
                .quote([]),
                .quote([]),
                .paragraph([
                    .link(destination: "./target.md", title: nil, content: []), .text(" and "),
                    .link(destination: "", title: nil, content: []),
                ]),
            ])
        #expect(
            found.html == "<h1></h1><blockquote></blockquote><blockquote></blockquote>"
                + "<p><a href=\"./target.md\" rel=\"noopener noreferrer\"></a> and <a href=\"\" rel=\"noopener noreferrer\"></a></p>"
        )
        #expect(found.diagnostics.count == 2)
        #expect(found.diagnostics.allSatisfy { $0.severity == .warning && $0.message.contains("has no words") })
        #expect(found.diagnostics.first?.location?.line == 10)
        #expect(found.diagnostics.first?.location?.column == 1)
    }

    @Test func aLinkAroundAPhotoMakesALinkedFigure() throws {
        let found = try load("[![moon](moon.png \"The moon\")](/uri)\n")
        #expect(found.diagnostics == [])
        #expect(
            found.blocks == [
                .photo(Photo(path: "moon.png", width: 4, height: 2, caption: "The moon", alt: "moon", link: "/uri"))
            ])
        #expect(
            found.html
                == "<figure><a href=\"/uri\" rel=\"noopener noreferrer\"><img src=\"moon.png\" width=\"4\" height=\"2\" "
                + "alt=\"moon\" loading=\"lazy\" decoding=\"async\"></a><figcaption>The moon</figcaption></figure>")
    }

    /// The JSON blocks and the HTML fragment agree: a link the source keeps is a link in the
    /// HTML; one it refuses is text in both.
    @Test func blocksAndHTMLAgreeOnLinks() throws {
        let found = try load("<irc://foo.bar:2233/baz> [x](foo\\)\\:) <https://a.example>\n")
        #expect(
            found.blocks == [
                .paragraph([
                    .text("irc://foo.bar:2233/baz "), .link(destination: "foo):", title: nil, content: [.text("x")]),
                    .text(" "),
                    .link(destination: "https://a.example", title: nil, content: [.text("https://a.example")]),
                ])
            ])
        #expect(
            found.html == "<p>irc://foo.bar:2233/baz <a href=\"foo):\" rel=\"noopener noreferrer\">x</a> "
                + "<a href=\"https://a.example\" rel=\"noopener noreferrer\">https://a.example</a></p>")
        #expect(found.diagnostics.count == 1)
    }

    /// A block that did not come from a source that follows the policy (decoded JSON, say)
    /// still never reaches HTML as a refused link.
    @Test func theRendererWritesOnlyLinksThePolicyAllows() {
        let html = HTMLFragmentRenderer().blocks([
            .paragraph([.link(destination: "java\tscript:x", title: nil, content: [.text("t")])])
        ])
        #expect(html == "<p>t</p>")
    }
}
