import FolioConformance

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
