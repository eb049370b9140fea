import FolioFormats
import FolioPluginAPI
import Foundation
import Testing

@testable import MarkdownSource

/// Front matter as Jekyll, Hugo and Zola write it: YAML, TOML and JSON, dates with times and
/// zones, their keys mapped to Folio's, other Markdown extensions and page bundles.
@Suite struct OtherToolsFrontMatterTests {
    @Test func readsTOMLFrontMatterAsZolaWritesIt() throws {
        let content = try TemporaryContent()
        try content.writePNG("post/cover.png", width: 6, height: 4)
        let output = try content.load(
            "post/index.md",
            """
            +++
            title = "What is new in Zola"
            description = "Released today."
            date = 2024-01-14T07:07:07+01:00
            weight = 30
            [taxonomies]
            tags = ["release", "zola"]
            [extra]
            image = "cover.png"
            toc = true
            +++
            Body text.
            """)
        #expect(output.diagnostics.map(\.unreadKeys) == [["extra.toc"]])
        let article = try #require(output.article)
        #expect(article.id == "post")
        #expect(article.title == "What is new in Zola")
        #expect(article.summary == "Released today.")
        #expect(article.date == "2024-01-14")
        #expect(article.order == 30)
        #expect(article.cover?.path == "post/cover.png")
        #expect(article.blocks == [.paragraph([.text("Body text.")])])
    }

    @Test func readsJSONFrontMatterAsHugoWritesIt() throws {
        let content = try TemporaryContent()
        let output = try content.load(
            "a.md",
            """
            {
              "title": "Hugo \\u00e9t\\u00e9",
              "date": "2019-06-01T10:00:00Z",
              "authors": ["Ana", "Ben"],
              "draft": false
            }
            Body.
            """)
        #expect(output.diagnostics == [])
        let article = try #require(output.article)
        #expect(article.title == "Hugo été")
        #expect(article.author == "Ana, Ben")
        #expect(article.date == "2019-06-01")
        #expect(article.blocks == [.paragraph([.text("Body.")])])
    }

    @Test func readsJekyllKeysAndDates() throws {
        let content = try TemporaryContent()
        let output = try content.load(
            "2018-01-02-welcome.markdown",
            """
            ---
            layout: post
            title: Welcome
            date: 2018-01-02 11:21:40 +0100
            author: {name: Parker Moore, url: https://example.org}
            categories: jekyll update
            slug: hello-there
            published: false
            ---
            Text.
            """)
        #expect(output.diagnostics.map(\.unreadKeys) == [["layout"]])
        #expect(output.ignoredBecause != nil, "published: false is a draft")
        var options = SourceOptions()
        options.includesDrafts = true
        let file = try content.file("2018-01-02-welcome.markdown")
        let drafted = MarkdownSource().load(file, in: try content.folder(), options: options)
        let article = try #require(drafted.articles.first)
        #expect(article.id == "hello-there")
        #expect(article.date == "2018-01-02")
        #expect(article.author == "Parker Moore")
    }

    @Test(arguments: [
        ("2026-11-21", "2026-11-21"), ("2026-11-21T09:30:00+01:00", "2026-11-21"),
        ("2026-11-21T09:30:00Z", "2026-11-21"), ("2026-11-21 09:30:00 +0100", "2026-11-21"),
        ("2026-11-21 09:30", "2026-11-21"), ("2026-11-21T09:30:00.123-07:30", "2026-11-21"),
        ("2024-02-29 23:59:60 -0000", "2024-02-29"),
    ])
    func acceptsDatesWithTimesAndZones(written: String, day: String) {
        #expect(ISODate.calendarDate(of: written) == day)
    }

    @Test(arguments: [
        "2026-02-30", "2026-11-21T24:00:00Z", "2026-11-21 09:61", "2026-11-21T09:30:00+25:00", "21/11/2026",
        "2026-11-21 tomorrow", "2026-11-21T", "2026-11-21T09:30:00+0100x",
    ])
    func refusesDatesThatAreNotDates(written: String) {
        #expect(ISODate.calendarDate(of: written) == nil)
    }

    @Test func anImageKeyOfAnotherToolThatNamesNoFileIsAWarning() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ntitle: A\nimage: /assets/none.png\n---\nText.\n")
        let warning = try #require(output.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("no lead photo from 'image'"))
        #expect(output.article?.cover == nil)
    }

    @Test func mapsEveryCommonKey() throws {
        let table = try TOMLReader.read(
            """
            title = "T"
            authors = ["A", "B"]
            description = "D"
            featured_image = "f.png"
            tags = ["x", "y"]
            categories = ["y", "z"]
            draft = true
            slug = "s"
            weight = 4
            lang = "pt_br"
            aliases = ["/old/"]
            """, path: "a.md"
        ).get()
        let (matter, diagnostics) = ArticleFrontMatter.read(table)
        #expect(matter.title == "T")
        #expect(matter.authors == ["A", "B"])
        #expect(matter.summary == "D")
        #expect(matter.image?.path == "f.png")
        #expect(matter.image?.key == "featured_image")
        #expect(matter.tags == ["x", "y", "z"])
        #expect(matter.draft)
        #expect(matter.slug == "s")
        #expect(matter.order == 4)
        #expect(matter.aliases == ["/old/"])
        #expect(matter.unreadKeys == [])
        // toml++ sorts keys, so lang is read where it is written: line 10.
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("'pt-BR'?") == true)
        #expect(diagnostics.first?.location?.line == 10)
    }

    @Test func aCoverTableGivesItsImage() throws {
        let yaml = try YAMLMapping.parse("cover:\n  image: c.jpg\n  alt: A cat\n", path: "a.md", lineOffset: 1).get()
        let (matter, _) = ArticleFrontMatter.read(yaml.table)
        #expect(matter.image?.path == "c.jpg")
        #expect(matter.image?.location.line == 3)
    }

    @Test(arguments: ["md", "markdown", "mdown", "mkd", "mkdn", "MARKDOWN"])
    func claimsEveryMarkdownExtension(ext: String) throws {
        let content = try TemporaryContent()
        _ = try content.write("a.\(ext)", "Text.\n")
        #expect(MarkdownSource().claims(try content.file("a.\(ext)")))
    }

    @Test func aBundleIsNamedByItsFolder() throws {
        let content = try TemporaryContent()
        #expect(try content.load("trips/lake-walk/index.md", "Text.\n").article?.id == "lake-walk")
        #expect(try content.load("trips/_index.md", "Text.\n").article?.id == "trips")
        #expect(try content.load("index.md", "Text.\n").article?.id == "index")
        #expect(try content.load("trips/lake-walk/index.md", "Text.\n").article?.title == "Lake walk")
    }

    @Test func reportsAnUnclosedTOMLBlockWithItsDelimiter() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "+++\ntitle = \"A\"\n")
        #expect(output.diagnostics.first?.message.contains("end it with a line '+++'") == true)
    }

    @Test func aShortcodeOnTheFirstLineIsNotJSON() throws {
        let split = try FrontMatterBlock.split("{{< note >}}\nText\n").get()
        #expect(split.format == nil)
        let json = try FrontMatterBlock.split("{\n  \"a\": \"}\"\n}\nBody\n").get()
        #expect(json.format == .json)
        #expect(json.body == Array("Body\n".utf8))
        #expect(json.bodyLineOffset == 3)
    }

    @Test func gathersUnreadKeysIntoOneLine() {
        let notes = [
            Diagnostic.unreadKeys(["layout", "permalink"], at: SourceLocation(path: "a.md")),
            Diagnostic.unreadKeys(["layout"], at: SourceLocation(path: "b.md")),
        ]
        #expect(
            Diagnostic.unreadKeysSummary(notes)?.message
                == "2 files use front matter keys Folio does not read: layout (2), permalink (1)")
    }

    @Test func readsABlockAfterBlankLinesAsZolaDoes() throws {
        let content = try TemporaryContent()
        let output = try content.load(
            "theme/index.md", "\n+++   \ntitle = \"Deep\"\ndate = 2023-04-09T15:52:10+05:30\n+++\nText.\n")
        #expect(output.diagnostics == [])
        #expect(output.article?.title == "Deep")
        #expect(output.article?.date == "2023-04-09")
        // A blank line, then a thematic break with nothing closing it, is only Markdown.
        let plain = try FrontMatterBlock.split("\n---\nText.\n").get()
        #expect(plain.format == nil)
        let wrong = try content.load("b.md", "\n+++\ntitle = \n+++\nText.\n")
        #expect(wrong.diagnostics.first?.location?.line == 3)
    }
}
