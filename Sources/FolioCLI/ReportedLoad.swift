import ArgumentParser
import FolioBuild
import FolioPluginAPI

/// Running a list of steps for a command that shows an issue rather than publishing it (no
/// build cache): the diagnostics go to standard error as `printer` prints them, and an error
/// ends the command with a failure status unless the command shows the errors itself
/// (`keepingErrors`).
enum ReportedLoad {
    /// The issue in `folder`, loaded with the running command's sources (`Pipeline.reading`).
    static func issue(in folder: IssueFolder, printer: DiagnosticPrinter, keepingErrors: Bool = false) async throws
        -> LoadedIssue
    {
        LoadedIssue(try await run(Pipeline.reading, in: folder, printer: printer, keepingErrors: keepingErrors).state)
    }

    /// The context after `steps` ran on the issue in `folder` with the running command's sources.
    static func run(
        _ steps: [PipelineStep], in folder: IssueFolder, printer: DiagnosticPrinter, keepingErrors: Bool = false
    ) async throws -> BuildContext {
        try await run(
            steps, at: try folder.resolve(), includesDrafts: folder.includesDrafts, printer: printer,
            keepingErrors: keepingErrors)
    }

    /// The context after `steps` ran on the issue at `path`, drafts included when
    /// `includesDrafts`.
    static func run(
        _ steps: [PipelineStep], at path: String, includesDrafts: Bool, printer: DiagnosticPrinter,
        keepingErrors: Bool = false
    ) async throws -> BuildContext {
        var context = IssueLoader(registry: FolioCLI.registry, includesDrafts: includesDrafts).context(
            folderAt: path)
        do {
            try await StepRunner.run(steps, on: &context)
        } catch {
            printer.print(error.diagnostics)
            throw ExitCode.failure
        }
        printer.print(context.state.diagnostics)
        guard keepingErrors || !context.state.hasErrors else { throw ExitCode.failure }
        return context
    }
}
