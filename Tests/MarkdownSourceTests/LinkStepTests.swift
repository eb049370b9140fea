import FolioPluginAPI
import FolioTestSupport
import Foundation
import Testing

@testable import FolioBuild
@testable import MarkdownSource

/// The build's links step on Markdown articles: links between them resolved once the issue's
/// articles are known, warnings at the link's place, and a warm build with the cache the same.
@Suite struct LinkStepTests {
    let registry = PluginRegistry(sources: [MarkdownSource()])

    func writeIssue(_ content: TemporaryContent) throws {
        try content.write("issue.yaml", "title: Links\ncover: false\n")
        try content.write(
            "a.md",
            "# Alpha\n\nSee [b](b.md#part-two), [up](#alpha-notes), [gone](gone.md) and [c](../c/).\n\n## Alpha notes\n"
        )
        try content.write("b.md", "# Beta\n\n## Part Two\n\nBack to [a](/a/).\n")
    }

    func links(in state: BuildState, article id: String) -> [String] {
        guard let entry = state.entries.first(where: { $0.id == id }) else { return [] }
        var found: [String] = []
        func walk(_ runs: [Inline]) {
            for run in runs {
                switch run {
                case .link(let destination, _, let content):
                    found.append(destination)
                    walk(content)
                case .emphasis(let content), .strong(let content), .styled(_, let content): walk(content)
                default: continue
                }
            }
        }
        for block in state.article(entry).article.blocks {
            if case .paragraph(let runs) = block { walk(runs) }
        }
        return found
    }

    @Test func linksResolveAndWarmBuildsSayTheSame() async throws {
        let content = try TemporaryContent()
        try writeIssue(content)
        let cache = content.base.appendingPathComponent("cache")
        let builder = IssueBuilder(registry: registry, cache: cache)
        var first = try await builder.load(folderAt: content.root.path)
        #expect(links(in: first, article: "a") == ["#/b#part-two", "#/a#alpha-notes"])
        #expect(links(in: first, article: "b") == ["#/a"])
        let warnings = first.diagnostics.filter { $0.severity == .warning }
        let file = try content.file("a.md")
        #expect(warnings.map(\.location) == [file.location(line: 3, column: 45), file.location(line: 3, column: 65)])
        #expect(warnings.allSatisfy { $0.message.contains("leads to no article of the issue") })
        try builder.saveCache(first)

        // Nothing changed: nothing read, the same warnings.
        var second = try await builder.load(folderAt: content.root.path)
        #expect(second.reusedFiles == 2)
        #expect(second.diagnostics.filter { $0.severity == .warning } == warnings)
        second.loadCached(claims: Set(second.entries.map(\.claim)))
        #expect(links(in: second, article: "a") == ["#/b#part-two", "#/a#alpha-notes"])
        try builder.saveCache(second)

        // A new article the link named: the unchanged a.md is read again and links to it.
        try content.write("c.md", "# Gamma\n")
        first = try await builder.load(folderAt: content.root.path)
        #expect(links(in: first, article: "a") == ["#/b#part-two", "#/a#alpha-notes", "#/c"])
        #expect(first.diagnostics.filter { $0.severity == .warning }.count == 1)
    }

    @Test func aHeadingRenamedElsewhereIsWarnedAboutInAWarmBuild() async throws {
        let content = try TemporaryContent()
        try writeIssue(content)
        let builder = IssueBuilder(registry: registry, cache: content.base.appendingPathComponent("cache"))
        try builder.saveCache(try await builder.load(folderAt: content.root.path))
        try content.write("b.md", "# Beta\n\n## Part 2\n\nBack to [a](/a/).\n")
        let state = try await builder.load(folderAt: content.root.path)
        let messages = state.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("names no heading of article 'b' (#part-two)") })
    }
}
