import FolioTestSupport
import Foundation
import Testing

@testable import FolioBuild
@testable import FolioCache
@testable import FolioFormats
@testable import FolioPluginAPI

/// A plain `Publisher` (not an `IncrementalPublisher`) that records what it was given.
final class RecordingSink: Publisher, @unchecked Sendable {
    var name: String { "record" }
    var summary: String { "records its publication" }
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
            // The cover (titled as the issue, the folder's name) first.
            #expect(publication.issue.articles.map(\.title) == ["content", "alpha", "beta", "gamma"])
            #expect(publication.layout.columns.count == 4)
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
        #expect(state.entries.map(\.digest.title) == ["content", "alpha"])
    }
}

/// The manifest is sealed with a checksum and a version: every single-bit flip of a real
/// manifest, and every truncation, fails to decode (the build is then cold), never decodes
/// to wrong records.
@Suite struct ManifestIntegrityTests {
    @Test func everyBitFlipAndTruncationOfAManifestIsRefused() async throws {
        let temp = try TemporaryFolder()
        for index in 0..<12 { try temp.write("content/\(index).txt", "alpha \(index)\nbeta\n") }
        let cache = temp.url.appendingPathComponent("cache")
        let builder = IssueBuilder(registry: PluginRegistry(sources: [LineSource()]), cache: cache)
        try builder.saveCache(try await builder.load(folderAt: temp.path + "/content"))
        let url = cache.appendingPathComponent("build/manifest")
        let bytes = [UInt8](try Data(contentsOf: url))
        let opens = { (data: [UInt8]) in (try? BuildManifest.unsealing(Data(data), from: url)) != nil }
        #expect(opens(bytes))
        var accepted: [Int] = []
        for bit in 0..<(bytes.count * 8) {
            var flipped = bytes
            flipped[bit / 8] ^= UInt8(1 << (bit % 8))
            if opens(flipped) { accepted.append(bit) }
        }
        #expect(accepted.isEmpty, "\(accepted.count) of \(bytes.count * 8) flipped bits were accepted")
        for length in 0..<bytes.count {
            #expect(!opens(Array(bytes.prefix(length))))
        }
    }

    @Test func aSecondBuildInTheSameProcessSharesTheCacheLock() async throws {
        let temp = try TemporaryFolder()
        try temp.write("content/a.txt", "alpha\n")
        let builder = IssueBuilder(
            registry: PluginRegistry(sources: [LineSource()]), cache: temp.url.appendingPathComponent("cache"))
        let first = try await builder.load(folderAt: temp.path + "/content")
        let second = try await builder.load(folderAt: temp.path + "/content")
        #expect(first.entries.map(\.digest.title) == second.entries.map(\.digest.title))
    }
}
