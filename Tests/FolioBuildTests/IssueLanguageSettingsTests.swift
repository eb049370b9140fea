import FolioModel
import FolioNavigation
import Foundation
import Testing

@testable import FolioFormats
@testable import FolioPluginAPI

/// `issue.yaml`'s `lang:`, `hyphenate:` and `justify:`, and the strip's direction they decide.
@Suite struct IssueLanguageSettingsTests {
    let file = ContentFile(
        relativePath: "issue.yaml", url: URL(fileURLWithPath: "/tmp/issue.yaml"), displayPath: "Content/issue.yaml")

    @Test func readsTheLanguageAndTextSettings() {
        let (issue, diagnostics) = IssueSettingsFile.parse(
            "title: T\nlang: de-ch\nhyphenate: true\njustify: yes\n", file: file, fallbackTitle: "x")
        #expect(diagnostics.isEmpty)
        #expect(issue.settings.language == "de-CH")
        #expect(issue.settings.hyphenate)
        #expect(issue.settings.justify)
        #expect(issue.settings.navigation.direction == .leftToRight)
    }

    @Test func offAndUnnamedByDefault() {
        let (issue, diagnostics) = IssueSettingsFile.parse("title: T\n", file: file, fallbackTitle: "x")
        #expect(diagnostics.isEmpty)
        #expect(issue.settings.language == nil)
        #expect(!issue.settings.hyphenate)
        #expect(!issue.settings.justify)
        #expect(issue.settings.pageLanguage == "en")
    }

    @Test(arguments: ["ar", "he", "fa-IR", "ur", "az-Arab"])
    func aRightToLeftLanguageRunsTheStripRightToLeft(language: String) {
        let (issue, diagnostics) = IssueSettingsFile.parse("lang: \(language)\n", file: file, fallbackTitle: "x")
        #expect(diagnostics.isEmpty)
        #expect(issue.settings.navigation.direction == .rightToLeft)
        #expect(issue.settings.writingDirection == .rightToLeft)
    }

    @Test func theNavigationsDirectionWinsOverTheLanguages() {
        let (issue, diagnostics) = IssueSettingsFile.parse(
            "lang: ar\nnavigation:\n  wrap: true\n  direction: ltr\n", file: file, fallbackTitle: "x")
        #expect(diagnostics.isEmpty)
        #expect(issue.settings.navigation.direction == .leftToRight)
        #expect(issue.settings.navigation.wrap)
        #expect(issue.settings.writingDirection == .rightToLeft)
        let (other, _) = IssueSettingsFile.parse(
            "lang: ar\nnavigation:\n  wrap: true\n", file: file, fallbackTitle: "x")
        #expect(other.settings.navigation.direction == .rightToLeft)
    }

    @Test func locatesWrongValues() {
        let yaml = """
            title: T
            lang: english
            hyphenate: sometimes
            justify: [yes]
            """
        let (issue, diagnostics) = IssueSettingsFile.parse(yaml, file: file, fallbackTitle: "x")
        let found = diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }
        #expect(
            found == [
                "2:7 lang: 'english' is not a BCP 47 language tag; write a language code with an optional script "
                    + "and region, joined by '-' (en, ja, pt-BR, zh-Hant)",
                "3:12 hyphenate: expected true or false, found 'sometimes'",
                "4:10 justify: expected true or false, found a list",
            ])
        #expect(diagnostics.allSatisfy { $0.severity == .error && $0.location?.path == "Content/issue.yaml" })
        #expect(issue.settings.language == nil)
        #expect(!issue.settings.hyphenate)
    }
}
