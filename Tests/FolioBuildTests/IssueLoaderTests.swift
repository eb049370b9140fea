import FolioLayout
import FolioModel
import FolioTestSupport
import Foundation
import Testing

@testable import FolioBuild
@testable import FolioFormats
@testable import FolioPluginAPI

/// A source for pipeline tests: every `*.txt` line is an article, `ignore.txt` is set aside,
/// a line starting with `!` is an error.
struct LineSource: ContentSource {
    var name: String { "lines" }
    var summary: String { "one article per line of *.txt" }
    func claims(_ file: ContentFile) -> Bool { file.pathExtension == "txt" }
    func load(_ file: ContentFile, in folder: ContentFolder) -> SourceOutput {
        if file.baseName == "ignore" { return SourceOutput(ignoredBecause: "not content") }
        let text = (try? String(contentsOf: file.url, encoding: .utf8)) ?? ""
        var output = SourceOutput()
        for (index, line) in text.split(separator: "\n").enumerated() {
            if line.hasPrefix("!") {
                output.diagnostics.append(.error("bad line", at: file.location(line: index + 1, column: 1)))
                continue
            }
            let parts = line.split(separator: " ")
            output.articles.append(
                Article(
                    id: Slug.make(String(parts[0])), title: String(line),
                    order: parts.count > 1 ? Int(parts[1]) : nil, sourcePath: file.relativePath))
        }
        return output
    }
}

@Suite struct IssueLoaderTests {
    let loader = IssueLoader(registry: PluginRegistry(sources: [LineSource()]))

    @Test func assemblesArticlesInSettingsOrderThenOrderThenPath() async throws {
        let temp = try TemporaryFolder()
        try temp.write("issue.yaml", "title: Test issue\norder: [zeta]\n")
        try temp.write("a.txt", "alpha\nbeta 1\n")
        try temp.write("b.txt", "zeta\ngamma\n")
        try temp.write("notes.doc", "x")
        try temp.write("ignore.txt", "x")
        let loaded = try await loader.load(folderAt: temp.path)
        #expect(loaded.issue.title == "Test issue")
        #expect(loaded.issue.articles.map(\.id) == ["cover", "zeta", "beta", "alpha", "gamma"])
        #expect(loaded.filesBySource == ["lines": 2])
        #expect(loaded.ignored.map(\.file.relativePath) == ["ignore.txt"])
        #expect(loaded.unused.map(\.relativePath) == ["notes.doc"])
        #expect(!loaded.hasErrors)
    }

    @Test func duplicateIDsGetASuffixAndAWarning() async throws {
        let temp = try TemporaryFolder()
        try temp.write("a.txt", "same\n")
        try temp.write("b.txt", "same\n")
        let loaded = try await loader.load(folderAt: temp.path)
        #expect(loaded.issue.articles.map(\.id) == ["cover", "same", "same-2"])
        #expect(loaded.diagnostics.contains { $0.severity == .warning && $0.message.contains("'same-2'") })
    }

    @Test func unknownIDsInOrderAreErrors() async throws {
        let temp = try TemporaryFolder()
        try temp.write("issue.yaml", "order: [nope]\n")
        try temp.write("a.txt", "alpha\n")
        let loaded = try await loader.load(folderAt: temp.path)
        #expect(loaded.diagnostics.contains { $0.severity == .error && $0.message.contains("'nope'") })
    }

    @Test func sourceDiagnosticsComeThroughWithTheirLocations() async throws {
        let temp = try TemporaryFolder()
        try temp.write("a.txt", "ok\n!broken\n")
        let loaded = try await loader.load(folderAt: temp.path)
        #expect(loaded.hasErrors)
        #expect(loaded.diagnostics.first?.location?.line == 2)
    }

    @Test func emptyFolderAndFolderWithoutArticlesSayWhy() async throws {
        let temp = try TemporaryFolder()
        await #expect(throws: FolioError.self) { try await loader.load(folderAt: temp.path) }
        try temp.write("notes.doc", "x")
        let loaded = try await loader.load(folderAt: temp.path)
        #expect(loaded.diagnostics.contains { $0.message.hasPrefix("no articles in") })
    }
}

@Suite struct IssueLoaderSymlinkTests {
    @Test func aSourceFileLinkedFromOutsideIsRefusedAndNeverRead() async throws {
        let temp = try TemporaryFolder()
        let outside = try TemporaryFolder()
        try outside.write("secret.txt", "secret\n")
        try temp.write("a.txt", "alpha\n")
        try FileManager.default.createSymbolicLink(
            atPath: temp.url.appendingPathComponent("b.txt").path,
            withDestinationPath: outside.url.appendingPathComponent("secret.txt").path)
        let loader = IssueLoader(registry: PluginRegistry(sources: [LineSource()]))
        let loaded = try await loader.load(folderAt: temp.path)
        #expect(loaded.issue.articles.map(\.id) == ["cover", "alpha"])
        #expect(
            loaded.diagnostics.contains {
                $0.severity == .warning && $0.message.contains("outside the content folder")
                    && $0.location?.path.hasSuffix("b.txt") == true
            })
    }
}
