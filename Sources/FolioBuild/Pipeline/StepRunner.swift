import FolioModel

/// Runs a list of steps, the only place any command does: each in order on one context,
/// timed under its name in `context.timings` (time a step spends in `BuildContext.loadCached`
/// is booked there instead), and any error it throws carries its name.
package enum StepRunner {
    /// Runs `steps` on `context`; the first that fails stops the list, and its error names it.
    /// `willRun` sees each step and the context just before the step runs (a command's
    /// progress and report: `folio build` prints the summary before `check`).
    package static func run(
        _ steps: [PipelineStep], on context: inout BuildContext,
        willRun: (PipelineStep, BuildContext) -> Void = { _, _ in }
    ) async throws(FolioError) {
        for step in steps {
            willRun(step, context)
            let start = ContinuousClock.now
            let bookedBefore = context.timings.booked
            // A step that fails is timed too, up to its failure.
            defer {
                context.timings.record(step.name, ContinuousClock.now - start - (context.timings.booked - bookedBefore))
            }
            do {
                try await step.run(&context)
            } catch {
                var named = error
                named.step = step.name
                throw named
            }
        }
    }
}
