import FolioModel

/// A newer version of the issue a preview is showing, read again after its files changed
/// (`folio preview --watch`).
public struct PreviewUpdate: Sendable {
    /// The issue as it reads now.
    public var issue: Issue
    /// Its content folder.
    public var folder: ContentFolder
    /// The id of an article to show at once (the problems of a folder that no longer reads
    /// cleanly); nil keeps the reader's place: the same article, by id, at the same page.
    public var show: String?

    /// An update.
    public init(issue: Issue, folder: ContentFolder, show: String? = nil) {
        self.issue = issue
        self.folder = folder
        self.show = show
    }
}
