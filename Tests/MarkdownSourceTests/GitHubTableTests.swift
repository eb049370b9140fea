import FolioPluginAPI
import Foundation
import Testing

@testable import MarkdownSource

/// GitHub's tables (GFM 4.10) are read as tables: a header row over a delimiter row, body rows
/// to the paragraph's end, cells cut at unescaped pipes and each read as running text.
@Suite struct GitHubTableTests {
    private func load(_ body: String) throws -> (blocks: [Block], output: SourceOutput, file: ContentFile) {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ntitle: A\n---\n" + body)
        return (try #require(output.article?.blocks), output, try content.file("a.md"))
    }

    private func table(_ block: Block?) -> TableBlock? {
        if case .table(let table) = block { return table }
        return nil
    }

    /// GFM's examples 198, 199 and 201: alignment, ragged pipes, escaped pipes in code and
    /// in text, inline markup in cells.
    @Test func theSpecsExamples() throws {
        let first = try #require(table(try load("| foo | bar |\n| --- | --- |\n| baz | bim |").blocks.first))
        #expect(first.alignments == [.none, .none])
        #expect(first.header == [[.text("foo")], [.text("bar")]])
        #expect(first.rows == [[[.text("baz")], [.text("bim")]]])

        let aligned = try #require(table(try load("| abc | defghi |\n:-: | -----------:\nbar | baz").blocks.first))
        #expect(aligned.alignments == [.center, .right])
        #expect(aligned.rows == [[[.text("bar")], [.text("baz")]]])

        let escaped = try #require(
            table(try load("| f\\|oo  |\n| ------ |\n| b `\\|` az |\n| b **\\|** im |").blocks.first))
        #expect(escaped.header == [[.text("f|oo")]])
        #expect(
            escaped.rows == [
                [[.text("b "), .code("|"), .text(" az")]], [[.text("b "), .strong([.text("|")]), .text(" im")]],
            ])
    }

    /// Example 204 and 205: a row with too few cells gets empty ones, too many are dropped; a
    /// header and delimiter that do not match make no table. Example 203: the table ends at a
    /// block that starts; lines above the header stay a paragraph.
    @Test func raggedRowsMismatchedHeadersAndWhatSurrounds() throws {
        let ragged = try #require(
            table(try load("| abc | def |\n| --- | --- |\n| bar |\n| bar | baz | boo |").blocks.first))
        #expect(ragged.rows == [[[.text("bar")], []], [[.text("bar")], [.text("baz")]]])

        let mismatched = try load("| abc | def |\n| --- |\n| bar |").blocks
        #expect(mismatched.count == 1)
        #expect(table(mismatched.first) == nil)

        let (blocks, _, _) = try load("Lead *in*.\n| a | b |\n| - | - |\n| 1 | 2 |\n> quoted\n\nAfter.")
        #expect(blocks.count == 4)
        #expect(blocks[0] == .paragraph([.text("Lead "), .emphasis([.text("in")]), .text(".")]))
        #expect(table(blocks[1])?.rows == [[[.text("1")], [.text("2")]]])
        #expect(blocks[2] == .quote([.paragraph([.text("quoted")])]))
    }

    /// A cell is running text: links (reference links resolve with the body's definitions),
    /// strikethrough, and a line that would start a block (`# x`, `- x`, `<div>`) is text.
    @Test func cellsAreRunningText() throws {
        let (blocks, output, _) = try load(
            """
            | Link | Struck | Looks like a block |
            | ---- | ------ | ------------------ |
            | [home][h] | ~~old~~ new | # not a heading |
            | [x](https://example.com/x) | a | - not a list |

            [h]: https://example.com/
            """)
        let read = try #require(table(blocks.first))
        #expect(read.rows[0][0] == [.link(destination: "https://example.com/", title: nil, content: [.text("home")])])
        #expect(read.rows[0][1] == [.styled(.strikethrough, [.text("old")]), .text(" new")])
        #expect(read.rows[0][2] == [.text("# not a heading")])
        #expect(read.rows[1][2] == [.text("- not a list")])
        #expect(output.diagnostics.isEmpty)
    }

    /// What a cell finds is reported at its line in the file: an image that is not there.
    @Test func aCellsWarningNamesItsLine() throws {
        let (_, output, file) = try load("| a | b |\n| - | - |\n| x | ![gone](missing.png) |")
        let warning = try #require(output.diagnostics.first)
        #expect(warning.location?.line == file.location(line: 6, column: 1).line)
    }

    /// Without a delimiter row, pipes are text: no table, no warning.
    @Test func pipesWithoutADelimiterRowAreText() throws {
        let (blocks, output, _) = try load("a | b\nc | d")
        #expect(blocks == [.paragraph([.text("a | b\nc | d")])] || blocks.count == 1)
        #expect(table(blocks.first) == nil)
        #expect(output.diagnostics.isEmpty)
    }
}
