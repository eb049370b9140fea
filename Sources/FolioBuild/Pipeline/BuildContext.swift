import FolioLayout
import FolioModel
import FolioPluginAPI
import Foundation

/// What the pipeline's steps work on: the builder (plugins, cache, options), the folder, what
/// the steps made so far, and how long each took.
package struct BuildContext: StepContext {
    /// The plugins, the cache and the options.
    package var builder: IssueBuilder
    /// The content folder's path, as the user named it.
    package var path: String
    /// The scan step's result.
    package var scan: ContentScan?
    /// The load step's result, until the order step assembles it.
    var reading: FileReading?
    /// The order step's result, which the later steps complete.
    package var built: BuildState?
    /// The pages a command's own paginate step laid out for what it measures (`folio paginate`).
    package var measured: PageMatrix?
    /// The publishers this build will run, whose framed geometries the paginate step keeps
    /// the lines of (`Publisher.framedGeometries`).
    package var framing: [any Publisher] = []
    /// How long each step took.
    package var timings = StepTimings()
    /// What the publishers derive and the build cache keeps (`IssueIndex.derivedFiles`); nil
    /// without a cache.
    package let derivedFiles: DerivedFileCache?

    /// A context for building the issue in the folder at `path` with `builder`.
    package init(builder: IssueBuilder, path: String) {
        self.builder = builder
        self.path = path
        derivedFiles = builder.cache.map { DerivedFileCache(buildCache: $0) }
    }

    /// The issue as the order step made it and the later steps completed; only the steps
    /// after `order` ask for it.
    package var state: BuildState {
        get {
            guard let built else { preconditionFailure("a step needs the order step's result before it ran") }
            return built
        }
        set { built = newValue }
        _modify {
            guard built != nil else { preconditionFailure("a step needs the order step's result before it ran") }
            yield &built!
        }
    }

    /// Reads and paginates the files of `claims` that the cache gave without reading them,
    /// booking the time under `load cached` rather than the step that asks.
    package mutating func loadCached(claims: Set<Int>) {
        let start = ContinuousClock.now
        let read = state.loadCached(claims: claims)
        if read > 0 { timings.book(PipelineStep.loadCachedName, ContinuousClock.now - start) }
    }
}
