import Testing

@testable import FolioBuild
@testable import FolioFormats
@testable import FolioFrontMatter
@testable import FolioPluginAPI

/// The fast path for simple front matter reads exactly what Yams reads, and leaves every
/// other shape to Yams.
@Suite struct SimpleYAMLTests {
    static let simple = [
        "title: \"Gate That Bridge 0\"\nauthor: Writer 0\ndate: 2026-01-01\nsummary: \"Colour *warm* snow?\"\n",
        "title: Plain title  \norder: 3\ncover: photos/a.jpg\n\nextra: yes",
        "title:    \"  spaced  \"   \nauthor: He said \"hi\", then [left] {ok}\ndate: 2026-13-45\norder: three",
        "a: ~\nb: null\nc: \"null\"\nd: 1.5\ne: true\nf-g_h: x - y",
    ]

    static let notSimple = [
        "", "\n\n", "# comment\ntitle: x", "title: x # note", "title: 'single'", "title: \"esc\\\"aped\"",
        "title: a: b", "title: 10:30", "list:\n  - a\n  - b", "title: x\ntitle: y", "title: café",
        "title: x\r\nauthor: y", "title:\n  nested: 1", "  title: indented", "title: - dash", "title: |\n  block",
        "title: *alias", "title: &anchor x", "title: !tag x", "title:x", "title: \"unclosed", "1: numeric key",
        "title: [flow]", "title: {flow: map}", "title: %percent", "title: @at", "title: `tick`", "title: ? q",
    ]

    @Test(arguments: simple) func readsWhatYamsReads(_ text: String) throws {
        #expect(SimpleYAML.entries(text) != nil)
        let fast = try YAMLMapping.parse(text, path: "a.md", lineOffset: 1).get()
        let yams = try YAMLMapping.parseWithYams(text, path: "a.md", lineOffset: 1).get()
        #expect(fast.keys == yams.keys)
        for key in yams.keys + ["missing"] {
            #expect(fast.location(ofKey: key) == yams.location(ofKey: key))
            #expect(fast.location(ofValue: key) == yams.location(ofValue: key))
            #expect(fast.string(key) == yams.string(key))
            #expect(fast.int(key) == yams.int(key))
            #expect(fast.bool(key) == yams.bool(key))
            #expect(fast.strings(key) == yams.strings(key))
        }
        #expect(
            fast.unknownKeys(known: ["title"], in: "front matter")
                == yams.unknownKeys(known: ["title"], in: "front matter"))
    }

    @Test(arguments: notSimple) func leavesOtherShapesToYams(_ text: String) {
        #expect(SimpleYAML.entries(text) == nil)
    }
}
