import FolioModel
import FolioPluginAPI
import Foundation
import Testing

@testable import MarkdownSource

/// `opener:` in front matter, else `issue.yaml`'s: the article's lead photo (the one its front
/// matter names, else the photo it starts with) becomes its first block, and the summary its
/// author wrote its dek.
@Suite struct OpenerFrontMatterTests {
    private func load(_ text: String, opener: OpenerDesign = .plain, photos: [String] = ["photos/lead.png"])
        throws -> SourceOutput
    {
        let content = try TemporaryContent()
        for photo in photos { try content.writePNG(photo, width: 8, height: 5) }
        try content.write("a.md", text)
        let folder = try content.folder()
        var settings = IssueSettings()
        settings.opener = opener
        return MarkdownSource().load(
            folder.file(atRelativePath: "a.md"), in: folder, options: SourceOptions(settings: settings))
    }

    @Test func theFrontMattersPhotoOpensTheArticle() throws {
        let output = try load(
            """
            ---
            title: A Bird
            summary: How to whittle a bird.
            image: photos/lead.png
            opener: over
            ---
            First paragraph.
            """)
        #expect(output.diagnostics == [])
        let article = try #require(output.article)
        #expect(article.header.opener == .over)
        #expect(article.header.dek == "How to whittle a bird.")
        guard case .photo(let lead) = article.blocks.first else {
            Issue.record("the lead photo is not the first block: \(article.blocks)")
            return
        }
        #expect(lead.path == "photos/lead.png")
        #expect(article.blocks.count == 2)
    }

    @Test func aPhotoTheTextStartsWithIsTheLeadOnceOnly() throws {
        let output = try load(
            """
            ---
            title: A Bird
            image: photos/lead.png
            ---
            ![A bird](photos/lead.png)

            First paragraph.
            """, opener: .under)
        let article = try #require(output.article)
        #expect(article.header.opener == .under, "the issue's opener applies")
        #expect(article.header.dek == nil, "a summary taken from the text is no dek")
        #expect(article.blocks.count == 2, "the photo is not put in twice: \(article.blocks)")
        let started = try #require(try load("![A bird](photos/lead.png)\n\nText.", opener: .over).article)
        #expect(started.header.opener == .over)
        guard case .photo = started.blocks.first else {
            Issue.record("\(started.blocks)")
            return
        }
    }

    @Test func anOpenerWithoutAPhotoIsPlainAndSaysSoWhenWritten() throws {
        let written = try load("---\ntitle: Words\nopener: over\n---\nOnly words.\n", photos: [])
        let article = try #require(written.article)
        #expect(article.header.opener == nil)
        let warning = try #require(written.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("needs a lead photo"))
        #expect(warning.location?.line == 3 && warning.location?.column == 9, "\(String(describing: warning.location))")
        // The issue's default is silent for an article without a photo.
        let quiet = try load("---\ntitle: Words\n---\nOnly words.\n", opener: .over, photos: [])
        #expect(quiet.diagnostics == [] && quiet.article?.header.opener == nil)
        // `plain` in front matter overrides the issue's opener.
        let plain = try load(
            "---\ntitle: A Bird\nimage: photos/lead.png\nopener: plain\n---\nText.\n", opener: .over)
        #expect(plain.article?.header.opener == nil && plain.article?.blocks.count == 1)
    }

    @Test func focusSetsWhereTheLeadPhotoIsCropped() throws {
        let focused = try #require(
            try load("---\ntitle: A Bird\nimage: photos/lead.png\nopener: under\nfocus: 30% 10%\n---\nText.\n").article)
        guard case .photo(let lead) = focused.blocks.first else {
            Issue.record("\(focused.blocks)")
            return
        }
        #expect(lead.focus == PhotoFocus(x: 0.3, y: 0.1))
        let wrong = try load("---\ntitle: A Bird\nfocus: middle\n---\nText.\n")
        let error = try #require(wrong.diagnostics.first)
        #expect(
            error.message
                == "focus: expected two percentages (30% 60%) or the words left, right, top, bottom, center, found 'middle'"
        )
        #expect(error.location?.line == 3 && error.location?.column == 8)
    }

    @Test func aWrongOpenerIsAnErrorAtItsValue() throws {
        let output = try load("---\ntitle: A Bird\nopener: sideways\n---\nText.\n")
        let error = try #require(output.diagnostics.first { $0.severity == .error })
        #expect(error.message == "opener: expected one of over, under, plain, found 'sideways'")
        #expect(error.location?.line == 3 && error.location?.column == 9)
        #expect(output.article?.header.opener == nil)
    }
}
