import FolioPluginAPI
import Foundation
import Testing

@testable import MarkdownSource

/// Template syntax before cmark: Liquid, Hugo's and Zola's shortcodes, kramdown's attribute
/// lists, each turned into what it stands for or warned about at its own line and column.
@Suite struct TemplatePassTests {
    /// A content folder inside a Jekyll site with a title, a URL and a repository.
    func jekyllContent() throws -> TemporaryContent {
        let content = try TemporaryContent()
        try content.write(
            "_config.yml",
            "title: Open Guides\nurl: https://guides.example.org\nrepository: example/guides\ngithub:\n  repository_nwo: example/guides\n"
        )
        return content
    }

    func paragraphs(_ output: SourceOutput) -> [String] {
        (output.article?.blocks ?? []).compactMap { block in
            if case .paragraph(let content) = block { content.plainText } else { nil }
        }
    }

    @Test func siteAndPageVariablesAreTheirValues() throws {
        let content = try jekyllContent()
        let output = try content.load(
            "a.md",
            "---\ntitle: Starting Out\n---\n\n{{ site.title }} lives at {{ site.github.repository_nwo }}; this is {{ page.title | upcase }}.\n"
        )
        #expect(paragraphs(output) == ["Open Guides lives at example/guides; this is STARTING OUT."])
        #expect(output.diagnostics.isEmpty)
    }

    @Test func anUnknownVariableIsLeftOutWithAWarningAtItsPlace() throws {
        let content = try jekyllContent()
        let output = try content.load("a.md", "---\ntitle: T\n---\n\nBy {{ site.nobody }} today.\n")
        #expect(paragraphs(output) == ["By  today."])
        let warning = try #require(output.diagnostics.first)
        #expect(warning.message.contains("'site.nobody' has no value"))
        #expect(warning.location == (try content.file("a.md")).location(line: 5, column: 4))
    }

    @Test func relativeURLsBecomePathsAndLinkTagsTheirFiles() throws {
        let content = try jekyllContent()
        let output = try content.load(
            "a.md",
            "[About]({{ '/about/' | relative_url }}), [B]({% link _articles/b.md %}), [P]({% post_url 2020-01-02-hello %})\n"
        )
        let links = output.article?.blocks.first.flatMap { block -> [String]? in
            guard case .paragraph(let runs) = block else { return nil }
            return runs.compactMap { if case .link(let destination, _, _) = $0 { destination } else { nil } }
        }
        #expect(links == ["/about/", "/_articles/b.md", "/_posts/2020-01-02-hello"])
    }

    @Test func rawAndHighlightBecomeCode() throws {
        let content = try jekyllContent()
        let text = """
            Use {% raw %}{{ page.title }}{% endraw %} and `{% raw %}{% if %}{% endraw %}`.

            {% highlight ruby %}
            puts "{{ kept }}"
            {% endhighlight %}

            {% raw %}
            {{ block }}
            {% endraw %}

            ```liquid
            {% raw %}{{ site.title }}{% endraw %}
            ```

            """
        let output = try content.load("a.md", text)
        let blocks = try #require(output.article?.blocks)
        #expect(
            blocks[0]
                == .paragraph([.text("Use "), .code("{{ page.title }}"), .text(" and "), .code("{% if %}"), .text(".")])
        )
        #expect(blocks[1] == .code(info: "ruby", text: "puts \"{{ kept }}\"\n"))
        #expect(blocks[2] == .code(info: "", text: "{{ block }}\n"))
        #expect(blocks[3] == .code(info: "liquid", text: "{{ site.title }}\n"))
        #expect(output.diagnostics.isEmpty)
    }

    @Test func hugoShortcodesAreUnderstood() throws {
        let content = try TemporaryContent()
        try content.writePNG("photo.png", width: 8, height: 6)
        let text = """
            {{< figure src="photo.png" caption="The harbour" >}}

            {{< youtube id="w7Ft2ymGmfc" title="A talk" >}} and [see]({{< relref "b.md#part-two" >}}).

            {{< highlight go "linenos=table" >}}
            x := 1
            {{< /highlight >}}

            Shown as written: {{</* figure src="x" */>}}.

            """
        let output = try content.load("a.md", text)
        let blocks = try #require(output.article?.blocks)
        guard case .photo(let photo) = blocks[0] else {
            Issue.record("expected a photo, got \(blocks[0])")
            return
        }
        #expect(photo.path == "photo.png" && photo.caption == "The harbour")
        #expect(
            blocks[1]
                == .paragraph([
                    .link(
                        destination: "https://www.youtube.com/watch?v=w7Ft2ymGmfc", title: nil,
                        content: [.text("A talk")]),
                    .text(" and "), .link(destination: "b.md#part-two", title: nil, content: [.text("see")]),
                    .text("."),
                ]))
        #expect(blocks[2] == .code(info: "go", text: "x := 1\n"))
        #expect(blocks[3] == .paragraph([.text("Shown as written: {{< figure src=\u{201C}x\u{201D} >}}.")]))
        #expect(output.diagnostics.isEmpty)
    }

    @Test func otherShortcodesAndTagsAreWarnedAboutWhereTheyAre() throws {
        let content = try TemporaryContent()
        let text =
            "Intro {{< code-toggle file=hugo >}}\nkept text\n{{< /code-toggle >}} then {% include note.html %}.\n"
        let output = try content.load("a.md", text)
        #expect(paragraphs(output) == ["Intro kept text then ."])
        let file = try content.file("a.md")
        #expect(
            output.diagnostics.map(\.location) == [
                file.location(line: 1, column: 7), file.location(line: 3, column: 27),
            ])
        #expect(output.diagnostics[0].message.contains("code-toggle"))
        #expect(output.diagnostics[1].message.contains("include"))
    }

    @Test func goTemplateSyntaxInProseIsKeptWithAWarning() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "Write {{ .Title }} in a template.\n")
        #expect(paragraphs(output) == ["Write {{ .Title }} in a template."])
        #expect(output.diagnostics.count == 1)
        #expect(output.diagnostics.first?.message.contains("kept as written") == true)
    }

    @Test func kramdownAttributesGoAndCalloutClassesStay() throws {
        let content = try TemporaryContent()
        let text = """
            > Mind the gap.
            {: .warning}

            A tip in a paragraph.
            {: .tip .wide}

            ## Heading {#custom}

            Plain.
            {: .lead}

            """
        let output = try content.load("a.md", text)
        let blocks = try #require(output.article?.blocks)
        #expect(
            blocks == [
                .quote([.paragraph([.text("Mind the gap.")])], role: "warning"),
                .quote([.paragraph([.text("A tip in a paragraph.")])], role: "tip"),
                .heading(level: 2, content: [.text("Heading")]),
                .paragraph([.text("Plain.")]),
            ])
        #expect(output.diagnostics.isEmpty)
    }

    @Test func diagnosticsAfterARewriteKeepTheirColumns() throws {
        let content = try jekyllContent()
        // The title is longer than the tag it replaces; the refused link after it is still
        // reported where it is written.
        let output = try content.load("a.md", "---\ntitle: T\n---\n{{ site.title }} and [x](javascript:alert(1)) é\n")
        let warning = try #require(output.diagnostics.first)
        #expect(warning.message.contains("'javascript:' URL"))
        #expect(warning.location == (try content.file("a.md")).location(line: 4, column: 22))
    }

    @Test func linksKeepWhereTheyWereWrittenForTheBuild() throws {
        let content = try jekyllContent()
        let output = try content.load("a.md", "---\ntitle: T\n---\n{{ site.title }}: [b](b.md#x)\n")
        guard case .paragraph(let runs) = output.articles.first?.blocks.first,
            case .link(let destination, _, _) = runs.last
        else {
            Issue.record("expected a link")
            return
        }
        let reference = try #require(ArticleLink.parseReference(destination))
        #expect(reference.written == "b.md#x")
        #expect(reference.line == 4 && reference.column == 19)
    }

    @Test func aBodyWithoutTemplatesIsLeftAlone() {
        #expect(!TemplatePass.mayHoldTemplates(Array("Braces { alone } and JSON {\"a\": 1}".utf8)))
        #expect(TemplatePass.mayHoldTemplates(Array("{{ x }}".utf8)))
        #expect(TemplatePass.mayHoldTemplates(Array("{: .note}".utf8)))
    }
}
