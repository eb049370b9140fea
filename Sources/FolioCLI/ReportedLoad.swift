import ArgumentParser
import FolioCore

/// Loading an issue for a command that shows it rather than publishing it: every diagnostic
/// goes to standard error, and any error ends the command with a failure status.
enum ReportedLoad {
    /// The issue in `folder`, loaded with the running command's sources.
    static func issue(in folder: String) async throws -> LoadedIssue {
        let loaded: LoadedIssue
        do {
            loaded = try await IssueLoader(registry: FolioCLI.registry).load(folderAt: folder)
        } catch {
            error.diagnostics.forEach { Console.error($0.description) }
            throw ExitCode.failure
        }
        loaded.diagnostics.forEach { Console.error($0.description) }
        guard !loaded.hasErrors else { throw ExitCode.failure }
        return loaded
    }
}
