import FolioBuild
import FolioPluginAPI
import FolioTestSupport
import Foundation
import PluginExamples
import Testing

/// The README's plugin examples are the files of `Tests/PluginExamples`, word for word, and that
/// target depends on FolioPluginAPI alone: so the documented code is known to compile against
/// the plugin API product, and (here) to build an issue.
@Suite struct ReadmePluginExamplesTests {
    /// The example files, in the order the README shows them.
    static let files = ["PlainTextSource.swift", "PlainTextPublisher.swift"]

    @Test func theReadmeShowsTheExampleFilesWordForWord() throws {
        let readme = try String(
            contentsOf: FolioBinary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let folder = FolioBinary.packageRoot.appendingPathComponent("Tests/PluginExamples")
        let blocks = ReadmeSections.swiftBlocks(in: readme, section: "Plugins")
        let files = try Self.files.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        #expect(blocks.count >= files.count, "README.md's Plugins section has \(blocks.count) Swift blocks")
        for (name, (block, file)) in zip(Self.files, zip(blocks, files)) {
            #expect(block == file, "README.md's Plugins example differs from Tests/PluginExamples/\(name)")
        }
    }

    @Test func theReadmeSourceAndPublisherBuildAnIssue() async throws {
        let temp = try TemporaryFolder()
        try temp.write("content/issue.yaml", "cover: false\n")  // the example's articles alone
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
