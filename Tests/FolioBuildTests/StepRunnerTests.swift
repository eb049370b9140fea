import FolioLayout
import FolioModel
import FolioTestSupport
import Foundation
import Testing

@testable import FolioBuild
@testable import FolioFormats
@testable import FolioPluginAPI

/// A source that reads each `*.txt` file into one article titled with whether the load's
/// options include drafts, so a test sees the option arrive.
struct DraftsTellingSource: ContentSource {
    var name: String { "drafts" }
    var summary: String { "one article per *.txt, titled by the drafts option" }
    func claims(_ file: ContentFile) -> Bool { file.pathExtension == "txt" }
    func load(_ file: ContentFile, in folder: ContentFolder) -> SourceOutput {
        load(file, in: folder, options: SourceOptions())
    }
    func load(_ file: ContentFile, in folder: ContentFolder, options: SourceOptions) -> SourceOutput {
        SourceOutput(articles: [
            Article(
                id: Slug.make(file.baseName), title: options.includesDrafts ? "with drafts" : "without drafts",
                sourcePath: file.relativePath)
        ])
    }
}

/// A source that reads each `*.txt` file into one article and warns about it.
struct WarningSource: ContentSource {
    var name: String { "warning" }
    var summary: String { "one article per *.txt, with a warning" }
    func claims(_ file: ContentFile) -> Bool { file.pathExtension == "txt" }
    func load(_ file: ContentFile, in folder: ContentFolder) -> SourceOutput {
        var output = SourceOutput(articles: [
            Article(id: Slug.make(file.baseName), title: file.baseName, sourcePath: file.relativePath)
        ])
        output.diagnostics.append(.warning("a warning", at: file.location(line: 1, column: 1)))
        return output
    }
}

/// A publisher that fails with a plain error.
struct FailingPublisher: Publisher {
    var name: String { "broken" }
    var summary: String { "always fails" }
    func publish(_ publication: Publication, to folder: URL) throws {
        throw CocoaError(.fileWriteNoPermission)
    }
}

@Suite struct StepRunnerTests {
    static func issue() throws -> TemporaryFolder {
        let temp = try TemporaryFolder()
        try temp.write("content/a.txt", "alpha\nbeta\n")
        try temp.write("content/b.txt", "gamma\n")
        return temp
    }

    /// `folio build`'s list runs every step once, in order, each timed under its name; on a
    /// warm build the articles the cache stood in for are read for the plain publisher under
    /// `load cached`, booked apart from the publish step that asked.
    @Test func theBuildListTimesEveryStepByNameAndBooksCachedReadsApart() async throws {
        let temp = try Self.issue()
        let builder = IssueBuilder(
            registry: PluginRegistry(sources: [LineSource()]), cache: temp.url.appendingPathComponent("cache"))
        let targets = [PublishTarget(publisher: RecordingSink(), folder: temp.url.appendingPathComponent("out"))]
        var cold = BuildContext(builder: builder, path: temp.path + "/content")
        try await StepRunner.run(Pipeline.build(targets), on: &cold)
        #expect(
            cold.timings.steps.map(\.name) == [
                "scan", "load", "order", "links", "fonts", "paginate", "check", "prepare assets", "publish record",
                "save cache",
            ])
        #expect(cold.timings.line.hasPrefix("steps: scan "))

        var warm = BuildContext(builder: builder, path: temp.path + "/content")
        try await StepRunner.run(Pipeline.build(targets), on: &warm)
        #expect(warm.state.reusedFiles == 2)
        #expect(
            warm.timings.steps.map(\.name) == [
                "scan", "load", "order", "links", "fonts", "paginate", "check", "prepare assets", "load cached",
                "publish record",
                "save cache",
            ])
        #expect(warm.state.issue.articles.map(\.title) == ["content", "alpha", "beta", "gamma"])
    }

    /// The preview's list reads every file and paginates nothing.
    @Test func theReadingListStopsAtLinks() async throws {
        let temp = try Self.issue()
        var context = IssueLoader(registry: PluginRegistry(sources: [LineSource()])).context(
            folderAt: temp.path + "/content")
        try await StepRunner.run(Pipeline.reading, on: &context)
        #expect(context.timings.steps.map(\.name) == ["scan", "load", "order", "links"])
        #expect(context.state.entries.allSatisfy { $0.digest.pageCount == 0 })
    }

    /// Whatever a step throws, the error names the step that threw it, and the steps after it
    /// do not run.
    @Test func anErrorNamesItsStep() async throws {
        let temp = try Self.issue()
        let builder = IssueBuilder(
            registry: PluginRegistry(sources: [LineSource()]), cache: temp.url.appendingPathComponent("cache"))
        let mislabelled = PipelineStep("probe") { _ throws(FolioError) in
            throw FolioError(step: "somewhere else", "not ready")
        }
        var context = BuildContext(builder: builder, path: temp.path + "/content")
        let error = await #expect(throws: FolioError.self) {
            try await StepRunner.run(Pipeline.reading + [mislabelled, .paginate], on: &context)
        }
        #expect(error?.step == "probe")
        #expect(error?.diagnostics.map(\.message) == ["not ready"])
        #expect(context.timings.steps.map(\.name) == ["scan", "load", "order", "links", "probe"])

        let failing = [PublishTarget(publisher: FailingPublisher(), folder: temp.url.appendingPathComponent("out"))]
        var build = BuildContext(builder: builder, path: temp.path + "/content")
        let publishError = await #expect(throws: FolioError.self) {
            try await StepRunner.run(Pipeline.build(failing), on: &build)
        }
        #expect(publishError?.step == "publish broken")
        #expect(build.timings.steps.map(\.name).last == "publish broken")
    }

    /// The gate between reading and publishing (`PipelineStep.check`), in the one list that
    /// `folio build` and `folio serve` run: an issue with an error stops there, says how many,
    /// and no publisher writes; under `strict` a warning does the same, and without `strict`
    /// the publishers run. The steps before it saw every file, and `willRun` saw every step.
    @Test func theGateStopsAnIssueWithProblemsBeforeAnyPublisher() async throws {
        let temp = try Self.issue()
        try temp.write("content/c.txt", "!broken\n")
        let builder = IssueBuilder(
            registry: PluginRegistry(sources: [LineSource()]), cache: temp.url.appendingPathComponent("cache"))
        let out = temp.url.appendingPathComponent("out")
        let targets = [PublishTarget(publisher: RecordingSink(), folder: out)]
        var context = BuildContext(builder: builder, path: temp.path + "/content")
        var seen: [String] = []
        let error = await #expect(throws: FolioError.self) {
            try await StepRunner.run(Pipeline.build(targets), on: &context) { step, _ in seen.append(step.name) }
        }
        #expect(error?.step == "check")
        #expect(error?.diagnostics.map(\.message) == ["build failed: 1 error; no output was written"])
        #expect(seen == ["scan", "load", "order", "links", "fonts", "paginate", "check"])
        #expect(context.state.diagnostics.map(\.message) == ["bad line"])
        #expect(!FileManager.default.fileExists(atPath: out.path))

        let warned = try TemporaryFolder()
        try warned.write("content/a.txt", "alpha\n")
        let warning = IssueBuilder(
            registry: PluginRegistry(sources: [WarningSource()]), cache: warned.url.appendingPathComponent("cache"))
        var strict = BuildContext(builder: warning, path: warned.path + "/content")
        let strictError = await #expect(throws: FolioError.self) {
            try await StepRunner.run(Pipeline.build(targets, strict: true), on: &strict)
        }
        #expect(
            strictError?.diagnostics.map(\.message) == [
                "build failed: 1 warning is an error under --strict; no output was written"
            ])
        #expect(!FileManager.default.fileExists(atPath: out.path))
        var lenient = BuildContext(builder: warning, path: warned.path + "/content")
        try await StepRunner.run(Pipeline.build(targets), on: &lenient)
        #expect(lenient.timings.steps.map(\.name).contains("publish record"))
    }

    /// `--drafts` reaches every source as a typed option of the load, and a build with it does
    /// not reuse what a build without it made of a file.
    @Test func draftsReachTheSourcesAndTheCacheIdentity() async throws {
        let temp = try Self.issue()
        let cache = temp.url.appendingPathComponent("cache")
        let registry = PluginRegistry(sources: [DraftsTellingSource()])
        let without = IssueBuilder(registry: registry, cache: cache)
        let first = try await without.load(folderAt: temp.path + "/content")
        #expect(first.issue.articles.dropFirst().map(\.title) == ["without drafts", "without drafts"])
        try without.saveCache(first)

        let with = IssueBuilder(registry: registry, cache: cache, includesDrafts: true)
        let second = try await with.load(folderAt: temp.path + "/content")
        #expect(second.reusedFiles == 0)
        #expect(second.issue.articles.dropFirst().map(\.title) == ["with drafts", "with drafts"])
        let loaded = try await IssueLoader(registry: registry, includesDrafts: true).load(
            folderAt: temp.path + "/content")
        #expect(loaded.issue.articles.dropFirst().map(\.title) == ["with drafts", "with drafts"])
    }
}
