import FolioBuild
import FolioPluginAPI
import Foundation
import Testing

@testable import MarkdownSource

/// Smart punctuation (`smart-punctuation` in issue.yaml, on by default) is libcmark's
/// `CMARK_OPT_SMART`; `cmark --smart` is the oracle for what it makes of each input.
@Suite struct SmartPunctuationTests {
    static let inputs = [
        "\"Hello,\" said the spider. \"'Shelob' is my name.\"\n",
        "'A', 'B', and 'C' are letters.\n",
        "'Oak,' 'elm,' and 'beech' are names of trees. So is 'pine.'\n",
        "'He said, \"I want to go.\"'\n",
        "Were you alive in the 70's?\n",
        "Here is some quoted '`code`' and a \"[quoted link](url)\".\n",
        "'tis the season to be 'jolly'\n",
        "'We'll use Jane's boat and John's truck,' Jenna said.\n",
        "\"A paragraph with no closing quote.\n\n\"Second paragraph by same speaker, in fiction.\"\n",
        "[a]'s b'\n",
        "\\\"This is not smart.\\\"\nThis isn't either.\n5\\'8\\\"\n",
        "Some dashes:  em---em\nen--en\nem --- em\nen -- en\n2--3\n",
        "one-\ntwo--\nthree---\nfour----\nfive-----\nsix------\nseven-------\neight--------\nnine---------\nthirteen-------------.\n",
        "Escaped hyphens: \\-- \\-\\-\\-.\n",
        "Ellipses...and...and....\n",
        "No ellipses\\.\\.\\.\n",
        "*\"emphasis\"* and **'strong'** and `\"code\"`\n",
        "- \"a list\"\n- 'of quotes'\n\n> \"quoted\" -- with a dash...\n",
        "```\n\"code keeps\" -- its ... text\n```\n",
    ]

    @Test(arguments: inputs)
    func folioSetsPunctuationAsCmarkSmartDoes(markdown: String) throws {
        let folio = try FolioRendering(markdown: markdown, smartPunctuation: true)
        #expect(
            HTMLNormalizer.normalize(folio.html)
                == HTMLNormalizer.normalize(try Cmark.html(markdown, options: ["--smart"])))
    }

    @Test(arguments: inputs)
    func withTheSettingOffTextIsAsWritten(markdown: String) throws {
        let folio = try FolioRendering(markdown: markdown, smartPunctuation: false)
        #expect(HTMLNormalizer.normalize(folio.html) == HTMLNormalizer.normalize(try Cmark.html(markdown)))
    }

    @Test func issueYAMLTurnsItOffForTheWholeIssue() async throws {
        let content = try TemporaryContent()
        try content.write("issue.yaml", "title: Quotes\nsmart-punctuation: false\ncover: false\n")
        try content.write("a.md", "---\ntitle: A\n---\n\"Straight\" -- as written...\n")
        let loader = IssueLoader(registry: PluginRegistry(sources: [MarkdownSource()]))
        let off = try await loader.load(folderAt: content.root.path)
        #expect(off.issue.settings.smartPunctuation == false)
        #expect(off.issue.articles.first?.blocks == [.paragraph([.text("\"Straight\" -- as written...")])])

        try content.write("issue.yaml", "title: Quotes\ncover: false\n")
        let on = try await loader.load(folderAt: content.root.path)
        #expect(
            on.issue.articles.first?.blocks == [
                .paragraph([.text("\u{201C}Straight\u{201D} \u{2013} as written\u{2026}")])
            ])
    }

    @Test func aWrongValueIsAnErrorAtItsPlace() async throws {
        let content = try TemporaryContent()
        try content.write("issue.yaml", "title: Quotes\nsmart-punctuation: sometimes\n")
        try content.write("a.md", "Text.\n")
        let loaded = try await IssueLoader(registry: PluginRegistry(sources: [MarkdownSource()])).load(
            folderAt: content.root.path)
        let error = try #require(loaded.diagnostics.first { $0.severity == .error })
        #expect(error.message.contains("smart-punctuation"))
        #expect(error.location?.line == 2)
    }
}
