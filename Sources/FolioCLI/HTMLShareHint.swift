import FolioBuild
import FolioModel

/// The one warning about an issue published as HTML without `base-url:`: its pages' share
/// metadata then leaves out what needs absolute URLs (`og:url`, `og:image`, the canonical link).
enum HTMLShareWarning {
    /// The sink whose pages carry share metadata.
    static let sink = "html"

    /// Adds the warning to `state` when the issue names no base URL, at its `issue.yaml`.
    static func check(_ state: inout BuildState) {
        guard state.scan.issue.settings.baseURL == nil else { return }
        let file = state.scan.settingsFile
        let location =
            file?.location()
            ?? SourceLocation(
                path: state.scan.folder.displayPath == "."
                    ? "issue.yaml" : "\(state.scan.folder.displayPath)/issue.yaml")
        state.diagnostics.append(
            .warning(
                "no base-url: the HTML pages' share metadata leaves out og:url, og:image and the canonical link, which need absolute URLs; add 'base-url: https://example.org/issue/' (where the issue is published) to \(file == nil ? "a new issue.yaml" : "issue.yaml")",
                at: location))
    }
}
