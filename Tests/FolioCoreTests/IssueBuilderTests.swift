import FolioTestSupport
import Foundation
import Testing
@testable import FolioCore

/// A plain `Sink` (not an `ArticleFileSink`) that records what it was given.
final class RecordingSink: Sink, @unchecked Sendable {
    var name: String { "record" }
    var summary: String { "records its publication" }
    var publishes: Bool { true }
    private let lock = NSLock()
    private var received: [Publication] = []

    func publish(_ publication: Publication, to folder: URL) throws {
        lock.withLock { received.append(publication) }
        try Data(publication.issue.articles.map(\.title).joined(separator: "\n").utf8)
            .write(to: folder.appendingPathComponent("titles.txt"))
    }

    var publications: [Publication] { lock.withLock { received } }
}

@Suite struct IssueBuilderTests {
    let registry = PluginRegistry(sources: [LineSource()])

    @Test func aPlainSinkGetsEveryArticleEvenWhenTheCacheStoodInForItsFile() async throws {
        let temp = try TemporaryFolder()
        try temp.write("content/a.txt", "alpha\nbeta\n")
        try temp.write("content/b.txt", "gamma\n")
        let builder = IssueBuilder(registry: registry, cache: temp.url.appendingPathComponent("cache"))
        let sink = RecordingSink()
        for round in 1...2 {
            var state = try await builder.load(folderAt: temp.path + "/content")
            #expect(state.reusedFiles == (round == 1 ? 0 : 2))
            try await builder.prepareAssets(&state)
            try builder.publish(&state, with: sink, to: temp.url.appendingPathComponent("out"))
            try builder.saveCache(state)
        }
        #expect(sink.publications.count == 2)
        for publication in sink.publications {
            #expect(publication.issue.articles.map(\.title) == ["alpha", "beta", "gamma"])
            #expect(publication.layout.columns.count == 3)
        }
        #expect(sink.publications[0].issue.articles == sink.publications[1].issue.articles)
    }

    @Test func aFileWithAnErrorIsReadAgainNextTime() async throws {
        let temp = try TemporaryFolder()
        try temp.write("content/a.txt", "alpha\n!broken\n")
        let builder = IssueBuilder(registry: registry, cache: temp.url.appendingPathComponent("cache"))
        for _ in 1...2 {
            let state = try await builder.load(folderAt: temp.path + "/content")
            #expect(state.hasErrors)
            #expect(state.reusedFiles == 0)
            try builder.saveCache(state)
        }
    }

    @Test func aDamagedManifestMeansAColdBuild() async throws {
        let temp = try TemporaryFolder()
        try temp.write("content/a.txt", "alpha\n")
        let cache = temp.url.appendingPathComponent("cache")
        let builder = IssueBuilder(registry: registry, cache: cache)
        try builder.saveCache(try await builder.load(folderAt: temp.path + "/content"))
        let manifest = cache.appendingPathComponent("build/manifest")
        var bytes = try Data(contentsOf: manifest)
        bytes.removeLast(3)
        try bytes.write(to: manifest)
        let state = try await builder.load(folderAt: temp.path + "/content")
        #expect(state.reusedFiles == 0)
        #expect(state.entries.map(\.digest.title) == ["alpha"])
    }
}
