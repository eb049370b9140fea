import FolioPluginAPI
import Foundation
import Testing

@testable import MarkdownSource

@Suite struct TitleAndSummaryTests {
    @Test func aLeadingLevelOneHeadingBecomesTheTitleAndLeavesTheBlocks() throws {
        let content = try TemporaryContent()
        let output = try content.load("harbour.md", "# The *Slow* Harbour\n\nFirst paragraph.\n\n# Second part\n")
        let article = try #require(output.article)
        #expect(article.title == "The Slow Harbour")
        #expect(
            article.blocks == [
                .paragraph([.text("First paragraph.")]),
                .heading(level: 1, content: [.text("Second part")]),
            ])
        #expect(article.id == "harbour")
    }

    @Test func aLaterLevelOneHeadingNamesTheArticleButStays() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "## Kicker\n\nIntro.\n\n# Real Title\n")
        let article = try #require(output.article)
        #expect(article.title == "Real Title")
        #expect(
            article.blocks == [
                .heading(level: 2, content: [.text("Kicker")]),
                .paragraph([.text("Intro.")]),
                .heading(level: 1, content: [.text("Real Title")]),
            ])
    }

    @Test func aFrontMatterTitleWinsAndTheHeadingStays() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ntitle: Given\n---\n# Heading\n")
        #expect(output.article?.title == "Given")
        #expect(output.article?.blocks == [.heading(level: 1, content: [.text("Heading")])])
    }

    @Test func withoutEitherTheFileNameIsTurnedIntoWords() throws {
        let content = try TemporaryContent()
        let output = try content.load("the-slow-harbour.md", "## Only a subheading\n")
        #expect(output.article?.title == "The slow harbour")
        #expect(output.article?.id == "the-slow-harbour")
        #expect(ArticleFallbacks.title(fromBaseName: "notes_from-the__pier") == "Notes from the pier")
        #expect(ArticleFallbacks.title(fromBaseName: "---") == "---")
        #expect(ArticleFallbacks.title(fromBaseName: "élan") == "Élan")
    }

    @Test func theIdComesFromTheFileNameNotTheTitle() throws {
        let content = try TemporaryContent()
        let output = try content.load("Über die Brücke.md", "# Something Else\n")
        #expect(output.article?.id == "uber-die-brucke")
        #expect(output.article?.title == "Something Else")
        #expect(output.article?.sourcePath == "Über die Brücke.md")
    }

    @Test func theSummaryIsTheFirstParagraphCutAtAWordBoundary() throws {
        let content = try TemporaryContent()
        let sentence = "The tide comes in slowly over the flats, and the boats lift one by one. "
        let long = String(repeating: sentence, count: 4)
        let output = try content.load("a.md", "# T\n\n> A quote first.\n\n\(long)\n\nSecond paragraph.\n")
        let summary = try #require(output.article?.summary)
        #expect(summary.count <= 200)
        #expect(summary.hasSuffix("…"))
        let expected =
            String(repeating: sentence, count: 2)
            + "The tide comes in slowly over the flats, and the boats…"
        #expect(summary == expected)
        #expect(long.hasPrefix(String(summary.dropLast())))
    }

    @Test func aShortFirstParagraphIsTheWholeSummary() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "# T\n\n## Sub\n\nShort *and*\nsweet.\n\nMore.\n")
        #expect(output.article?.summary == "Short and sweet.")
    }

    @Test func aQuotedParagraphIsTheSummaryOnlyWhenThereIsNoOther() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "# T\n\n- listed words\n")
        #expect(output.article?.summary == "listed words")
        let none = try content.load("b.md", "# T\n\n```\ncode\n```\n")
        #expect(none.article?.summary == nil)
    }

    @Test func aFrontMatterSummaryWins() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\nsummary: Given.\n---\nText.\n")
        #expect(output.article?.summary == "Given.")
    }

    @Test func cutting() {
        #expect(ArticleFallbacks.cut("short", limit: 200) == "short")
        #expect(ArticleFallbacks.cut("one two three", limit: 13) == "one two three")
        #expect(ArticleFallbacks.cut("one two three", limit: 12) == "one two…")
        #expect(ArticleFallbacks.cut("one two, three", limit: 12) == "one two…")
        #expect(ArticleFallbacks.cut("one two three", limit: 9) == "one two…")
        #expect(ArticleFallbacks.cut("abcdefghijkl", limit: 6) == "abcde…")
    }
}
