import FolioBuild
import FolioPluginAPI
import FolioServer
import Foundation

/// One build of `folio serve`: the list of `folio build --sink html` (`Pipeline.build`), so a
/// rebuild reads only the files that changed and rewrites only their articles; a build that
/// needs every article's places also runs `PipelineStep.loadEverything`. A build with errors
/// stops at the gate and writes nothing: the last good bundle stays in `out`, and its errors
/// are returned. A rebuild tells of its bundle as soon as it is written, before the build
/// cache is saved, so that the pages reload that much sooner.
struct LiveBuild: Sendable {
    /// How a build went.
    struct Outcome: Sendable {
        /// The problems that stopped the build; empty when it succeeded.
        var errors: [Diagnostic]
        /// Every other diagnostic (warnings, notes).
        var warnings: [Diagnostic]
        /// The issue's title, when it was read.
        var title: String?
        /// How many content files were read (the others came from the cache).
        var read: Int
        /// How many content files the issue has.
        var files: Int
        /// The wall-clock time of the build.
        var duration: Duration
        /// Where the pages start in the text of the articles this build read (of every
        /// article, for a build with `everything`), by article id.
        var places: [String: ArticlePlaces] = [:]
        /// What went wrong after the bundle was written (saving the build cache): the bundle
        /// stands, the next build reads more.
        var afterPublishing: [Diagnostic] = []

        var succeeded: Bool { errors.isEmpty }
    }

    var builder: IssueBuilder
    var folder: String
    var publisher: any Publisher
    var out: URL

    /// Builds the issue into `out`; with `everything`, the outcome has every article's places.
    /// Without `everything`, `written` is given the outcome of a build that succeeded as soon as
    /// its bundle is written, before the cache is saved (the outcome returned adds what saving
    /// it found, in `afterPublishing`).
    func run(everything: Bool, written: (Outcome) -> Void = { _ in }) async -> Outcome {
        let clock = ContinuousClock()
        let start = clock.now
        var outcome = Outcome(errors: [], warnings: [], title: nil, read: 0, files: 0, duration: .zero)
        var context = BuildContext(builder: builder, path: folder)
        let steps = Pipeline.buildBeforeSaving([PublishTarget(publisher: publisher, folder: out)])
        let saving: [PipelineStep] = [.saveCache] + (everything ? [.loadEverything] : [])
        var shown: Int?
        var failure: FolioError?
        do {
            try await StepRunner.run(steps, on: &context) {
                step, context in
                if step.name == PipelineStep.checkName { shown = context.state.diagnostics.count }
            }
            if !everything {
                outcome = Self.outcome(of: context, shown: shown ?? 0, start: start)
                written(outcome)
            }
            do {
                try await StepRunner.run(saving, on: &context)
            } catch {
                outcome.afterPublishing = error.diagnostics
            }
        } catch {
            failure = error
        }
        guard let shown else {
            // Reading the issue failed: nothing of it is known but why.
            outcome.errors = failure?.diagnostics ?? []
            outcome.duration = clock.now - start
            return outcome
        }
        // The gate's error only counts the issue's own errors, which are in the state.
        if let failure, failure.step != PipelineStep.checkName { context.state.diagnostics += failure.diagnostics }
        let afterPublishing = outcome.afterPublishing
        outcome = Self.outcome(of: context, shown: shown, start: start)
        outcome.afterPublishing = afterPublishing
        return outcome
    }

    /// The outcome of the build `context` holds, whose first `shown` diagnostics were the
    /// issue's when its gate was reached.
    private static func outcome(of context: BuildContext, shown: Int, start: ContinuousClock.Instant) -> Outcome {
        let diagnostics = context.state.diagnostics
        var outcome = Outcome(
            errors: diagnostics.filter { $0.severity == .error },
            warnings: diagnostics.prefix(shown).filter { $0.severity != .error },
            title: context.state.scan.issue.title, read: context.state.scan.claims.count - context.state.reusedFiles,
            files: context.state.scan.claims.count, duration: ContinuousClock.now - start)
        outcome.places = context.state.places
        return outcome
    }
}

extension LiveBuild {
    /// For each page of `old` whose text a rebuild moved to another page: by geometry name,
    /// then article id, the old page's number (counted from 0, as a string key) and the new
    /// page's in the same geometry.
    static func relocations(
        from old: [String: ArticlePlaces], to new: [String: ArticlePlaces]
    ) -> [String: [String: [String: Int]]] {
        var relocations: [String: [String: [String: Int]]] = [:]
        for (id, rebuilt) in new {
            guard let previous = old[id], previous != rebuilt else { continue }
            for geometry in rebuilt.geometries {
                for page in 0..<previous.pageCount(in: geometry) {
                    let moved = rebuilt.page(showing: page, of: previous, in: geometry)
                    if moved != page {
                        relocations[geometry, default: [:]][id, default: [:]][String(page)] = moved
                    }
                }
            }
        }
        return relocations
    }
}

extension BuildStatus.Problem {
    /// The problem as the browser overlay shows `diagnostic`.
    init(_ diagnostic: Diagnostic) {
        self.init(
            location: diagnostic.location.map { ControlCharacters.escaped("\($0)") },
            severity: diagnostic.severity.rawValue,
            message: ControlCharacters.escaped(diagnostic.message),
            excerpt: diagnostic.excerptLines)
    }
}
