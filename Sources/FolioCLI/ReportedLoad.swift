import ArgumentParser
import FolioCore

/// Loading an issue for a command that shows it rather than publishing it: the diagnostics go
/// to standard error (many of one kind summarised unless `verbose`), and an error ends the
/// command with a failure status unless the command shows the errors itself (`keepingErrors`).
enum ReportedLoad {
    /// The issue in `folder`, loaded with the running command's sources.
    static func issue(in folder: String, verbose: Bool, keepingErrors: Bool = false) async throws -> LoadedIssue {
        let loaded: LoadedIssue
        do {
            loaded = try await IssueLoader(registry: FolioCLI.registry).load(folderAt: folder)
        } catch {
            report(error.diagnostics, verbose: verbose)
            throw ExitCode.failure
        }
        report(loaded.diagnostics, verbose: verbose)
        guard keepingErrors || !loaded.hasErrors else { throw ExitCode.failure }
        return loaded
    }

    /// Prints `diagnostics` to standard error as `DiagnosticReport` lays them out.
    static func report(_ diagnostics: [Diagnostic], verbose: Bool, prefix: String = "") {
        DiagnosticReport(diagnostics).lines(verbose: verbose).forEach { Console.error(prefix + $0) }
    }
}
