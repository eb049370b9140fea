import FolioPluginAPI
import Foundation
import Testing

@testable import MarkdownSource

/// GitHub's Markdown that Folio does not read yet (tables, footnotes) is read as
/// CommonMark plain text, with a warning at the line and column of each; ordinary pipes,
/// tildes and carets, and anything in code or HTML, get none. (Strikethrough and task lists are
/// read: `StrikethroughTests`, `taskListItemsAreRead`.)
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

    @Test func aTableWarnsAtItsDelimiterRow() throws {
        let (output, file) = try load(
            """
            Intro.

            | Name | Age |
            |------|----:|
            | Ann  | 31  |

            > Quoted | table
            > :-- | --
            """)
        #expect(output.diagnostics.map(\.severity) == [.warning, .warning])
        #expect(
            output.diagnostics.map(\.location) == [
                file.location(line: 7, column: 1), file.location(line: 11, column: 3),
            ])
        #expect(
            output.diagnostics.allSatisfy { $0.message.contains("has no tables, so the table is read as plain text") })
        // The table itself is still what CommonMark makes of it: one paragraph.
        let blocks = try #require(output.article?.blocks)
        #expect(blocks.count == 3)
        guard case .paragraph = blocks[1] else {
            Issue.record("the table should be a paragraph, not \(blocks[1])")
            return
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

    /// Only the lines of a paragraph or heading are looked at for pipes and carets: constructs
    /// on its last lines still warn, after link reference definitions that opened the
    /// paragraph, on a setext heading's second line, in a list item's continuation lines.
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
        #expect(
            output.diagnostics.map(\.location) == [
                file.location(line: 7, column: 1), file.location(line: 10, column: 12),
                file.location(line: 15, column: 3),
            ])
        #expect(warnings(output).count == 3)
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
