import Foundation

/// Whether articles marked as drafts (`draft: true` in a Markdown file's front matter) are
/// published: left out unless `--drafts` (or `FOLIO_DRAFTS=1` in the environment) says so. A
/// source that finds a draft while drafts are out sets its file aside with `reason`, keeping
/// its diagnostics and the files it uses, so a draft's errors still fail the build and its
/// photos are not reported as unused. The build cache's identity includes the choice, so a
/// build with `--drafts` never reuses what a build without it made of a file.
public enum Drafts {
    /// The environment variable that carries the choice to every source, in this process.
    public static let variable = "FOLIO_DRAFTS"

    /// Why a draft's file is set aside.
    public static let reason = "a draft (draft: true); --drafts includes it"

    /// Whether drafts are published.
    public static var included: Bool { ProcessInfo.processInfo.environment[variable] == "1" }

    /// Publishes drafts (or not) from now on, in this process.
    public static func include(_ drafts: Bool) {
        if drafts { setenv(variable, "1", 1) }
    }
}
