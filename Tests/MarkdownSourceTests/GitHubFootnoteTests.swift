import FolioPluginAPI
import Foundation
import Testing

@testable import MarkdownSource

/// GitHub's footnotes are read as numbered notes: each reference its note's number, raised;
/// the notes after the article's text, under a rule, as its footnotes (a quote whose role is
/// `footnotes`, a paragraph per note), numbered in the order of first reference.
@Suite struct GitHubFootnoteTests {
    private func load(_ body: String) throws -> (blocks: [Block], output: SourceOutput) {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ntitle: A\n---\n" + body)
        return (try #require(output.article?.blocks), output)
    }

    private func mark(_ number: Int) -> Inline { .styled(.noteReference, [.text(String(number))]) }

    @Test func referencesAreNumberedAndNotesFollowTheText() throws {
        let (blocks, output) = try load(
            """
            A claim.[^b] Another,[^Source] again[^B] and one with no note.[^none]

            [^b]: The *first* note
            goes on.
            [^unused]: Never referred to.

            [^source]: https://example.com
            """)
        #expect(output.diagnostics.isEmpty)
        #expect(
            blocks == [
                .paragraph([
                    .text("A claim."), mark(1), .text(" Another,"), mark(2), .text(" again"), mark(1),
                    .text(" and one with no note.[^none]"),
                ]),
                .thematicBreak,
                .quote(
                    [
                        .paragraph([.text("1. "), .text("The "), .emphasis([.text("first")]), .text(" note goes on.")]),
                        .paragraph([.text("2. "), .text("https://example.com")]),
                    ], role: "footnotes"),
            ])
    }

    @Test func referencesInsideMarkupListsAndTablesAreRead() throws {
        let (blocks, _) = try load(
            """
            - *emphasis[^n]*
            - `code[^n]` stays code

            | a | b |
            | - | - |
            | x[^n] | y |

            [^n]: Note.
            """)
        guard case .list(let list) = blocks[0], case .table(let table) = blocks[1] else {
            Issue.record("\(blocks)")
            return
        }
        #expect(list.items[0] == [.paragraph([.emphasis([.text("emphasis"), mark(1)])])])
        #expect(list.items[1] == [.paragraph([.code("code[^n]"), .text(" stays code")])])
        #expect(table.rows[0][0] == [.text("x"), mark(1)])
        #expect(blocks.count == 4)
    }

    @Test func notesInCodeAreNotNotes() throws {
        let (blocks, _) = try load(
            """
            Text[^1].

            ```
            [^1]: not a note
            ```
            """)
        #expect(blocks.count == 2)
        #expect(blocks[0] == .paragraph([.text("Text[^1].")]))
    }
}
