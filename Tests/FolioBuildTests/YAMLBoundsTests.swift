import FolioModel
import Testing

@testable import FolioBuild
@testable import FolioFormats
@testable import FolioFrontMatter
@testable import FolioPluginAPI

/// Front matter and issue.yaml cannot cost more than a few milliseconds and megabytes: no
/// anchors or aliases, a size cap, and every error at its line and column.
@Suite struct YAMLBoundsTests {
    static func refusal(_ yaml: String, lineOffset: Int = 0) -> Diagnostic? {
        if case .failure(let diagnostic) = YAMLMapping.parse(yaml, path: "a.md", lineOffset: lineOffset) {
            return diagnostic
        }
        return nil
    }

    @Test func aBillionLaughsIsRefusedAtItsFirstAnchor() throws {
        var yaml = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        for (name, previous) in zip("bcdefghij", "abcdefghi") {
            yaml += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]\n"
        }
        let error = try #require(Self.refusal(yaml, lineOffset: 1))
        #expect(error.message.contains("this is an anchor (&)"))
        #expect(error.location == SourceLocation(path: "a.md", line: 2, column: 4))
        #expect(error.excerptLines.last == "   ^")
    }

    @Test func aliasesAsKeysAreRefusedBeforeYamsHashesThem() throws {
        let yaml = "x: 1\n? *big\n: 2\n{*big : 3}: 4\n"
        let error = try #require(Self.refusal(yaml))
        #expect(error.message.contains("this is an alias (*)"))
        #expect(error.location?.line == 2 && error.location?.column == 3)
    }

    @Test func everyPlaceANodeStartsIsScanned() {
        let found = [
            "- &a x": 3, "k: [1, *a]": 8, "k: {x: *a}": 8, "k: !!str &a x": 10, "\"q\": *a": 6,
            "k:\n  &a x": 3, "? &a k\n: v": 3,
        ].map { text, column in (YAMLAnchorScan.first(in: text)?.column, column) }
        for (got, expected) in found { #expect(got == expected) }
    }

    @Test func ampersandsAndAsterisksInTextAreNotAnchors() throws {
        let texts = [
            "title: Tom & Jerry — ünïcode",
            "summary: \"*really* & truly\"",
            "summary: 'it''s *fine* & &x'",
            "summary: |\n  * one\n  & two\n  *three\ntitle: ok",
            "summary: >-\n  &folded *text\n",
            "summary: a long line\n  *continued* & more\ntitle: t",
            "title: x # *comment & more",
            "title: \"multi\n  line *a &b\"\nauthor: é",
            "order: [1, 2, 3]\ntitle: 5 * 3 = 15 ü",
        ]
        for text in texts {
            #expect(YAMLAnchorScan.first(in: text) == nil, "\(text)")
            if case .failure(let error) = YAMLMapping.parse(text, path: "a.md") { Issue.record("\(text): \(error)") }
        }
    }

    @Test func tooMuchYAMLIsRefused() throws {
        let yaml = "title: é\nsummary: " + String(repeating: "x", count: YAMLMapping.maximumSize)
        let error = try #require(Self.refusal(yaml, lineOffset: 1))
        #expect(error.message.contains("more than the \(YAMLMapping.maximumSize) Folio reads"))
        #expect(error.location?.line == 2)
    }

    @Test func readerErrorsAreLocatedInCompilerFormWithTheCharacterEscaped() throws {
        let error = try #require(Self.refusal("title: Fine é\nauthor: A\u{1B}[2J\n", lineOffset: 1))
        #expect(
            error.description
                == "a.md:3:10: error: invalid YAML: control characters are not allowed (\\u{1B})\nauthor: A\\u{1B}[2J\n         ^"
        )
    }

    @Test func scannerErrorsCarryTheirLineAsAnExcerpt() throws {
        let error = try #require(Self.refusal("title: ok ü\nsummary: one: two\n", lineOffset: 1))
        #expect(error.location?.line == 3 && error.location?.column == 13)
        #expect(error.excerptLines == ["summary: one: two", "            ^"])
    }
}
