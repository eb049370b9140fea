import FolioPluginAPI
import Foundation
import Testing

@testable import MarkdownSource

/// GitHub's Markdown is read where it is written, and only there: its task lists here, its
/// tables, footnotes and strikethrough in `GitHubTableTests`, `GitHubFootnoteTests` and
/// `StrikethroughTests`. Ordinary pipes, tildes and carets, and anything in code or HTML, are
/// text, with no warning.
@Suite struct GitHubSyntaxTests {
    /// Loads `body` under a three-line front matter, so that body line N is file line N + 3.
    private func load(_ body: String) throws -> (output: SourceOutput, file: ContentFile) {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ntitle: A\n---\n" + body)
        return (output, try content.file("a.md"))
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

    /// Constructs on a block's later lines are read: a footnote on a setext heading's second
    /// line, the tables after link reference definitions and in a list item's continuation lines.
    @Test func constructsOnABlocksLaterLinesAreRead() throws {
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
        #expect(output.diagnostics.isEmpty)
        let blocks = try #require(output.article?.blocks)
        let list = blocks.compactMap { if case .list(let list) = $0 { list } else { nil } }.first
        guard case .table(let first) = blocks.first, let list, case .table(let nested) = list.items[0].last
        else {
            Issue.record("both tables should be read: \(blocks)")
            return
        }
        #expect(first.header == [[.text("p")], [.text("q")]])
        #expect(nested.header == [[.text("x")], [.text("y")]])
        #expect(
            blocks.contains(
                .heading(level: 1, content: [.text("First line and a claim"), .styled(.noteReference, [.text("1")])])))
        _ = file
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
        #expect(output.diagnostics.isEmpty)
        #expect(output.diagnostics.isEmpty)  // the <div>'s text is kept as written
    }
}
