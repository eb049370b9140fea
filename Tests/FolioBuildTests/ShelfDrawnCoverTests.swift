import FolioTestSupport
import Foundation
import Testing

@testable import FolioBuild
@testable import FolioFormats
@testable import FolioPluginAPI
@testable import FolioShelf

/// A shelf publisher whose shelf shows drawn covers: `ShelfListingSink`'s files, and each
/// issue's drawn cover path beside its slug.
struct DrawnCoverListingSink: ShelfPublisher {
    var name: String { "drawn" }
    var summary: String { "slugs and drawn covers" }
    var showsDrawnCovers: Bool { true }

    func publish(_ publication: Publication, to folder: URL) throws {
        try ShelfListingSink().publish(publication, to: folder)
    }

    func shelfFiles(for shelf: ShelfSite) throws -> [OutputFile] {
        let lines = shelf.issues.map { "\($0.slug) \($0.drawnCover?.path ?? "-")" }
        return [OutputFile(path: "shelf.txt", data: Data(lines.joined(separator: "\n").utf8))]
    }
}

/// A rasterizer that writes what it was asked to draw: the page's size and scale, and the
/// issue's title, the cover frame's lines' text.
struct RecordingRasterizer: PageRasterizer {
    func jpeg(of page: TypesetPage, in publication: Publication, scale: Double) throws -> Data {
        let text = page.blocks.flatMap(\.lines).flatMap(\.runs).map(\.drawnText).joined(separator: " ")
        return Data("\(page.geometry.width)x\(page.geometry.height)@\(scale) \(publication.issue.title): \(text)".utf8)
    }
}

@Suite struct ShelfDrawnCoverTests {
    /// A shelf of a (`cover: false`) and b (a cover), each of one text file.
    static func shelf() throws -> TemporaryFolder {
        let temp = try TemporaryFolder()
        try temp.write("shelf/a/issue.yaml", "title: Issue a\ndate: 2026-11-01\ncover: false\n")
        try temp.write("shelf/a/a.txt", "a one\na two\n")
        try temp.write("shelf/b/issue.yaml", "title: Issue b\ndate: 2026-11-02\ncover: true\n")
        try temp.write("shelf/b/b.txt", "b one\nb two\n")
        return temp
    }

    static func context(_ temp: TemporaryFolder, targets: [PublishTarget], rasterizer: (any PageRasterizer)?)
        throws -> ShelfContext
    {
        try ShelfStepsTests.context(temp, targets: targets, report: SilentShelfReport(), rasterizer: rasterizer)
    }

    /// An issue with a cover gets its cover page laid out at `ShelfIssue.coverGeometry` and
    /// drawn by the registry's rasterizer into `covers/SLUG.jpg` of the publishers that show
    /// drawn covers, none of the others; its description says where. The record keeps it: an
    /// unchanged issue is not drawn again, one whose drawn cover went missing is rebuilt, and
    /// an issue that leaves the shelf takes its drawn cover with it.
    @Test func theCoverIsDrawnForThePublishersThatShowItAndKeptWithTheIssue() async throws {
        let temp = try Self.shelf()
        let drawnOut = temp.url.appendingPathComponent("out/drawn")
        let plainOut = temp.url.appendingPathComponent("out/listing")
        let targets = [
            PublishTarget(publisher: DrawnCoverListingSink(), folder: drawnOut),
            PublishTarget(publisher: ShelfListingSink(), folder: plainOut),
        ]
        var context = try Self.context(temp, targets: targets, rasterizer: RecordingRasterizer())
        try await StepRunner.run(Pipeline.shelf(context.shelf, targets: targets), on: &context)
        #expect(context.failed.isEmpty)
        let drawn = drawnOut.appendingPathComponent("covers/b.jpg")
        let picture = try String(contentsOf: drawn, encoding: .utf8)
        #expect(picture.hasPrefix("360.0x480.0@2.0 Issue b: "), "\(picture)")
        #expect(picture.contains("Issue b") && picture.contains("b one"), "the masthead and a cover line: \(picture)")
        #expect(!FileManager.default.fileExists(atPath: drawnOut.appendingPathComponent("covers/a.jpg").path))
        #expect(!FileManager.default.fileExists(atPath: plainOut.appendingPathComponent("covers").path))
        #expect(
            try String(contentsOf: drawnOut.appendingPathComponent("shelf.txt"), encoding: .utf8)
                == "b covers/b.jpg\na -")
        #expect(
            context.record.issues["b"]?.issue.drawnCover
                == ShelfIssue.Picture(path: "covers/b.jpg", width: 720, height: 960))

        // Unchanged: kept, not drawn again; a missing drawn cover makes its issue build again.
        var next = try Self.context(temp, targets: targets, rasterizer: RecordingRasterizer())
        #expect(next.record.issues["b"]?.issue.drawnCover?.path == "covers/b.jpg", "the record keeps it")
        try FileManager.default.removeItem(at: drawn)
        try await StepRunner.run(Pipeline.shelf(next.shelf, targets: targets), on: &next)
        #expect((next.rebuilt, next.unchanged) == (["b"], ["a"]))
        #expect(try String(contentsOf: drawn, encoding: .utf8) == picture)

        // b leaves the shelf: its drawn cover goes with its folder.
        try FileManager.default.removeItem(at: temp.url.appendingPathComponent("shelf/b"))
        var last = try Self.context(temp, targets: targets, rasterizer: RecordingRasterizer())
        try await StepRunner.run(Pipeline.shelf(last.shelf, targets: targets), on: &last)
        #expect(!FileManager.default.fileExists(atPath: drawn.path))
        #expect(try String(contentsOf: drawnOut.appendingPathComponent("shelf.txt"), encoding: .utf8) == "a -")
    }

    /// A registry without a rasterizer draws no covers: the shelf shows the cover photo.
    @Test func withoutARasterizerNoCoverIsDrawn() async throws {
        let temp = try Self.shelf()
        let out = temp.url.appendingPathComponent("out/drawn")
        let targets = [PublishTarget(publisher: DrawnCoverListingSink(), folder: out)]
        var context = try Self.context(temp, targets: targets, rasterizer: nil)
        try await StepRunner.run(Pipeline.shelf(context.shelf, targets: targets), on: &context)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("covers").path))
        #expect(try String(contentsOf: out.appendingPathComponent("shelf.txt"), encoding: .utf8) == "b -\na -")
    }
}
