import FolioCore
import FolioTestSupport
import Foundation
import Testing

// The two plugins of docs/plugins.md ("Writing a plugin"), kept here word for word so that the
// documented example code is known to compile and to work.

/// Reads `*.txt` files: the first line is the title, the rest are paragraphs.
public struct PlainTextSource: ContentSource {
    public init() {}
    public var name: String { "text" }
    public var summary: String { "plain-text articles (*.txt)" }

    public func claims(_ file: ContentFile) -> Bool { file.pathExtension == "txt" }

    public func load(_ file: ContentFile, in folder: ContentFolder) -> SourceOutput {
        let text: String
        switch ContentText.read(file) {  // UTF-8, with a located error if it is not
        case .success(let value): text = value
        case .failure(let diagnostic): return SourceOutput(diagnostics: [diagnostic])
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let title = lines.first, !title.isEmpty else {
            return SourceOutput(diagnostics: [
                .error("the first line must be the title", at: file.location(line: 1, column: 1))
            ])
        }
        lines.removeFirst()
        let paragraphs = lines.split(separator: "").map { Block.paragraph([.text($0.joined(separator: " "))]) }
        let article = Article(
            id: Slug.make(file.baseName), title: title, blocks: paragraphs, sourcePath: file.relativePath)
        return SourceOutput(articles: [article])
    }
}

/// Writes one plain-text file per article page.
public struct PlainTextPublisher: Publisher {
    public init() {}
    public var name: String { "text" }
    public var summary: String { "one .txt file per page" }

    public func publish(_ publication: Publication, to folder: URL) throws {
        for (index, article) in publication.issue.articles.enumerated() {
            for (number, page) in publication.layout.columns[index].enumerated() {
                let text = page.blocks.map(\.plainText).joined(separator: "\n\n")
                try Data(text.utf8).write(to: folder.appendingPathComponent("\(article.id)-\(number + 1).txt"))
            }
        }
    }
}

@Suite struct ReadmePluginExampleTests {
    @Test func theReadmeSourceAndPublisherBuildAnIssue() async throws {
        let temp = try TemporaryFolder()
        try temp.write("content/note.txt", "A short note\nfirst line\nstill first\n\nsecond paragraph\n")
        try temp.write("content/empty.txt", "\nno title\n")
        let registry = PluginRegistry(sources: [PlainTextSource()], publishers: [PlainTextPublisher()])
        let loaded = try await IssueLoader(registry: registry).load(folderAt: temp.path + "/content")
        #expect(loaded.issue.articles.map(\.title) == ["A short note"])
        #expect(
            loaded.issue.articles.first?.blocks == [
                .paragraph([.text("first line still first")]), .paragraph([.text("second paragraph")]),
            ])
        #expect(
            loaded.diagnostics.map(\.description) == [
                "\(temp.path)/content/empty.txt:1:1: error: the first line must be the title"
            ])

        let builder = IssueBuilder(registry: registry, cache: temp.url.appendingPathComponent("cache"))
        var state = try await builder.load(folderAt: temp.path + "/content")
        #expect(state.diagnostics == loaded.diagnostics)
        try await builder.prepareAssets(&state)
        let out = temp.url.appendingPathComponent("out")
        try builder.publish(&state, with: PlainTextPublisher(), to: out)
        let page = try String(contentsOf: out.appendingPathComponent("note-1.txt"), encoding: .utf8)
        #expect(page == "first line still first\n\nsecond paragraph")
    }
}
