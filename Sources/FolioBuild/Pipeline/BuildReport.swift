import FolioModel

/// What a command shows of one issue's build while its list (`Pipeline.build`) runs through
/// `StepRunner.run(_:on:report:)`: each step as it starts (`folio build` prints the issue's
/// summary and diagnostics before `check`), then how the list ended, once, however it ended.
/// A shelf's build gives each issue's list one (`ShelfReport.building(_:)`).
package protocol BuildReport: AnyObject {
    /// The step about to run, and the context as it is then.
    func willRun(_ step: PipelineStep, _ context: BuildContext)
    /// The list ended: with `failure`, the error of the step that stopped it, or with none.
    func ended(_ context: BuildContext, failure: FolioError?)
}
