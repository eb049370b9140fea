import FolioModel

/// What a source is told with each file it loads: the issue's settings and the options of
/// this run.
public struct SourceOptions: Sendable, Equatable {
    /// The issue's settings (smart punctuation, ...), as `issue.yaml` says.
    public var settings: IssueSettings
    /// Whether articles marked as drafts are read as articles (`--drafts`); see `Drafts`.
    public var includesDrafts: Bool

    /// Options with the default settings and drafts left out, unless said otherwise.
    public init(settings: IssueSettings = IssueSettings(), includesDrafts: Bool = false) {
        self.settings = settings
        self.includesDrafts = includesDrafts
    }
}
