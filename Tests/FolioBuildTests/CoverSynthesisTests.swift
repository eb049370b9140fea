import FolioTestSupport
import Foundation
import Testing

@testable import FolioBuild
@testable import FolioFormats
@testable import FolioPluginAPI

/// The build's cover (`CoverSynthesis`): first in the strip, made from `issue.yaml`'s `cover:`,
/// with errors where the settings are written.
@Suite struct CoverSynthesisTests {
    let registry = PluginRegistry(sources: [LineSource()])

    func load(_ settings: String?, files: [String: String] = ["a.txt": "alpha\nbeta\n", "b.txt": "gamma\ndelta\n"])
        async throws -> (TemporaryFolder, LoadedIssue)
    {
        let temp = try TemporaryFolder()
        if let settings { try temp.write("content/issue.yaml", settings) }
        for (name, text) in files { try temp.write("content/\(name)", text) }
        let loaded = try await IssueLoader(registry: registry).load(folderAt: temp.path + "/content")
        return (temp, loaded)
    }

    @Test func aCoverWithTheDefaultsComesFirst() async throws {
        let (temp, loaded) = try await load(
            "title: Slow Ground\nsubtitle: Small things\ndate: 2026-11-21\nnumber: 12\n")
        defer { _ = temp }
        #expect(loaded.diagnostics.isEmpty)
        let issue = loaded.issue
        #expect(issue.articles.map(\.id) == ["cover", "alpha", "beta", "gamma", "delta"])
        let cover = try #require(issue.coverArticle)
        #expect(cover.kind == .cover && cover.title == "Slow Ground" && cover.date == "2026-11-21")
        #expect(cover.byline.isEmpty)
        #expect(issue.coverLines.map(\.articleID) == ["alpha", "beta", "gamma"])
        #expect(
            cover.blocks == [
                .paragraph([.emphasis([.text("Small things")])]),
                .paragraph([.text("No. 12 · 2026-11-21")]),
                .list(
                    ListBlock(
                        ordered: false,
                        items: ["alpha", "beta", "gamma"].map {
                            [.paragraph([.link(destination: "#/\($0)", title: nil, content: [.text($0)])])]
                        })),
            ])
    }

    @Test func theSettingsNameTheLinesNumberAndDate() async throws {
        let yaml = "number: 3\ncover:\n  lines: [delta, alpha]\n  number: 3a\n  date: 2026-12-01\n"
        let (temp, loaded) = try await load(yaml)
        defer { _ = temp }
        #expect(loaded.diagnostics.isEmpty)
        #expect(
            loaded.issue.coverLines == [
                CoverLine(articleID: "delta", title: "delta"), .init(articleID: "alpha", title: "alpha"),
            ])
        #expect(loaded.issue.coverArticle?.blocks.first == .paragraph([.text("No. 3a · 2026-12-01")]))
    }

    @Test func coverFalseLeavesTheStripAsItWas() async throws {
        let (temp, loaded) = try await load("cover: false\n", files: ["a.txt": "alpha\n", "b.txt": "cover\n"])
        defer { _ = temp }
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.issue.articles.map(\.id) == ["alpha", "cover"])
        #expect(loaded.issue.coverLines.isEmpty)
    }

    @Test func anArticleCalledCoverIsRenamed() async throws {
        let (temp, loaded) = try await load(nil, files: ["a.txt": "cover\n"])
        defer { _ = temp }
        #expect(loaded.issue.articles.map(\.id) == ["cover", "cover-2"])
        #expect(
            loaded.diagnostics.map(\.message) == [
                "article id 'cover' is used by the issue's cover; this one is 'cover-2'"
            ])
        #expect(loaded.issue.coverLines.map(\.articleID) == ["cover-2"])
    }

    @Test func wrongLinesAndAMissingPhotoAreErrorsWhereTheyAreWritten() async throws {
        let yaml = "title: T\ncover:\n  photo: photos/none.jpg\n  lines: [alpha, nowhere]\n"
        let (temp, loaded) = try await load(yaml)
        defer { _ = temp }
        let found = loaded.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }
        #expect(found.count == 2)
        #expect(found.contains("4:18 cover.lines: no article has the id 'nowhere' (ids: alpha, beta, gamma, delta)"))
        #expect(found.contains { $0.hasPrefix("3:10 cover.photo: cannot use 'photos/none.jpg'") })
        #expect(loaded.issue.coverLines.map(\.articleID) == ["alpha"])
    }

    /// An `order:` id that names no article, or is named twice, is reported where it is written.
    @Test func orderMessagesNameTheLineAndColumnOfTheId() async throws {
        let yaml = "title: T\ncover: false\norder:\n  - beta\n  - nowhere\n  - beta\n"
        let (temp, loaded) = try await load(yaml)
        defer { _ = temp }
        let found = loaded.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }
        #expect(
            found.contains("5:5 order: no article has the id 'nowhere' (ids: alpha, beta, gamma, delta)"), "\(found)")
        #expect(found.contains("6:5 order: 'beta' is named twice"), "\(found)")
        #expect(loaded.issue.articles.first?.id == "beta")
    }
}
