import FolioConformance
import FolioModel

/// A sink that shows an issue to a person instead of writing files: `folio preview` runs the
/// registered one. It receives the loaded issue (not yet paginated: a preview lays pages out
/// for its own screen, and again when the screen changes size).
public protocol PreviewSink: Sink {
    /// Shows the issue interactively on the process's terminal until the reader quits.
    func preview(_ issue: Issue, folder: ContentFolder) async throws
    /// Shows the issue like `preview`, and each issue `updates` brings in its place, where the
    /// update says: the reader's place, or an article to show (`folio preview --watch`).
    func preview(_ issue: Issue, folder: ContentFolder, updates: AsyncStream<PreviewUpdate>) async throws
    /// Renders without a terminal: opens the issue on a `columns` × `rows` screen, presses
    /// `keys` (the sink's key words, such as `down`, `l` or `+`) and reports what is shown.
    func snapshot(_ issue: Issue, folder: ContentFolder, keys: [String], columns: Int, rows: Int) throws
        -> PreviewSnapshot
    /// Times the preview without a terminal: opens the issue on a `columns` × `rows` screen,
    /// presses `keys` as the interactive preview would and times each from the key decoded to
    /// its frame's bytes written (`folio preview --timings`).
    func timeKeys(_ issue: Issue, folder: ContentFolder, keys: [String], columns: Int, rows: Int) throws -> KeyTimings
}

extension PreviewSink {
    /// A preview that cannot take updates shows the first issue only.
    public func preview(_ issue: Issue, folder: ContentFolder, updates: AsyncStream<PreviewUpdate>) async throws {
        try await preview(issue, folder: folder)
    }

    /// A preview that cannot time its keys says so.
    public func timeKeys(_ issue: Issue, folder: ContentFolder, keys: [String], columns: Int, rows: Int) throws
        -> KeyTimings
    {
        throw FolioError(step: "Preview \(name)", "the \(name) preview cannot time keys")
    }
}

/// What a preview shows after some keys: its screen as plain text and its navigation state.
public struct PreviewSnapshot: Sendable, Equatable {
    /// The screen, one string per row, trailing spaces removed.
    public var lines: [String]
    /// The navigation state, as scenarios spell it.
    public var state: ObservedState

    /// Creates a snapshot.
    public init(lines: [String], state: ObservedState) {
        self.lines = lines
        self.state = state
    }
}
