import FolioPluginAPI
import Foundation
import Testing

@testable import MarkdownSource

@Suite struct LinkedArticleTests {
    @Test func anArticleLinkedFromOutsideTheFolderIsNotRead() throws {
        let content = try TemporaryContent()
        let secret = content.outside.appendingPathComponent("secret.md")
        try "# Private notes\n".write(to: secret, atomically: true, encoding: .utf8)
        try content.link("linked.md", to: secret)
        let output = try content.load("linked.md")
        #expect(output.articles.isEmpty)
        #expect(output.diagnostics.count == 1)
        #expect(output.diagnostics.first?.message.contains("symbolic link that leads outside") == true)
        #expect(try output.diagnostics.first?.location == content.file("linked.md").location())
    }

    @Test func anArticleLinkedFromInsideTheFolderIsRead() throws {
        let content = try TemporaryContent()
        let target = try content.write("drafts/real.md", "# Inside\n")
        try content.link("published.md", to: target)
        let output = try content.load("published.md")
        #expect(output.diagnostics == [])
        #expect(output.article?.title == "Inside")
        #expect(output.article?.id == "published")
    }
}
