import FolioFormats
import FolioPluginAPI
import Foundation
import Testing

@testable import MarkdownSource

@Suite struct FrontMatterTests {
    @Test func readsEveryKey() throws {
        let content = try TemporaryContent()
        try content.writePNG("photos/cover.png", width: 6, height: 4)
        let output = try content.load(
            "the-slow-harbour.md",
            """
            ---
            title: The Slow Harbour
            author: Ana Lima
            date: 2026-11-21
            summary: Boats, tides and patience.
            cover: photos/cover.png
            order: 3
            ---
            Body text.
            """)
        #expect(output.diagnostics == [])
        let article = try #require(output.article)
        #expect(article.id == "the-slow-harbour")
        #expect(article.title == "The Slow Harbour")
        #expect(article.author == "Ana Lima")
        #expect(article.date == "2026-11-21")
        #expect(article.summary == "Boats, tides and patience.")
        #expect(article.cover == Photo(path: "photos/cover.png", width: 6, height: 4))
        #expect(article.order == 3)
        #expect(article.kind == .text)
        #expect(article.sourcePath == "the-slow-harbour.md")
        #expect(article.blocks == [.paragraph([.text("Body text.")])])
        #expect(output.usedFiles == ["photos/cover.png"])
    }

    @Test func notesUnknownKeysOnceForTheFile() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ntitle: A\nmood: calm\nlayout: post\n---\nText.\n")
        let file = try content.file("a.md")
        #expect(output.diagnostics.count == 1)
        let note = try #require(output.diagnostics.first)
        #expect(note.severity == .note)
        #expect(note.unreadKeys == ["mood", "layout"])
        #expect(note.location == file.location(line: 1, column: 1))
        #expect(output.article?.title == "A")
    }

    @Test func refusesDatesThatAreNotCalendarDates() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ntitle: A\ndate: 2026-02-30\n---\nText.\n")
        let error = try #require(output.diagnostics(.error).first)
        #expect(output.diagnostics.count == 1)
        #expect(error.message.contains("'2026-02-30' is not a calendar date"))
        #expect(try error.location == content.file("a.md").location(line: 3, column: 7))
        #expect(output.article?.date == nil)
    }

    @Test func acceptsLeapDays() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ndate: 2024-02-29\n---\n")
        #expect(output.diagnostics == [])
        #expect(output.article?.date == "2024-02-29")
    }

    @Test func locatesYAMLSyntaxErrorsOnTheLineOfTheFile() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ntitle: Fine\nauthor: Ana\nsummary: one: two\n---\nText.\n")
        let error = try #require(output.diagnostics.first)
        #expect(output.diagnostics.count == 1)
        #expect(error.severity == .error)
        #expect(error.message.hasPrefix("invalid YAML"))
        #expect(try error.location?.path == content.file("a.md").displayPath)
        #expect(error.location?.line == 4)
        #expect(error.location?.column == 13)
    }

    @Test func reportsWrongValueTypesAtTheValue() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ntitle: A\norder: soon\n---\nText.\n")
        let error = try #require(output.diagnostics.first)
        #expect(output.diagnostics.count == 1)
        #expect(error.message == "order: expected a whole number, found 'soon'")
        #expect(try error.location == content.file("a.md").location(line: 3, column: 8))
        #expect(output.article?.order == nil)
        #expect(output.article?.title == "A")
    }

    @Test func reportsAnUnclosedBlockAtLineOne() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ntitle: A\n\n# Heading\n")
        #expect(output.articles.isEmpty)
        let error = try #require(output.diagnostics.first)
        #expect(output.diagnostics.count == 1)
        #expect(error.severity == .error)
        #expect(error.message.contains("never closed"))
        #expect(try error.location == content.file("a.md").location(line: 1, column: 1))
    }

    @Test func closesWithDotsAndToleratesWindowsLineEndings() throws {
        let content = try TemporaryContent()
        let dots = try content.load("a.md", "---\ntitle: Dots\n...\nText.\n")
        #expect(dots.article?.title == "Dots")
        #expect(dots.article?.blocks == [.paragraph([.text("Text.")])])
        let crlf = try content.load("b.md", "---\r\ntitle: Windows\r\n---\r\nOne\r\ntwo\r\n")
        #expect(crlf.diagnostics == [])
        #expect(crlf.article?.title == "Windows")
        #expect(crlf.article?.blocks == [.paragraph([.text("One two")])])
    }

    @Test func readsFrontMatterAfterAByteOrderMark() throws {
        let content = try TemporaryContent()
        try content.write("a.md", data: Data([0xEF, 0xBB, 0xBF] + Array("---\ntitle: Marked\n---\nText.\n".utf8)))
        let output = try content.load("a.md")
        #expect(output.diagnostics == [])
        #expect(output.article?.title == "Marked")
    }

    @Test func anEmptyBlockSetsNothing() throws {
        let content = try TemporaryContent()
        let output = try content.load("quiet-water.md", "---\n---\nText.\n")
        #expect(output.diagnostics == [])
        #expect(output.article?.title == "Quiet water")
        #expect(output.article?.blocks == [.paragraph([.text("Text.")])])
    }

    @Test func onlyAFirstLineOfDashesOpensFrontMatter() throws {
        let split = try FrontMatterBlock.split("Intro\n---\ntitle: no\n---\n").get()
        #expect(split.text == nil)
        #expect(split.bodyLineOffset == 0)
        let opened = try FrontMatterBlock.split("---\na: 1\nb: 2\n---\nBody\n").get()
        #expect(opened.text == "a: 1\nb: 2\n")
        #expect(opened.format == .yaml)
        #expect(opened.bodyLineOffset == 4)
        #expect(opened.body == Array("Body\n".utf8))
        #expect(FrontMatterBlock.split("---\na: 1\n") == .failure(FrontMatterBlock.Unclosed(format: .yaml)))
    }

    @Test func aControlCharacterIsLocatedInTheFileInCompilerFormWithAnEscapedExcerpt() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ntitle: Bell\u{07} title\n---\nText.\n")
        let error = try #require(output.diagnostics.first)
        #expect(output.diagnostics.count == 1)
        #expect(error.location == (try content.file("a.md").location(line: 2, column: 12)))
        let lines = error.description.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "\(try content.file("a.md").displayPath):2:12: error: invalid YAML: control characters are not allowed (\\u{7})",
                #"title: Bell\u{7} title"#,
                "           ^",
            ])
    }

    /// "Billion laughs" in 384 bytes: nine levels of ten aliases each.
    static let aliasBomb = """
        title: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
        b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
        c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
        d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
        e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
        f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
        g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
        h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
        i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]
        """

    @Test func anAliasBombIsRefusedAtItsFirstAnchor() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\n\(Self.aliasBomb)\n---\nText.\n")
        let error = try #require(output.diagnostics.first)
        #expect(output.diagnostics.count == 1)
        #expect(error.message.contains("anchors (&) and aliases (*) are not allowed"))
        #expect(error.location == (try content.file("a.md").location(line: 2, column: 8)))
        #expect(output.article?.blocks == [.paragraph([.text("Text.")])], "the body is still read")
    }
}
