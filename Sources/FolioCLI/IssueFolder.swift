import ArgumentParser
import FolioPluginAPI
import Foundation

/// The issue folder argument and `--drafts`, shared by `build`, `serve`, `preview` and
/// `paginate`: the one place that decides which folder a command reads when none is named.
struct IssueFolder: ParsableArguments {
    /// The folder `folio` reads without an argument, after the current folder itself.
    static let conventionalFolder = "Content"

    @Argument(
        help: ArgumentHelp(
            "The issue's folder. Default: the current folder when it holds issue.yaml, else ./Content.",
            valueName: "folder"))
    var folder: String?

    @Flag(help: "Include articles whose front matter says draft: true (left out by default).")
    var drafts = false

    /// Whether the sources read drafts as articles: `--drafts`, or `FOLIO_DRAFTS=1` in the
    /// environment (`Drafts`).
    var includesDrafts: Bool { Self.includesDrafts(flag: drafts) }

    /// The rule for a command with a `--drafts` flag of its own: the flag, or `FOLIO_DRAFTS=1`.
    static func includesDrafts(flag: Bool) -> Bool {
        flag || ProcessInfo.processInfo.environment["FOLIO_DRAFTS"] == "1"
    }

    /// The folder to read: the one named, else the current folder when it holds `issue.yaml`,
    /// else `./Content`. Throws a failure, after saying where it looked, when no folder is
    /// named and neither exists.
    func resolve() throws -> String {
        if let folder { return folder }
        let files = FileManager.default
        if files.fileExists(atPath: "issue.yaml") { return "." }
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: Self.conventionalFolder, isDirectory: &isFolder), isFolder.boolValue {
            return Self.conventionalFolder
        }
        Console.error(
            "error: no issue here: the current folder has no issue.yaml and there is no ./\(Self.conventionalFolder) folder; name the issue's folder, or make an issue with `folio new NAME`"
        )
        throw ExitCode.validationFailure
    }
}
