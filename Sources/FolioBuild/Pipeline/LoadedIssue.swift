import FolioFormats
import FolioModel
import FolioPluginAPI

/// An issue as the load step made it, every article read, with everything the summary
/// reports about the folder (taken from the pipeline's `BuildState`).
package struct LoadedIssue: Sendable {
    /// The issue, articles in strip order.
    package var issue: Issue
    /// What the load step found.
    package let state: BuildState

    /// The content folder it came from.
    package var folder: ContentFolder { state.scan.folder }
    /// Every problem found, in the order found.
    package var diagnostics: [Diagnostic] { state.diagnostics }
    /// How many files each source read as content, by source name.
    package var filesBySource: [String: Int] { state.filesBySource }
    /// Files a source claimed but found not to be content (an app's Info.plist).
    package var ignored: [IgnoredFile] { state.ignored }
    /// Files that no source claimed and no article uses.
    package var unused: [ContentFile] { state.unused }
    /// Whether any diagnostic is an error.
    package var hasErrors: Bool { state.hasErrors }

    /// The issue of a load in which every file was read.
    package init(_ state: BuildState) {
        self.state = state
        issue = state.issue
    }
}

/// A file that a source claimed and then set aside, with the reason.
package struct IgnoredFile: Sendable, Equatable {
    /// The file.
    package var file: ContentFile
    /// The source that set it aside.
    package var source: String
    /// Why (`not a parks list: its root is a dictionary without 'parks'`).
    package var reason: String

    /// Creates an ignored-file record.
    package init(file: ContentFile, source: String, reason: String) {
        self.file = file
        self.source = source
        self.reason = reason
    }
}
