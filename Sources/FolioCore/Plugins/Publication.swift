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

    /// Creates a publication.
    public init(issue: Issue, layout: IssueLayout, folder: ContentFolder) {
        self.issue = issue
        self.layout = layout
        self.folder = folder
    }
}
