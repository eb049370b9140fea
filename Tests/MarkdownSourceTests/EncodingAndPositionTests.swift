import FolioPluginAPI
import Foundation
import Testing

@testable import MarkdownSource

@Suite struct EncodingAndPositionTests {
    @Test func aFileThatIsNotUTF8IsAnErrorNamingTheByteOffset() throws {
        let content = try TemporaryContent()
        try content.write("latin.md", data: Data(Array("# Caf".utf8) + [0xE9] + Array(" au lait\n".utf8)))
        let output = try content.load("latin.md")
        #expect(output.articles.isEmpty)
        let error = try #require(output.diagnostics.first)
        #expect(output.diagnostics.count == 1)
        #expect(error.severity == .error)
        #expect(error.message.contains("not valid UTF-8"))
        #expect(error.message.contains("byte offset 5"))
        #expect(try error.location?.path == content.file("latin.md").displayPath)
        #expect(error.location?.path.hasSuffix("content/latin.md") == true)
    }

    @Test func bodyDiagnosticsCountTheFrontMatterLines() throws {
        let content = try TemporaryContent()
        let output = try content.load(
            "a.md",
            """
            ---
            title: A
            author: B
            ---

            Line six <script>x</script>
            """)
        let file = try content.file("a.md")
        #expect(output.diagnostics.map(\.location) == [file.location(line: 6, column: 10)])
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "Café — naïve <script>x</script>\n")
        let file = try content.file("a.md")
        #expect(output.diagnostics.first?.location == file.location(line: 1, column: 14))
    }

    @Test func positionsInNestedBlocksAndAfterWindowsLineEndings() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\r\ntitle: A\r\n---\r\n> - item [x](javascript:y)\r\n")
        let file = try content.file("a.md")
        #expect(output.diagnostics.map(\.location) == [file.location(line: 4, column: 10)])
    }

    @Test func nulCharactersDoNotCutTheFile() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ntitle: A\n---\nbefore\u{0}after\n\nSecond.\n")
        #expect(output.article?.blocks == [.paragraph([.text("before\u{FFFD}after")]), .paragraph([.text("Second.")])])
    }

    @Test func claimsMarkdownFilesOnly() throws {
        let content = try TemporaryContent()
        let source = MarkdownSource()
        #expect(source.name == "markdown")
        #expect(try source.claims(content.file("a.md")))
        #expect(try source.claims(content.file("notes/B.MD")))
        #expect(try !source.claims(content.file("a.plist")))
        #expect(try !source.claims(content.file("md")))
    }

    @Test func anEmptyFileIsAnArticleWithNoBlocks() throws {
        let content = try TemporaryContent()
        let output = try content.load("blank-page.md", "")
        #expect(output.diagnostics == [])
        #expect(output.article == Article(id: "blank-page", title: "Blank page", sourcePath: "blank-page.md"))
    }
}
