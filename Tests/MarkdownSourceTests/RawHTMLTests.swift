import FolioPluginAPI
import Foundation
import Testing

@testable import MarkdownSource

@Suite struct RawHTMLTests {
    @Test func pageCommentsBecomePageBreaks() throws {
        let content = try TemporaryContent()
        let output = try content.load(
            "a.md",
            """
            ---
            title: A
            ---
            One
            <!-- page -->
            Two

              <!-- PAGE -->\("  ")

            <!--page-->
            <!-- Page -->
            Three
            """)
        #expect(output.diagnostics == [])
        #expect(
            output.article?.blocks == [
                .paragraph([.text("One")]), .pageBreak, .paragraph([.text("Two")]),
                .pageBreak, .pageBreak, .pageBreak, .paragraph([.text("Three")]),
            ])
    }

    @Test func otherCommentsAreDroppedSilently() throws {
        let content = try TemporaryContent()
        let output = try content.load(
            "a.md", "---\ntitle: A\n---\n<!-- note to self:\n  page -->\n\nText <!-- aside --> on.\n")
        #expect(output.diagnostics == [])
        #expect(output.article?.blocks == [.paragraph([.text("Text  on.")])])
    }

    @Test func htmlBlocksKeepTheirTextAndNameWhatIsNotShown() throws {
        let content = try TemporaryContent()
        let output = try content.load(
            "a.md",
            """
            ---
            title: A
            ---
            Before.

            <div class="box">
            <script>alert("owned")</script>
            </div>

              <iframe src="https://example.com"></iframe>

            After.
            """)
        let file = try content.file("a.md")
        #expect(output.diagnostics.map(\.severity) == [.warning])
        #expect(output.diagnostics.map(\.location) == [file.location(line: 7, column: 1)])
        #expect(output.diagnostics.first?.message.hasPrefix("<script> is not shown (1 word left out)") == true)
        let article = try #require(output.article)
        #expect(
            article.blocks == [
                .paragraph([.text("Before.")]),
                .paragraph([
                    .link(destination: "https://example.com", title: nil, content: [.text("https://example.com")])
                ]),
                .paragraph([.text("After.")]),
            ])
        let text = article.blocks.map(\.plainText).joined()
        for fragment in ["<", ">", "script", "owned", "div"] {
            #expect(!text.contains(fragment))
        }
    }

    @Test func inlineHTMLIsReadIntoRunsAndItsImagesResolved() throws {
        let content = try TemporaryContent()
        let output = try content.load(
            "a.md",
            """
            ---
            title: A
            ---
            Some <span style="color:red">red</span> text
            and <img src=x onerror=alert(1)> *em <b>bold</b>*.
            """)
        let file = try content.file("a.md")
        // The image is resolved as a Markdown image is: a missing file is an error at its place.
        #expect(output.diagnostics.map(\.location) == [file.location(line: 5, column: 5)])
        #expect(output.diagnostics.first?.severity == .error)
        #expect(output.diagnostics.first?.message.contains("'x'") == true)
    }

    @Test func aParagraphOfOnlyEmptyHTMLLeavesNoEmptyParagraph() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ntitle: A\n---\nText\n\n<b></b> <i></i>\n")
        #expect(output.diagnostics == [])
        #expect(output.article?.blocks == [.paragraph([.text("Text")])])
    }

    @Test func aPageCommentInsideAParagraphIsNotABreak() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ntitle: A\n---\nOne <!-- page --> two\n")
        #expect(output.article?.blocks == [.paragraph([.text("One  two")])])
        #expect(output.diagnostics.count == 1)
        #expect(output.diagnostics.first?.message.contains("only on a line of its own") == true)
        #expect(try output.diagnostics.first?.location == content.file("a.md").location(line: 4, column: 5))
    }

    @Test func aPageCommentInsideAQuoteOrListIsNotABreak() throws {
        let content = try TemporaryContent()
        let output = try content.load(
            "a.md", "---\ntitle: A\n---\n> Quoted\n>\n> <!-- page -->\n\n- item\n\n  <!-- page -->\n")
        let file = try content.file("a.md")
        #expect(
            output.article?.blocks == [
                .quote([.paragraph([.text("Quoted")])]),
                .list(ListBlock(ordered: false, tight: false, items: [[.paragraph([.text("item")])]])),
            ])
        #expect(
            output.diagnostics.map(\.location) == [
                file.location(line: 6, column: 3), file.location(line: 10, column: 3),
            ])
        #expect(output.diagnostics.allSatisfy { $0.message.contains("only at the top level") })
    }

    @Test func classification() {
        #expect(RawHTML("<!-- page -->\n") == .pageBreak)
        #expect(RawHTML("   <!--  pAgE  -->   \n") == .pageBreak)
        #expect(RawHTML("<!-- pages -->") == .comment)
        #expect(RawHTML("<!-- page --><!-- page -->") == .markup)
        #expect(RawHTML("<!-- page --> <b>x</b>") == .markup)
        #expect(RawHTML("<!-->") == .markup)
        #expect(RawHTML("<p>page</p>") == .markup)
    }
}
