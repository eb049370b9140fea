import FolioConformance

/// What a preview shows after some keys: its screen as plain text and its navigation state.
public struct PreviewSnapshot: Sendable, Equatable {
    /// The screen, one string per row, trailing spaces removed.
    public var lines: [String]
    /// The navigation state, as scenarios spell it (of the issue last shown, when the shelf
    /// shows).
    public var state: ObservedState
    /// When a shelf's list of issues shows: the index of the highlighted issue (0 is the
    /// newest); nil when an issue shows.
    public var shelfHighlight: Int?

    /// Creates a snapshot.
    public init(lines: [String], state: ObservedState, shelfHighlight: Int? = nil) {
        self.lines = lines
        self.state = state
        self.shelfHighlight = shelfHighlight
    }
}
