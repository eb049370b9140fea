import ArgumentParser
import FolioCore

/// Loading an issue for a command that shows it rather than publishing it: the diagnostics go
/// to standard error as `printer` prints them, and an error ends the command with a failure
/// status unless the command shows the errors itself (`keepingErrors`).
enum ReportedLoad {
    /// The issue in `folder`, loaded with the running command's sources.
    static func issue(in folder: String, printer: DiagnosticPrinter, keepingErrors: Bool = false) async throws
        -> LoadedIssue
    {
        let loaded: LoadedIssue
        do {
            loaded = try await IssueLoader(registry: FolioCLI.registry).load(folderAt: folder)
        } catch {
            printer.print(error.diagnostics)
            throw ExitCode.failure
        }
        printer.print(loaded.diagnostics)
        guard keepingErrors || !loaded.hasErrors else { throw ExitCode.failure }
        return loaded
    }
}
