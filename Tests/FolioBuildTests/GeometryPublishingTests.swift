import FolioLayout
import FolioModel
import FolioTestSupport
import Foundation
import Testing

@testable import FolioBuild
@testable import FolioFormats
@testable import FolioPluginAPI

/// One article per `*.txt` file, one paragraph per line: enough text to need more pages on a
/// small page than on a wide two-column one.
private struct ParagraphSource: ContentSource {
    var name: String { "paragraphs" }
    var summary: String { "one article per *.txt file, one paragraph per line" }
    func claims(_ file: ContentFile) -> Bool { file.pathExtension == "txt" }
    func load(_ file: ContentFile, in folder: ContentFolder) -> SourceOutput {
        let text = (try? String(contentsOf: file.url, encoding: .utf8)) ?? ""
        var output = SourceOutput()
        output.articles.append(
            Article(
                id: Slug.make(file.baseName), title: file.baseName,
                blocks: text.split(separator: "\n").map { .paragraph([.text(String($0))]) },
                sourcePath: file.relativePath))
        return output
    }
}

/// An `IncrementalPublisher` that records the pages each article's file was made from.
private final class PagesRecordingSink: IncrementalPublisher, @unchecked Sendable {
    var name: String { "pages" }
    var summary: String { "records the pages of every article file" }
    var articleFileExtension: String { "txt" }
    private let lock = NSLock()
    private var received: [String: [ArticlePages]] = [:]

    func articleFile(for article: Article, pages: ArticlePages, assets: AssetCatalog) throws -> Data {
        lock.withLock { received[article.id, default: []].append(pages) }
        let counts = pages.entries.map { "\($0.name)=\($0.pages.count)" }
        return Data((article.id + " " + counts.joined(separator: " ")).utf8)
    }

    func issueFiles(for index: IssueIndex) throws -> [OutputFile] {
        [OutputFile(path: "index.txt", data: Data(index.articles.map(\.file).joined(separator: "\n").utf8))]
    }

    /// What each article's file was made from, by article id, then forgets it.
    func take() -> [String: [ArticlePages]] {
        lock.withLock {
            defer { received = [:] }
            return received
        }
    }
}

@Suite struct GeometryPublishingTests {
    static let settings = """
        pages:
          narrow: {width: 300, height: 400, margin: 20, font-size: 16, line-height: 1.5}
          wide: {width: 1200, height: 700, margin: 40, font-size: 16, line-height: 1.5, columns: 2}
        """

    /// A content folder of a long and a short article in the two geometries of `settings`,
    /// and a builder with a cache beside it.
    static func twoArticleIssue() throws -> (TemporaryFolder, IssueBuilder) {
        let temp = try TemporaryFolder()
        try temp.write("content/issue.yaml", settings)
        try temp.write("content/long.txt", paragraphs(30, word: "meadow"))
        try temp.write("content/short.txt", paragraphs(3, word: "pond"))
        let builder = IssueBuilder(
            registry: PluginRegistry(sources: [ParagraphSource()]), cache: temp.url.appendingPathComponent("cache"))
        return (temp, builder)
    }

    static func paragraphs(_ count: Int, word: String) -> String {
        (1...count).map { "Paragraph \($0): " + Array(repeating: word, count: 40).joined(separator: " ") }
            .joined(separator: "\n")
    }

    @Test func anArticleFileSinkGetsEveryGeometrysPagesOnColdAndWarmBuilds() async throws {
        let (temp, builder) = try Self.twoArticleIssue()
        let sink = PagesRecordingSink()
        let output = temp.url.appendingPathComponent("out")

        var state = try await builder.load(folderAt: temp.path + "/content")
        try await builder.publish(&state, to: [PublishTarget(publisher: sink, folder: output)])
        let cold = sink.take()
        let expected = PageMatrix(state.issue, for: state.scan.issue.settings.pages).articles
        #expect(cold.keys.sorted() == ["cover", "long", "short"])
        for (article, pages) in zip(state.issue.articles, expected) {
            let received = try #require(cold[article.id]?.first)
            #expect(received.entries.map(\.name) == ["narrow", "wide"])
            #expect(received == pages)
        }
        let long = try #require(cold["long"]?.first)
        #expect(long.entries[0].pages.count > long.entries[1].pages.count)
        #expect(long.entries[1].geometry.columns == 2)
        #expect(state.entries.map(\.digest.pageCount) == expected.map(\.primary.count))

        // A warm build after one article changed makes only that article's file, from every
        // geometry's pages of its new text.
        try temp.write("content/short.txt", Self.paragraphs(12, word: "reed"))
        var warm = try await builder.load(folderAt: temp.path + "/content")
        #expect(warm.reusedFiles == 1)
        try await builder.publish(&warm, to: [PublishTarget(publisher: sink, folder: output)])
        let changed = sink.take()
        #expect(changed.keys.sorted() == ["short"])
        let short = try #require(changed["short"]?.first)
        let entry = try #require(warm.entries.first { $0.id == "short" })
        let article = warm.article(entry).article
        #expect(short == ArticlePages.paginate([article], for: warm.scan.issue.settings.pages)[0])
        #expect(short.entries.map(\.name) == ["narrow", "wide"])
    }

    @Test func everyGeometryHasItsNavigationMapOnColdAndWarmBuilds() async throws {
        let (temp, builder) = try Self.twoArticleIssue()
        var cold = try await builder.load(folderAt: temp.path + "/content")
        let layouts = PageMatrix(cold.issue, for: cold.scan.issue.settings.pages)
        try builder.saveCache(cold)
        let warm = try await builder.load(folderAt: temp.path + "/content")
        #expect(warm.reusedFiles == 2)
        #expect(warm.entries.map(\.digest) == cold.entries.map(\.digest))
        for state in [cold, warm] {
            let maps = try state.navigationMaps()
            #expect(maps.map(\.name) == ["narrow", "wide"])
            for (map, layout) in zip(maps.map(\.map), layouts.rows.map(\.layout)) {
                #expect(map.articles.map(\.pages) == layout.columns.map(\.count))
                #expect(
                    map.articles.map(\.zoomable)
                        == layout.columns.map { column in column.indices.filter { column[$0].isZoomable } })
            }
        }
        let maps = try cold.navigationMaps()
        #expect(try maps[0].map == cold.navigationMap())
        // Article 0 is the cover, one page in both; the long article has fewer wide pages.
        #expect(maps[0].map.articles[1].pages > maps[1].map.articles[1].pages)
    }
}
