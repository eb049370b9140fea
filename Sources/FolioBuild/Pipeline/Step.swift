import FolioModel

/// A step of a list that `StepRunner` runs: a name (what progress, `--verbose` and errors say)
/// and what it does to the list's context. An issue's steps are `PipelineStep`s, on a
/// `BuildContext`; a shelf's are `ShelfStep`s, on a `ShelfContext`. Both compose the same way
/// (`group`, `if`, `otherwise`: Publish's `PublishingStep.group` and `.if` are the model), so a
/// list says what it does, its conditions and what a failure leaves, in one place.
package protocol Step: Sendable {
    /// What the step works on.
    associatedtype Context: StepContext

    /// What progress, timings and errors call the step.
    var name: String { get }
    /// What the step does.
    var run: @Sendable (inout Context) async throws(FolioError) -> Void { get }

    /// A step called `name` that does `run`.
    init(_ name: String, run: @escaping @Sendable (inout Context) async throws(FolioError) -> Void)
}
