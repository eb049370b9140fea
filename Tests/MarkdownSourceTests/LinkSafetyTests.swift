import Foundation
import Testing
import FolioCore
@testable import MarkdownSource

@Suite struct LinkSafetyTests {
    @Test(arguments: [
        "javascript:alert(1)",
        "JaVaScRiPt:alert(1)",
        "<java\tscript:alert(1)>",
        "< javascript:alert(1)>",
        "<\u{01}javascript:alert(1)>",
        "<jav\u{0B}ascript:alert(1)>",
        "&#x6A;avascript:alert(1)",
        "vbscript:msgbox(1)",
        "VBScript:msgbox(1)",
        "data:text/html;base64,PHNjcmlwdD4=",
        "DATA:text/html,<b>x</b>",
    ])
    func unsafeLinksAreRemovedAndTheirTextKept(destination: String) throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ntitle: A\n---\nSee [*the* page](\(destination)) now.\n")
        #expect(output.article?.blocks == [.paragraph([
            .text("See "), .emphasis([.text("the")]), .text(" page now."),
        ])])
        let warning = try #require(output.diagnostics.first)
        #expect(output.diagnostics.count == 1)
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("was removed"))
        #expect(try warning.location == content.file("a.md").location(line: 4, column: 5))
    }

    @Test func referenceLinksAndAutolinksAreCheckedToo() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", """
            ---
            title: A
            ---
            A [reference][r] and <javascript:alert(1)>.

            [r]: JAVASCRIPT:alert(1)
            """)
        #expect(output.article?.blocks == [.paragraph([.text("A reference and javascript:alert(1).")])])
        let file = try content.file("a.md")
        #expect(output.diagnostics.map(\.location) == [file.location(line: 4, column: 3), file.location(line: 4, column: 22)])
        #expect(output.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func safeLinksAreKept() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", """
            ---
            title: A
            ---
            [web](https://example.com) [mail](mailto:ed@example.com) [guide](javascript-guide.html) \
            [note](notes/data.md "Data")
            """)
        #expect(output.diagnostics == [])
        #expect(output.article?.blocks == [.paragraph([
            .link(destination: "https://example.com", title: nil, content: [.text("web")]), .text(" "),
            .link(destination: "mailto:ed@example.com", title: nil, content: [.text("mail")]), .text(" "),
            .link(destination: "javascript-guide.html", title: nil, content: [.text("guide")]), .text(" "),
            .link(destination: "notes/data.md", title: "Data", content: [.text("note")]),
        ])])
    }

    @Test func schemeCheck() {
        #expect(LinkSafety.refusedScheme(of: " \n\tJava Script:void(0)") == "javascript:")
        #expect(LinkSafety.refusedScheme(of: "v\u{0}bscript:x") == "vbscript:")
        #expect(LinkSafety.refusedScheme(of: "Data:image/png;base64,AAAA") == "data:")
        #expect(LinkSafety.refusedScheme(of: "https://example.com/javascript:") == nil)
        #expect(LinkSafety.refusedScheme(of: "./data:1") == nil)
        #expect(LinkSafety.refusedScheme(of: "") == nil)
    }
}
