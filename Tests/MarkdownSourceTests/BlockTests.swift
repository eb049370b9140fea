import FolioPluginAPI
import Foundation
import Testing

@testable import MarkdownSource

/// Every block and inline kind, read through the whole source. A front matter title keeps a
/// leading level-1 heading in the blocks.
@Suite struct BlockTests {
    private func blocks(_ markdown: String) throws -> [Block] {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ntitle: Kept\n---\n" + markdown)
        #expect(output.diagnostics == [])
        return try #require(output.article).blocks
    }

    @Test func headingsOfEveryLevel() throws {
        let found = try blocks(
            "# One\n## Two\n### Three\n#### Four\n##### Five\n###### Six\nSetext\n===\nSecond\n---\n")
        #expect(
            found == [
                .heading(level: 1, content: [.text("One")]),
                .heading(level: 2, content: [.text("Two")]),
                .heading(level: 3, content: [.text("Three")]),
                .heading(level: 4, content: [.text("Four")]),
                .heading(level: 5, content: [.text("Five")]),
                .heading(level: 6, content: [.text("Six")]),
                .heading(level: 1, content: [.text("Setext")]),
                .heading(level: 2, content: [.text("Second")]),
            ])
    }

    @Test func inlineRuns() throws {
        let found = try blocks(
            """
            Plain *emphasis* and **strong** and `let x = 1` and \
            [a link](https://example.com/a "A title") and [bare](other.md).
            Soft break here,\("  ")
            hard break there\\
            end.
            """)
        #expect(
            found == [
                .paragraph([
                    .text("Plain "), .emphasis([.text("emphasis")]), .text(" and "), .strong([.text("strong")]),
                    .text(" and "), .code("let x = 1"), .text(" and "),
                    .link(destination: "https://example.com/a", title: "A title", content: [.text("a link")]),
                    .text(" and "), .link(destination: "other.md", title: nil, content: [.text("bare")]),
                    .text(". Soft break here,"), .lineBreak, .text("hard break there"), .lineBreak, .text("end."),
                ])
            ])
    }

    @Test func softBreaksBecomeSpacesAndTextRunsMerge() throws {
        // cmark splits text at `[`, `!` and entities; the runs come back as one.
        let found = try blocks("one [two\nthree! &amp; four\\*\n")
        #expect(found == [.paragraph([.text("one [two three! & four*")])])
    }

    @Test func nestedInlines() throws {
        let found = try blocks("***both*** and [**bold `code` link**](x.md) and *a **b** c*\n")
        #expect(
            found == [
                .paragraph([
                    .emphasis([.strong([.text("both")])]), .text(" and "),
                    .link(
                        destination: "x.md", title: nil,
                        content: [.strong([.text("bold "), .code("code"), .text(" link")])]),
                    .text(" and "), .emphasis([.text("a "), .strong([.text("b")]), .text(" c")]),
                ])
            ])
    }

    @Test func listsWithStartTightnessAndNesting() throws {
        let found = try blocks(
            """
            3. three
            4. four
               - nested a
               - nested b
                 1. deep

            Between.

            - loose one

            - loose two
              > quoted in item
            """)
        let deep = ListBlock(ordered: true, start: 1, tight: true, items: [[.paragraph([.text("deep")])]])
        let nested = ListBlock(
            ordered: false, start: 1, tight: true,
            items: [
                [.paragraph([.text("nested a")])],
                [.paragraph([.text("nested b")]), .list(deep)],
            ])
        #expect(
            found == [
                .list(
                    ListBlock(
                        ordered: true, start: 3, tight: true,
                        items: [
                            [.paragraph([.text("three")])],
                            [.paragraph([.text("four")]), .list(nested)],
                        ])),
                .paragraph([.text("Between.")]),
                .list(
                    ListBlock(
                        ordered: false, start: 1, tight: false,
                        items: [
                            [.paragraph([.text("loose one")])],
                            [.paragraph([.text("loose two")]), .quote([.paragraph([.text("quoted in item")])])],
                        ])),
            ])
    }

    @Test func emptyListItemsStay() throws {
        let found = try blocks("- a\n-\n- c\n")
        #expect(
            found == [
                .list(
                    ListBlock(
                        ordered: false,
                        items: [
                            [.paragraph([.text("a")])], [], [.paragraph([.text("c")])],
                        ]))
            ])
    }

    @Test func nestedQuotes() throws {
        let found = try blocks("> Outer *said*\n>\n> > Inner\n> > - item\n>\n> After\n")
        #expect(
            found == [
                .quote([
                    .paragraph([.text("Outer "), .emphasis([.text("said")])]),
                    .quote([
                        .paragraph([.text("Inner")]),
                        .list(ListBlock(ordered: false, items: [[.paragraph([.text("item")])]])),
                    ]),
                    .paragraph([.text("After")]),
                ])
            ])
    }

    @Test func codeBlocksKeepTheirTextExactly() throws {
        let found = try blocks(
            """
            ```swift title="demo"
            let a = 1  \n\n\tindented <b>not html</b>

            ```

                indented code
                  second line

            ~~~
            ~~~
            """)
        #expect(
            found == [
                .code(info: "swift title=\"demo\"", text: "let a = 1  \n\n\tindented <b>not html</b>\n\n"),
                .code(info: "", text: "indented code\n  second line\n"),
                .code(info: "", text: ""),
            ])
    }

    @Test func thematicBreaks() throws {
        let found = try blocks("Above\n\n***\n\nBelow\n\n- - -\n")
        #expect(found == [.paragraph([.text("Above")]), .thematicBreak, .paragraph([.text("Below")]), .thematicBreak])
    }

    @Test func veryDeepNestingIsFlattenedWithAWarning() throws {
        let content = try TemporaryContent()
        let depth = 5_000
        let output = try content.load("a.md", String(repeating: ">", count: depth) + " deep text\n")
        let article = try #require(output.article)
        #expect(output.diagnostics.count == 1)
        #expect(output.diagnostics.first?.severity == .warning)
        #expect(output.diagnostics.first?.message.contains("nested more than") == true)
        var block = try #require(article.blocks.first)
        var levels = 0
        while case .quote(let inner, _) = block, let first = inner.first {
            levels += 1
            block = first
        }
        #expect(levels <= ConversionContext.maximumDepth)
        #expect(block == .paragraph([.text("deep text")]))
    }

    @Test(arguments: [
        String(repeating: "- ", count: 20_000) + "core\n",
        String(repeating: "*a ", count: 10_000) + "core" + String(repeating: " a*", count: 10_000) + "\n",
        String(repeating: "> 1. ", count: 5_000) + "**core**\n",
    ])
    func hostileNestingIsFlattenedWithOneWarning(markdown: String) throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", markdown)
        let article = try #require(output.article)
        #expect(output.diagnostics.count == 1)
        #expect(output.diagnostics.first?.message.contains("nested more than 48 levels deep") == true)
        #expect(try output.diagnostics.first?.location?.path == content.file("a.md").displayPath)
        #expect(article.blocks.map(\.plainText).joined().contains("core"))
    }
}
