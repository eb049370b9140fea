import FolioFormats
import FolioModel
import FolioPluginAPI

/// An issue as the load step made it, every article read, with everything the summary
/// reports about the folder (taken from the pipeline's `BuildState`).
public struct LoadedIssue: Sendable {
    /// The issue, articles in strip order.
    public var issue: Issue
    /// What the load step found.
    public let state: BuildState

    /// The content folder it came from.
    public var folder: ContentFolder { state.scan.folder }
    /// Every problem found, in the order found.
    public var diagnostics: [Diagnostic] { state.diagnostics }
    /// How many files each source read as content, by source name.
    public var filesBySource: [String: Int] { state.filesBySource }
    /// Files a source claimed but found not to be content (an app's Info.plist).
    public var ignored: [IgnoredFile] { state.ignored }
    /// Files that no source claimed and no article uses.
    public var unused: [ContentFile] { state.unused }
    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { state.hasErrors }

    /// The issue of a load in which every file was read.
    public init(_ state: BuildState) {
        self.state = state
        issue = state.issue
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
