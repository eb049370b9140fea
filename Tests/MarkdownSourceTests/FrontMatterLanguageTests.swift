import FolioPluginAPI
import Foundation
import Testing

@testable import MarkdownSource

/// Front matter `lang:`: the article's language and so its direction; ids in every script.
@Suite struct FrontMatterLanguageTests {
    @Test func readsTheLanguageInItsConventionalCase() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ntitle: A\nlang: PT-br\n---\nTexto.\n")
        #expect(output.diagnostics == [])
        let article = try #require(output.article)
        #expect(article.language == "pt-BR")
        #expect(article.direction == .leftToRight)
    }

    @Test func aRightToLeftLanguageMakesARightToLeftArticle() throws {
        let content = try TemporaryContent()
        let output = try content.load("cairo.md", "---\ntitle: Cairo\nlang: ar\n---\nText.\n")
        #expect(output.article?.language == "ar")
        #expect(output.article?.direction == .rightToLeft)
    }

    @Test func withoutLangTheArticleHasNoLanguageOfItsOwn() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ntitle: A\n---\nText.\n")
        #expect(output.article?.language == nil)
    }

    @Test func refusesWhatIsNotALanguageTagAtItsValue() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ntitle: A\nlang: en_GB\n---\nText.\n")
        let error = try #require(output.diagnostics(.error).first)
        #expect(output.diagnostics.count == 1)
        #expect(
            error.message
                == "lang: 'en_GB' is not a BCP 47 language tag ('en-GB'?); write a language code with an optional "
                + "script and region, joined by '-' (en, ja, pt-BR, zh-Hant)")
        #expect(try error.location == content.file("a.md").location(line: 3, column: 7))
        #expect(output.article?.language == nil)
        let other = try content.load("b.md", "---\ntitle: B\nlang: [en]\n---\nText.\n")
        #expect(other.diagnostics(.error).first?.message == "lang: expected a string, found a list")
    }

    @Test(arguments: [
        ("日本の旅.md", "ri-ben-no-lu"), ("Москва.md", "moskva"), ("Αθήνα.md", "athina"),
        ("Ærø Straße.md", "aero-strasse"), ("the-slow-harbour.md", "the-slow-harbour"),
    ])
    func idsFromFileNamesInEveryScript(name: String, id: String) throws {
        let content = try TemporaryContent()
        #expect(try content.load(name, "Text.\n").article?.id == id)
    }
}
