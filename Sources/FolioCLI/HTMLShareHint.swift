import FolioBuild

/// The hint, in `folio build`'s summary, for an issue published as HTML without `base-url:`:
/// its pages' share metadata then leaves out what needs absolute URLs (`og:url`, `og:image`, the
/// canonical link). A hint, not a warning: a new issue has no URL yet, and its build is silent
/// under `--quiet` and clean under `--strict`.
enum HTMLShareHint {
    /// The sink whose pages carry share metadata.
    static let sink = "html"

    /// The hint's line when the issue names no base URL, else nil.
    static func line(for state: BuildState) -> String? {
        guard state.scan.issue.settings.baseURL == nil else { return nil }
        let file = state.scan.settingsFile == nil ? "a new issue.yaml" : "issue.yaml"
        return
            "hint: no base-url: shared links to these pages show no picture and name no page (og:image, og:url and the canonical link need absolute URLs); add 'base-url: https://example.org/issue/', where the issue is published, to \(file)"
    }
}
