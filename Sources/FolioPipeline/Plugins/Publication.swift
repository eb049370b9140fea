import FolioLayout
import FolioModel

/// The finished issue that sinks receive: the content, its pages, and what the content
/// folder's files were.
public struct Publication: Sendable {
    /// The issue, articles in strip order.
    public var issue: Issue
    /// Each article's pages, for the issue's page geometry; `layout.columns[i]` belongs to
    /// `issue.articles[i]`.
    public var layout: IssueLayout
    /// The content folder the issue came from, for reading photo files by their paths.
    public var folder: ContentFolder
    /// The photos' content-hashed files, renditions and thumbnails, when the asset stage ran
    /// (it runs before publishing sinks; an interactive preview reads photos directly).
    public var assets: PreparedAssets?

    /// Creates a publication.
    public init(issue: Issue, layout: IssueLayout, folder: ContentFolder, assets: PreparedAssets? = nil) {
        self.issue = issue
        self.layout = layout
        self.folder = folder
        self.assets = assets
    }
}
