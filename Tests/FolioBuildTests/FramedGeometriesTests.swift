import FolioLayout
import FolioModel
import FolioTestSupport
import Foundation
import Testing

@testable import FolioBuild
@testable import FolioPluginAPI

/// A source that reads each `*.txt` file into one article, a paragraph per line.
private struct ParagraphSource: ContentSource {
    var name: String { "paragraphs" }
    var summary: String { "one article per *.txt, a paragraph per line" }
    func claims(_ file: ContentFile) -> Bool { file.pathExtension == "txt" }
    func load(_ file: ContentFile, in folder: ContentFolder) -> SourceOutput {
        let text = (try? String(contentsOf: file.url, encoding: .utf8)) ?? ""
        let blocks = text.split(separator: "\n").map { Block.paragraph([.text(String($0))]) }
        return SourceOutput(articles: [
            Article(id: Slug.make(file.baseName), title: file.baseName, blocks: blocks, sourcePath: file.relativePath)
        ])
    }
}

/// A publisher that draws the frames of one geometry, and records its publication.
private final class FramingSink: Publisher, @unchecked Sendable {
    let geometry: String
    private let lock = NSLock()
    private var received: Publication?

    init(geometry: String) { self.geometry = geometry }

    var name: String { "frames" }
    var summary: String { "records the frames of one geometry" }
    func framedGeometries(for issue: FolioModel.Issue) -> Set<String> { [geometry] }
    func publish(_ publication: Publication, to folder: URL) throws {
        lock.withLock { received = publication }
    }
    var publication: Publication? { lock.withLock { received } }
}

/// Frames are made from the build's one pagination: the paginate step keeps the lines of the
/// geometries a publisher draws, and they are the very pages it publishes.
@Suite struct FramedGeometriesTests {
    static let sentence = "The river bends twice below the old mill, and the path follows it through the alders. "

    static func issue() throws -> TemporaryFolder {
        let temp = try TemporaryFolder()
        try temp.write("content/a.txt", String(repeating: sentence, count: 30) + "\n" + sentence + "\n")
        try temp.write("content/b.txt", String(repeating: sentence + "\n", count: 150))
        return temp
    }

    /// The publication carries every article's pages with their lines in the framed geometry,
    /// and none in the others; without their lines they are the pages it publishes.
    @Test func theFramedGeometrysLinesAreTheBuildsOwnPages() async throws {
        let temp = try Self.issue()
        let builder = IssueBuilder(
            registry: PluginRegistry(sources: [ParagraphSource()]), cache: temp.url.appendingPathComponent("cache"))
        var probe = BuildContext(builder: builder, path: temp.path + "/content")
        try await StepRunner.run(Pipeline.loading, on: &probe)
        let names = probe.state.scan.issue.settings.pages.names
        let framed = names[names.count - 1]
        let sink = FramingSink(geometry: framed)
        var context = BuildContext(builder: builder, path: temp.path + "/content")
        context.framing = [sink]
        let out = temp.url.appendingPathComponent("out")
        try await StepRunner.run(Pipeline.build([PublishTarget(publisher: sink, folder: out)]), on: &context)
        let publication = try #require(sink.publication)
        #expect(publication.lined.count == publication.issue.articles.count)
        let layout = try #require(publication.pages[framed])
        var lines = 0
        for (index, lined) in publication.lined.enumerated() {
            #expect(Set(lined.byGeometry.keys) == [framed])
            let pages = try #require(lined.byGeometry[framed])
            #expect(pages.map(\.published) == layout.columns[index])
            lines += pages.flatMap(\.lineBreaks).count
        }
        #expect(
            layout.columns.map(\.count).reduce(0, +) > publication.issue.articles.count,
            "pages: \(layout.columns.map(\.count)) in \(framed) \(layout.geometry), articles: \(publication.issue.articles.map { ($0.id, $0.blocks.count) })"
        )
        #expect(lines > 0)
    }

    /// The frames made from the kept lines are those of the article laid out again: the same
    /// lines, at the same places, with the same glyphs.
    @Test func framesFromTheKeptLinesAreThoseOfASecondPagination() async throws {
        let temp = try Self.issue()
        let builder = IssueBuilder(
            registry: PluginRegistry(sources: [ParagraphSource()]), cache: temp.url.appendingPathComponent("cache"))
        var context = BuildContext(builder: builder, path: temp.path + "/content")
        let names = try await {
            var probe = BuildContext(builder: builder, path: temp.path + "/content")
            try await StepRunner.run(Pipeline.loading, on: &probe)
            return probe.state.scan.issue.settings.pages.names
        }()
        let sink = FramingSink(geometry: names[0])
        context.framing = [sink]
        let out = temp.url.appendingPathComponent("out")
        try await StepRunner.run(Pipeline.build([PublishTarget(publisher: sink, folder: out)]), on: &context)
        let kept = try #require(sink.publication)
        var again = kept
        again.lined = []
        for index in kept.issue.articles.indices {
            let fromKept = try #require(try kept.typesetPages(ofArticle: index, in: names[0]))
            let laidOutAgain = try #require(try again.typesetPages(ofArticle: index, in: names[0]))
            #expect(fromKept.count == laidOutAgain.count)
            for (one, other) in zip(fromKept, laidOutAgain) {
                let oneLines = one.blocks.flatMap(\.lines)
                let otherLines = other.blocks.flatMap(\.lines)
                #expect(oneLines.map(\.text) == otherLines.map(\.text))
                #expect(oneLines.map(\.baseline) == otherLines.map(\.baseline))
                #expect(
                    oneLines.flatMap(\.runs).flatMap(\.glyphs) == otherLines.flatMap(\.runs).flatMap(\.glyphs))
            }
        }
    }
}
