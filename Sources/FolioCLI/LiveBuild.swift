import FolioCore
import FolioServer
import Foundation

/// One build of `folio serve`: the pipeline of `folio build --sink html` (`IssueBuilder`'s
/// load and publish, the same steps), so a rebuild reads only the files that changed and
/// rewrites only their articles. A build with
/// errors writes nothing: the last good bundle stays in `out`, and its errors are returned.
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

        var succeeded: Bool { errors.isEmpty }
    }

    var builder: IssueBuilder
    var folder: String
    var sink: any Sink
    var out: URL

    /// Builds the issue into `out`; with `everything`, the outcome has every article's places.
    func run(everything: Bool) async -> Outcome {
        let clock = ContinuousClock()
        let start = clock.now
        var outcome = Outcome(errors: [], warnings: [], title: nil, read: 0, files: 0, duration: .zero)
        var state: BuildState
        do {
            state = try await builder.load(folderAt: folder)
        } catch {
            outcome.errors = error.diagnostics
            outcome.duration = clock.now - start
            return outcome
        }
        outcome.title = state.scan.issue.title
        outcome.files = state.scan.claims.count
        outcome.read = state.scan.claims.count - state.reusedFiles
        let shown = state.diagnostics.count
        do {
            if !state.hasErrors {
                try await builder.publish(&state, to: [PublishTarget(sink: sink, folder: out)])
                outcome.places = builder.places(&state, everything: everything)
            }
        } catch {
            state.diagnostics += error.diagnostics
        }
        outcome.errors = state.diagnostics.filter { $0.severity == .error }
        outcome.warnings = state.diagnostics.prefix(shown).filter { $0.severity != .error }
        outcome.duration = clock.now - start
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
