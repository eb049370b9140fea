import FolioPluginAPI
import FolioTestSupport
import Foundation
import PluginExamples
import Testing

@testable import FolioBuild

/// docs/plugins.md's incremental publisher (`ArticleListPublisher`, in `Tests/PluginExamples`,
/// which depends on FolioPluginAPI alone) is the file word for word, and a build finds its
/// public role: a rebuild keeps the unchanged article's file, and a whole publication writes
/// the same files.
@Suite struct IncrementalExampleTests {
    @Test func docsShowTheExampleWordForWord() throws {
        let root = FolioBinary.packageRoot
        let docs = try String(contentsOf: root.appendingPathComponent("docs/plugins.md"), encoding: .utf8)
        let file = try String(
            contentsOf: root.appendingPathComponent("Tests/PluginExamples/ArticleListPublisher.swift"), encoding: .utf8)
        #expect(docs.contains("```swift\n" + file + "```\n"), "docs/plugins.md differs from ArticleListPublisher.swift")
    }

    @Test func aRebuildKeepsTheUnchangedArticlesFile() async throws {
        let temp = try TemporaryFolder()
        try temp.write("content/issue.yaml", "cover: false\n")
        try temp.write("content/one.txt", "One\nthe first article\n")
        try temp.write("content/two.txt", "Two\nthe second article\n")
        let registry = PluginRegistry(sources: [PlainTextSource()], publishers: [ArticleListPublisher()])
        let builder = IssueBuilder(registry: registry, cache: temp.url.appendingPathComponent("cache"))
        let out = temp.url.appendingPathComponent("out")
        func build() async throws -> [String] {
            var state = try await builder.load(folderAt: temp.path + "/content")
            try await builder.prepareAssets(&state)
            try builder.publish(&state, with: ArticleListPublisher(), to: out)
            try builder.saveCache(state)
            let index = try Data(contentsOf: out.appendingPathComponent("index.json"))
            let object = try #require(try JSONSerialization.jsonObject(with: index) as? [String: Any])
            return try #require(object["articles"] as? [String])
        }
        let first = try await build()
        #expect(first.count == 2 && first.allSatisfy { $0.hasPrefix("articles/") && $0.hasSuffix(".json") })
        let kept = out.appendingPathComponent(first[0])
        let written = try FileManager.default.attributesOfItem(atPath: kept.path)[.modificationDate] as? Date
        try await Task.sleep(for: .milliseconds(20))
        try temp.write("content/two.txt", "Two\nthe second article, changed\n")
        let second = try await build()
        #expect(second[0] == first[0] && second[1] != first[1])
        #expect(try FileManager.default.attributesOfItem(atPath: kept.path)[.modificationDate] as? Date == written)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent(first[1]).path))

        var state = try await builder.load(folderAt: temp.path + "/content")
        try await builder.prepareAssets(&state)
        let whole = temp.url.appendingPathComponent("whole")
        try ArticleListPublisher().publish(state.publication(), to: whole)
        for path in ["index.json"] + second {
            #expect(
                try Data(contentsOf: whole.appendingPathComponent(path))
                    == Data(contentsOf: out.appendingPathComponent(path)),
                "\(path)")
        }
    }
}
