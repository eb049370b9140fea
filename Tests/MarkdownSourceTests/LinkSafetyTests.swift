import FolioPluginAPI
import Foundation
import Testing

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
        #expect(
            output.article?.blocks == [
                .paragraph([
                    .text("See "), .emphasis([.text("the")]), .text(" page now."),
                ])
            ])
        let warning = try #require(output.diagnostics.first)
        #expect(output.diagnostics.count == 1)
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("reduced to its text"))
        #expect(try warning.location == content.file("a.md").location(line: 4, column: 5))
    }

    @Test func referenceLinksAndAutolinksAreCheckedToo() throws {
        let content = try TemporaryContent()
        let output = try content.load(
            "a.md",
            """
            ---
            title: A
            ---
            A [reference][r] and <javascript:alert(1)>.

            [r]: JAVASCRIPT:alert(1)
            """)
        #expect(output.article?.blocks == [.paragraph([.text("A reference and javascript:alert(1).")])])
        let file = try content.file("a.md")
        #expect(
            output.diagnostics.map(\.location) == [
                file.location(line: 4, column: 3), file.location(line: 4, column: 22),
            ])
        #expect(output.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func safeLinksAreKept() throws {
        let content = try TemporaryContent()
        let output = try content.load(
            "a.md",
            """
            ---
            title: A
            ---
            [web](https://example.com) [mail](mailto:ed@example.com) [guide](javascript-guide.html) \
            [note](notes/data.md "Data")
            """)
        #expect(output.diagnostics == [])
        #expect(
            output.article?.blocks == [
                .paragraph([
                    .link(destination: "https://example.com", title: nil, content: [.text("web")]), .text(" "),
                    .link(destination: "mailto:ed@example.com", title: nil, content: [.text("mail")]), .text(" "),
                    .link(destination: "javascript-guide.html", title: nil, content: [.text("guide")]), .text(" "),
                    .link(destination: "notes/data.md", title: "Data", content: [.text("note")]),
                ])
            ])
    }

    @Test func schemeCheck() {
        #expect(LinkPolicy.refusedScheme(of: " \n\tJava Script:void(0)") == "javascript")
        #expect(LinkPolicy.refusedScheme(of: "v\u{0}bscript:x") == "vbscript")
        #expect(LinkPolicy.refusedScheme(of: "Data:image/png;base64,AAAA") == "data")
        #expect(LinkPolicy.refusedScheme(of: "https://example.com/javascript:") == nil)
        #expect(LinkPolicy.refusedScheme(of: "./data:1") == nil)
        #expect(LinkPolicy.refusedScheme(of: "") == nil)
    }

    /// A scheme is a letter, then letters, digits, `+ - .`, before the first colon; anything
    /// else before the colon makes a relative reference.
    @Test(arguments: [
        ("irc://foo.bar:2233/baz", "irc"), ("file:///etc/passwd", "file"), ("FTP://x", "ftp"),
        ("a+b+c:d", "a+b+c"), ("made-up-scheme://foo,bar", "made-up-scheme"), ("localhost:5001/foo", "localhost"),
        ("tel:+1555", "tel"), ("x.y-z:1", "x.y-z"),
    ])
    func everySchemeButWebAndMailIsRefused(destination: String, scheme: String) {
        #expect(LinkPolicy.refusedScheme(of: destination) == scheme)
    }

    @Test(arguments: [
        "http://a", "HTTPS://a", "mailto:ed@example.com", "MAILTO:FOO@BAR.BAZ", "foo):", "1ab:c", "+x:y", "#note:1",
        "?q=a:b", "//host/a:b", "other-article.md", "notes/a:b.md", "a b:c/d",
    ])
    func webMailAndRelativeReferencesAreKept(destination: String) {
        #expect(LinkPolicy.allows(destination) == !destination.hasPrefix("a b"))
    }

    @Test func refusedLinksAreTextWithALocatedWarningThatNamesTheScheme() throws {
        let content = try TemporaryContent()
        let output = try content.load(
            "a.md", "---\ntitle: A\n---\nChat on <irc://foo.bar:2233/baz> or [here](file:///x).\n")
        #expect(output.article?.blocks == [.paragraph([.text("Chat on irc://foo.bar:2233/baz or here.")])])
        let file = try content.file("a.md")
        #expect(
            output.diagnostics.map(\.location) == [
                file.location(line: 4, column: 9), file.location(line: 4, column: 37),
            ])
        #expect(output.diagnostics.allSatisfy { $0.severity == .warning && $0.message.contains("reduced to its text") })
        #expect(output.diagnostics.first?.message.contains("'irc:'") == true)
    }

    @Test func aRelativePathWithAColonIsALink() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ntitle: A\n---\n[link](foo\\)\\:)\n")
        #expect(output.diagnostics == [])
        #expect(
            output.article?.blocks == [.paragraph([.link(destination: "foo):", title: nil, content: [.text("link")])])])
    }
}
