import FolioBuild
import FolioModel

/// One step of a shelf's build (`Pipeline.shelf`): a name (what `--verbose` and errors say) and
/// what it does to the shelf's context. Run, as an issue's `PipelineStep`s are, by `StepRunner`:
///
/// - `SLUG`, one for each issue (`ShelfStep.issue`): its fingerprint taken, then kept when
///   unchanged since the last build, else built with `Pipeline.build` on a context of its own;
///   an issue that fails keeps its previous output and place, and the list goes on.
/// - `remove leftovers`: the output of issues that left the shelf since the last build.
/// - `save record`: the shelf record, for the next build.
/// - `publish shelf NAME`: each shelf publisher's documents (the shelf page and feed, `shelf.json`).
/// - `check`: a shelf with an issue that failed fails here, all else written.
package struct ShelfStep: Step {
    /// What timings and errors call the step.
    package var name: String
    /// What the step does.
    package var run: @Sendable (inout ShelfContext) async throws(FolioError) -> Void

    /// A step called `name` that does `run`.
    package init(_ name: String, run: @escaping @Sendable (inout ShelfContext) async throws(FolioError) -> Void) {
        self.name = name
        self.run = run
    }
}
