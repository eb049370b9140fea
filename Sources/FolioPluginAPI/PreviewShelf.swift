import FolioModel

/// A shelf of issues for a previewer to offer (`folio preview SHELF`): the reader picks an
/// issue, reads it, and may go back to the shelf for another.
public struct PreviewShelf: Sendable {
    /// One issue on the shelf, loaded.
    public struct Entry: Sendable {
        /// The issue's title.
        public var title: String
        /// The issue's number, when it has one.
        public var number: String?
        /// The issue's (or its cover's) date, `YYYY-MM-DD`, when it has one.
        public var date: String?
        /// The issue, articles in strip order (the cover first when it has one).
        public var issue: Issue
        /// Its content folder, for reading photo files.
        public var folder: ContentFolder

        /// Creates an entry.
        public init(title: String, number: String? = nil, date: String? = nil, issue: Issue, folder: ContentFolder) {
            self.title = title
            self.number = number
            self.date = date
            self.issue = issue
            self.folder = folder
        }
    }

    /// The shelf folder as the user named it.
    public var name: String
    /// The issues, newest first; never empty.
    public var entries: [Entry]

    /// Creates a shelf.
    public init(name: String, entries: [Entry]) {
        self.name = name
        self.entries = entries
    }
}
