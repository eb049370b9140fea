import FolioFormats
import FolioModel
import FolioTestSupport
import Foundation
import Testing

@testable import FolioCLI

/// The parts of `folio import` one by one: what counts as prose, the references and template
/// syntax found in it with their columns, the YAML it writes, and where files go.
@Suite struct ImportPartsTests {
    @Test func fencedCodeAndCodeSpansAreNotProse() {
        let body = """
            Text `{{ code }}` and {{ real }}.
            ```
            {{ fenced }}
            ````
            ~~~~
            ![x](in-code.png)
            ~~~~
                indented {{ kept }}
            ``` not a fence ` here
            """
        let lines = Array(ImportProseLines(body))
        #expect(lines.map(\.number) == [1, 8, 9])
        #expect(lines[0].text == "Text `          ` and {{ real }}.")
        #expect(ImportProseLines.blankingCodeSpans("a ``b ` c`` d `unclosed") == "a ``     `` d `unclosed")
    }

    @Test func referencesAreFoundWithTheirColumns() {
        let body = """
            See ![A [nested] alt](img/a.png "Title") and [b](<with space.md>).
            [ref]: /assets/c.jpg
            <img src="d.svg"> {{< figure src='e.jpg' >}} <video poster="f.jpg">
            `![not](code.png)`
            """
        let found = ImportReferenceScan.references(in: body)
        #expect(
            found == [
                .init(path: "img/a.png", line: 1, column: 23), .init(path: "with space.md", line: 1, column: 51),
                .init(path: "/assets/c.jpg", line: 2, column: 8), .init(path: "d.svg", line: 3, column: 11),
                .init(path: "e.jpg", line: 3, column: 35), .init(path: "f.jpg", line: 3, column: 61),
            ])
    }

    @Test func templateSyntaxIsNamedByItsGenerator() {
        let body =
            "A {{ site.title }} b {% raw %} c {{< ref \"x\" >}} d {{% note %}}\n{: .tip}\nz {{ youtube(id=1) }}\n"
        let jekyll = ImportConstructScan.constructs(in: body, site: .jekyll)
        #expect(
            jekyll.map(\.kind) == [
                "Liquid output", "Liquid tag", "Hugo shortcode", "Hugo shortcode", "kramdown attribute list",
                "Liquid output",
            ])
        #expect(jekyll.map(\.column) == [3, 22, 34, 52, 1, 3])
        #expect(jekyll.map(\.line) == [1, 1, 1, 1, 2, 3])
        #expect(ImportConstructScan.constructs(in: body, site: .zola).last?.kind == "Zola shortcode")
        let long = "{{ " + String(repeating: "x", count: 100) + " }}"
        #expect(
            ImportConstructScan.constructs(in: long, site: .hugo).first?.text.count == ImportConstructScan.excerptLength
        )
        let unclosed = ImportConstructScan.constructs(in: "{% if x", site: .jekyll)
        #expect(unclosed == [.init(kind: "Liquid tag", text: "{% if x", line: 1, column: 1)])
    }

    @Test func writtenYAMLReadsBackAsTheSameText() throws {
        let texts = [
            "Plain words", "A Spring Walk: Notes", "yes", "12", "2024-01-01", "#hash", "- dash", "trailing ",
            "quote \" and \\ back", "tab\tand\nnewline", "ünïcödé – “quotes”", "key: value", "note #1", "null",
            "@at", "\u{1B}[31m",
        ]
        for text in texts {
            let yaml = ImportYAMLText.line("title", text)
            let mapping = try YAMLMapping.parse(yaml, path: "t.yaml").get()
            #expect(try mapping.string("title").get() == text, "\(yaml)")
        }
        #expect(ImportYAMLText.line("title", "Plain words") == "title: Plain words")
        #expect(ImportYAMLText.line("tags", list: ["a", "b c", "yes"]) == "tags: [a, b c, \"yes\"]")
        let fields = ImportFields(title: "T", date: "2024-05-01", order: 3, tags: ["x"], draft: true)
        let table = try YAMLMapping.parse(String(fields.yaml.dropFirst(4).dropLast(4)), path: "f.md").get()
        #expect(try table.string("date").get() == "2024-05-01")
        #expect(try table.int("order").get() == 3)
        #expect(try table.bool("draft").get() == true)
    }

    @Test func jekyllFoldersLoseTheirUnderscoreAndPostsTheirDate() {
        var site = SiteConfig(plainFolderAt: URL(fileURLWithPath: "/s"))
        site.kind = .jekyll
        site.contentFolders = ["_posts", "_articles"]
        let layout = ImportLayout(site: site)
        #expect(layout.base(of: "_posts/x.md") == "")
        #expect(layout.articlePath(of: "_posts/2024-05-01-hello.markdown", base: "") == "posts/hello.md")
        #expect(layout.articlePath(of: "_articles/de/guide.md", base: "") == "articles/de/guide.md")
        #expect(layout.issuePath(of: "_articles/img/a.png", base: "") == "articles/img/a.png")
        #expect(layout.issuePath(of: "assets/a.png", base: "") == "assets/a.png")

        var hugo = SiteConfig(plainFolderAt: URL(fileURLWithPath: "/h"))
        hugo.kind = .hugo
        hugo.contentFolders = ["content/en", "content"]
        let mirror = ImportLayout(site: hugo)
        #expect(mirror.base(of: "content/en/docs/a.md") == "content/en")
        #expect(mirror.articlePath(of: "content/en/2024-05-01-keep.md", base: "content/en") == "2024-05-01-keep.md")
        #expect(mirror.issuePath(of: "static/x.png", base: "content/en") == nil)
    }

    @Test func languagesComeFromFrontMatterNamesAndFolders() {
        var site = SiteConfig(plainFolderAt: URL(fileURLWithPath: "/h"))
        site.kind = .hugo
        site.language = "en"
        site.languages = ["en", "de"]
        #expect(ImportSelection.language(ofPath: "content/posts/a.fr.md", base: "content", site: site) == "fr")
        #expect(ImportSelection.language(ofPath: "content/de/posts/a.md", base: "content", site: site) == "de")
        #expect(ImportSelection.language(ofPath: "content/posts/a.md", base: "content", site: site) == "en")
        site.kind = .jekyll
        site.languages = []
        #expect(ImportSelection.language(ofPath: "_articles/pt-BR/a.md", base: "", site: site) == "pt-BR")
        #expect(ImportSelection.language(ofPath: "_articles/a.md", base: "", site: site) == "en")
        #expect(ImportSelection.sameLanguage("en", "en-US") && !ImportSelection.sameLanguage("en", "eo"))
    }
}
