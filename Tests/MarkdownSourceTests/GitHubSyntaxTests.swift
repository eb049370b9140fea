import FolioPluginAPI
import Foundation
import Testing

@testable import MarkdownSource

/// GitHub's Markdown that Folio does not read yet (footnotes) is read as CommonMark plain text,
/// with a warning at the line and column of each; ordinary pipes, tildes and carets, and
/// anything in code or HTML, get none. (Tables, strikethrough and task lists are read:
/// `GitHubTableTests`, `StrikethroughTests`, `taskListItemsAreRead`.)
@Suite struct GitHubSyntaxTests {
    /// Loads `body` under a three-line front matter, so that body line N is file line N + 3.
    private func load(_ body: String) throws -> (output: SourceOutput, file: ContentFile) {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ntitle: A\n---\n" + body)
        return (output, try content.file("a.md"))
    }

    /// The GitHub-syntax warnings, as (line, column, message).
    private func warnings(_ output: SourceOutput) -> [(line: Int?, column: Int?, message: String)] {
        output.diagnostics.filter { $0.message.contains("GitHub's Markdown") }.map {
            ($0.location?.line, $0.location?.column, $0.message)
        }
    }

    @Test func aFootnoteWithItsNoteWarnsAtTheReference() throws {
        let (output, file) = try load(
            """
            A claim.[^1] Another,[^Source] and one with no note.[^none]

            [^1]: The note.

            [^source]: https://example.com
            """)
        // `[^source]: https://example.com` is a link reference definition in CommonMark, so
        // `[^Source]` (labels match in any case) became a link to it.
        let found = warnings(output)
        #expect(found.map(\.line) == [4, 4])
        #expect(found.map(\.column) == [9, 22])
        #expect(
            found.first?.message
                == "'[^1]' is a footnote in GitHub's Markdown, with its note on line 6; Folio reads CommonMark, "
                + "which has no footnotes, so both are read as plain text")
        #expect(found.last?.message.contains("its note '[^Source]: …' was read as a link definition") == true)
        #expect(
            output.diagnostics.map(\.location) == [
                file.location(line: 4, column: 9), file.location(line: 4, column: 22),
            ])
    }

    /// Task lists are read (a task's mark, `TaskMark`): none warns, nested or not; brackets
    /// that make no task stay as written.
    @Test func taskListItemsAreRead() throws {
        let (output, _) = try load(
            """
            - [ ] buy milk
            - [x] write
              1. [X] nested
            - [y] not a task
            - [ ]not one either
            - \\[ ] escaped
            - plain
            """)
        #expect(output.diagnostics == [])
        guard case .list(let list) = output.article?.blocks.first else {
            Issue.record("no list")
            return
        }
        #expect(list.items[0] == [.paragraph([.text("☐ buy milk")])])
        #expect(list.items[1].first == .paragraph([.text("☑ write")]))
        guard case .list(let nested) = list.items[1].last else {
            Issue.record("no nested list")
            return
        }
        #expect(nested.items == [[.paragraph([.text("☑ nested")])]])
        #expect(list.items[2] == [.paragraph([.text("[y] not a task")])])
        #expect(list.items[3] == [.paragraph([.text("[ ]not one either")])])
        #expect(list.items[4] == [.paragraph([.text("[ ] escaped")])])
    }

    /// Only the lines of a paragraph or heading are looked at for carets: a footnote on its
    /// last lines still warns, on a setext heading's second line; the tables after link
    /// reference definitions and in a list item's continuation lines are read as tables.
    @Test func constructsOnABlocksLaterLinesWarn() throws {
        let (output, file) = try load(
            """
            [a]: https://example.com
            [b]: https://example.org
            | p | q |
            | - | - |

            First line
            and a claim[^n]
            ===

            - Item
              | x | y |
              | - | - |

            [^n]: The note.
            """)
        #expect(output.diagnostics.map(\.location) == [file.location(line: 10, column: 12)])
        #expect(warnings(output).count == 1)
        let blocks = try #require(output.article?.blocks)
        let list = blocks.compactMap { if case .list(let list) = $0 { list } else { nil } }.first
        guard case .table(let first) = blocks.first, let list, case .table(let nested) = list.items[0].last
        else {
            Issue.record("both tables should be read: \(blocks)")
            return
        }
        #expect(first.header == [[.text("p")], [.text("q")]])
        #expect(nested.header == [[.text("x")], [.text("y")]])
    }

    @Test func ordinaryPipesAndTildesGetNoWarning() throws {
        let (output, _) = try load(
            """
            Fish | chips, and either | or.
            Then a | b on the next line.

            Three cells | here | too
            --|--

            About ~5 minutes from ~/home, a~b~c, ~single~ tildes, a ~~ spaced ~~ pair,
            escaped \\~~not struck\\~~ and ~~~three~~~.

            A [^lonely] reference with no note, and [ ] brackets outside a list.
            """)
        #expect(output.diagnostics == [])
    }

    @Test func codeAndHTMLGetNoWarning() throws {
        let (output, _) = try load(
            """
            Write `~~strike~~`, `[^1]` and `| a | b |` in code.

            ```markdown
            | a | b |
            |---|---|
            - [ ] task ~~done~~ [^1]

            [^1]: note
            ```

                | indented | code |
                |----------|------|

            <div>
            ~~x~~
            </div>
            """)
        #expect(warnings(output).isEmpty)
        #expect(output.diagnostics.isEmpty)  // the <div>'s text is kept as written
    }
}
