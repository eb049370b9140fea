import FolioBuild
import FolioModel
import FolioPluginAPI

/// What `folio build` shows of one issue's build (`Pipeline.build`), alone or as one of a
/// shelf's: the progress line, the issue's summary and diagnostics just before the gate
/// (`check`), then `publish NAME · N articles` from the first step past it; when the list ends,
/// why it failed, and the warnings found while publishing (damaged cache entries made again,
/// leftovers of an interrupted build removed), however it ended.
final class IssueBuildReport: BuildReport {
    private let printer: DiagnosticPrinter
    private let talks: Bool
    private let verbose: Bool
    private let targets: [PublishTarget]
    private let progress: ProgressLine
    /// How many of the issue's diagnostics were printed before publishing; nil before the gate.
    private var shown: Int?
    /// Whether the progress line says the issue is being published.
    private var publishing = false

    /// A report of a build with `targets`, as `folio build`'s options say (`--diagnostics`,
    /// `--verbose`, `--quiet`); the progress line starts at once.
    init(targets: [PublishTarget], options: Options) {
        printer = DiagnosticPrinter(format: options.diagnostics, verbose: options.verbose)
        talks = !options.quiet
        verbose = options.verbose
        self.targets = targets
        progress = ProgressLine(enabled: talks && options.diagnostics == .text && ProgressLine.onTerminal)
        progress.step("load")
    }

    /// What of `folio build`'s options the report follows.
    struct Options: Sendable {
        /// How problems are printed (`--diagnostics`).
        var diagnostics: DiagnosticFormat
        /// Whether the summary lists every article (`--verbose`).
        var verbose: Bool
        /// Whether nothing is printed of a build that succeeds without warnings (`--quiet`).
        var quiet: Bool
    }

    func willRun(_ step: PipelineStep, _ context: BuildContext) {
        if step.name == PipelineStep.checkName {
            progress.clear()
            if talks {
                let publishesHTML = targets.contains { $0.publisher.name == HTMLShareHint.sink }
                BuildSummary(state: context.state, publishesHTML: publishesHTML).lines(verbose: verbose)
                    .forEach(Console.out)
            }
            printer.print(context.state.diagnostics)
            shown = context.state.diagnostics.count
        } else if shown != nil, !publishing {
            // The first step past the gate (preparing the photos) is publishing already.
            publishing = true
            progress.step(
                "publish \(targets.map(\.publisher.name).joined(separator: ", ")) · \(BuildSummary.count(context.state.entries.count, "article"))"
            )
        }
    }

    func ended(_ context: BuildContext, failure: FolioError?) {
        progress.stop()
        if let failure {
            if failure.step == PipelineStep.checkName {
                printer.conclude(failure.diagnostics.map(\.message).joined(separator: "; "))
            } else if shown == nil {
                printer.print(failure.diagnostics)
            } else {
                printer.print(failure.diagnostics, prefix: "\(failure.step): ")
                printer.conclude("build failed; the previous output of that sink is unchanged")
            }
        }
        if let shown { printer.print(Array(context.state.diagnostics.dropFirst(shown))) }
    }
}
