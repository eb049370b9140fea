/// Articles marked as drafts (`draft: true` in a Markdown file's front matter) are left out
/// unless the load's `SourceOptions.includesDrafts` says so (`folio ... --drafts`). A source
/// that finds a draft while drafts are out sets its file aside with `reason`, keeping its
/// diagnostics and the files it uses, so a draft's errors still fail the build and its photos
/// are not reported as unused. The build cache's identity includes the choice, so a build with
/// `--drafts` never reuses what a build without it made of a file.
public enum Drafts {
    /// Why a draft's file is set aside.
    public static let reason = "a draft (draft: true); --drafts includes it"
}
