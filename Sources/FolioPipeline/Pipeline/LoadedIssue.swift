import FolioModel

/// An issue as the sources made it, with everything the summary reports about the folder.
public struct LoadedIssue: Sendable {
    /// The issue, articles in strip order.
    public var issue: Issue
    /// The content folder it came from.
    public var folder: ContentFolder
    /// Every problem found, in the order found.
    public var diagnostics: [Diagnostic]
    /// How many files each source read as content, by source name.
    public var filesBySource: [String: Int]
    /// Files a source claimed but found not to be content (an app's Info.plist).
    public var ignored: [IgnoredFile]
    /// Files that no source claimed and no article uses.
    public var unused: [ContentFile]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Creates a loaded issue.
    public init(
        issue: Issue, folder: ContentFolder, diagnostics: [Diagnostic],
        filesBySource: [String: Int], ignored: [IgnoredFile], unused: [ContentFile]
    ) {
        self.issue = issue
        self.folder = folder
        self.diagnostics = diagnostics
        self.filesBySource = filesBySource
        self.ignored = ignored
        self.unused = unused
    }
}

/// A file that a source claimed and then set aside, with the reason.
public struct IgnoredFile: Sendable, Equatable {
    /// The file.
    public var file: ContentFile
    /// The source that set it aside.
    public var source: String
    /// Why (`not a parks list: its root is a dictionary without 'parks'`).
    public var reason: String

    /// Creates an ignored-file record.
    public init(file: ContentFile, source: String, reason: String) {
        self.file = file
        self.source = source
        self.reason = reason
    }
}
