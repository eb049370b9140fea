import FolioTestSupport
import Foundation
import Testing

@testable import FolioBuild
@testable import FolioFormats
@testable import FolioPluginAPI
@testable import FolioShelf

/// A publisher of shelves: each issue's article titles into `titles.txt`, and the shelf's
/// issues, in the shelf's order, into `shelf.txt`.
struct ShelfListingSink: ShelfPublisher {
    var name: String { "listing" }
    var summary: String { "titles per issue, slugs per shelf" }

    func publish(_ publication: Publication, to folder: URL) throws {
        try Data(publication.issue.articles.map(\.title).joined(separator: "\n").utf8)
            .write(to: folder.appendingPathComponent("titles.txt"))
    }

    func shelfFiles(for shelf: ShelfSite) throws -> [OutputFile] {
        [OutputFile(path: "shelf.txt", data: Data(shelf.issues.map(\.slug).joined(separator: "\n").utf8))]
    }
}

/// A shelf report that records what the steps told it, in order.
final class RecordingShelfReport: ShelfReport, @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [String] = []

    func unchanged(_ entry: ShelfEntry) { lock.withLock { seen.append("\(entry.slug) unchanged") } }

    func building(_ entry: ShelfEntry) -> any BuildReport {
        lock.withLock { seen.append("\(entry.slug) built") }
        return SilentBuildReport()
    }

    var events: [String] { lock.withLock { seen } }
}

@Suite struct ShelfStepsTests {
    /// A shelf of three issues, a (oldest), b and c (newest), each of one text file.
    static func shelf() throws -> TemporaryFolder {
        let temp = try TemporaryFolder()
        for (slug, day) in [("a", "01"), ("b", "02"), ("c", "03")] {
            try temp.write("shelf/\(slug)/issue.yaml", "title: Issue \(slug)\ndate: 2026-11-\(day)\n")
            try temp.write("shelf/\(slug)/\(slug).txt", "\(slug) one\n\(slug) two\n")
        }
        return temp
    }

    /// The context `folio build SHELF` makes: the record of the last build from the cache, the
    /// registry drawing pages with `rasterizer` (none by default).
    static func context(
        _ temp: TemporaryFolder, targets: [PublishTarget], report: any ShelfReport,
        rasterizer: (any PageRasterizer)? = nil
    ) throws -> ShelfContext {
        let cache = temp.url.appendingPathComponent("cache")
        let shelf = try ShelfFolder(folder: temp.url.appendingPathComponent("shelf"), displayPath: temp.path + "/shelf")
        var damage: [Diagnostic] = []
        let record = ShelfRecord.load(from: cache, reporting: &damage)
        #expect(damage.isEmpty)
        return ShelfContext(
            shelf: shelf, settings: ShelfSettings(), targets: targets,
            builder: IssueBuilder(
                registry: PluginRegistry(sources: [LineSource()], rasterizer: rasterizer), cache: cache),
            cache: cache,
            strict: false, version: "test", record: record, report: report)
    }

    /// `folio build SHELF`'s one list, run as the command runs it: every issue built on a
    /// context of its own, then the shelf's steps, each timed under its name. On the next
    /// build an issue that fails (an error, stopped by its own list's gate) keeps its previous
    /// output and its place, the unchanged issues are kept without building, the shelf's
    /// documents are still written, and the list fails at its last step, `check`, naming it.
    @Test func oneIssueFailingLetsTheOthersAndTheShelfBeWrittenAndUnchangedOnesAreKept() async throws {
        let temp = try Self.shelf()
        let out = temp.url.appendingPathComponent("out")
        let targets = [PublishTarget(publisher: ShelfListingSink(), folder: out)]
        let cold = RecordingShelfReport()
        var context = try Self.context(temp, targets: targets, report: cold)
        let list = Pipeline.shelf(context.shelf, targets: targets)
        #expect(
            list.map(\.name) == ["c", "b", "a", "remove leftovers", "save record", "publish shelf listing", "check"])
        try await StepRunner.run(list, on: &context)
        #expect(context.timings.steps.map(\.name) == list.map(\.name))
        #expect(cold.events == ["c built", "b built", "a built"])
        #expect((context.rebuilt, context.unchanged, context.failed) == (["c", "b", "a"], [], []))
        #expect(try String(contentsOf: out.appendingPathComponent("shelf.txt"), encoding: .utf8) == "c\nb\na")
        let titles = try String(contentsOf: out.appendingPathComponent("b/titles.txt"), encoding: .utf8)
        #expect(titles.hasSuffix("b one\nb two"))

        try temp.write("shelf/b/b.txt", "!broken\n")
        try FileManager.default.removeItem(at: out.appendingPathComponent("shelf.txt"))
        let warm = RecordingShelfReport()
        var next = try Self.context(temp, targets: targets, report: warm)
        let error = await #expect(throws: FolioError.self) {
            try await StepRunner.run(Pipeline.shelf(next.shelf, targets: targets), on: &next)
        }
        #expect(error?.step == ShelfStep.checkName)
        #expect(
            error?.diagnostics.map(\.message) == [
                "shelf build failed: 1 issue did not build (b); each keeps its previous output, the other issues and the shelf's documents are written"
            ])
        #expect(warm.events == ["c unchanged", "b built", "a unchanged"])
        #expect((next.rebuilt, next.unchanged, next.failed) == ([], ["c", "a"], ["b"]))
        #expect(next.timings.steps.map(\.name) == list.map(\.name))
        #expect(try String(contentsOf: out.appendingPathComponent("shelf.txt"), encoding: .utf8) == "c\nb\na")
        #expect(try String(contentsOf: out.appendingPathComponent("b/titles.txt"), encoding: .utf8) == titles)
    }

    /// An issue that left the shelf since the last build leaves it: its output and its record
    /// are removed, the others kept as they were.
    @Test func anIssueThatLeftTheShelfIsRemovedWithItsRecord() async throws {
        let temp = try Self.shelf()
        let out = temp.url.appendingPathComponent("out")
        let targets = [PublishTarget(publisher: ShelfListingSink(), folder: out)]
        var context = try Self.context(temp, targets: targets, report: SilentShelfReport())
        try await StepRunner.run(Pipeline.shelf(context.shelf, targets: targets), on: &context)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("a").path))

        try FileManager.default.removeItem(at: temp.url.appendingPathComponent("shelf/a"))
        var next = try Self.context(temp, targets: targets, report: SilentShelfReport())
        try await StepRunner.run(Pipeline.shelf(next.shelf, targets: targets), on: &next)
        #expect((next.rebuilt, next.unchanged, next.failed) == ([], ["c", "b"], []))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("a").path))
        #expect(next.record.issues.keys.sorted() == ["b", "c"])
        #expect(try String(contentsOf: out.appendingPathComponent("shelf.txt"), encoding: .utf8) == "c\nb")
    }
}
