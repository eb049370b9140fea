/// What a sink reports of its navigation state after each key: the fields scenarios expect.
public struct ObservedState: Sendable, Hashable, CustomStringConvertible {
    /// The current page.
    public var at: Position
    /// The zoom scale; 1 when not zoomed.
    public var zoom: Double
    /// Whether the contents overlay is open.
    public var overlay: Bool
    /// The article highlighted in the overlay; nil while it is closed.
    public var highlight: Int?
    /// The revealed neighbour; nil when none.
    public var peek: Peek?
    /// The directions the sink shows as open.
    public var moves: Set<Direction>

    /// Creates an observation.
    public init(at: Position, zoom: Double, overlay: Bool, highlight: Int?, peek: Peek?, moves: Set<Direction>) {
        self.at = at
        self.zoom = zoom
        self.overlay = overlay
        self.highlight = highlight
        self.peek = peek
        self.moves = moves
    }

    /// The observation of a rules-engine state.
    public init(_ state: NavigationState, moves: Set<Direction>) {
        self.init(
            at: state.at, zoom: state.zoom, overlay: state.overlay,
            highlight: state.highlight, peek: state.peek, moves: moves)
    }

    /// One field, spelled as in a scenario (`[0, 1]`, `2`, `true`, `null`, `"next"`,
    /// `["down", "right"]`), for reports.
    public func spelling(of field: ObservedField) -> String {
        switch field {
        case .at: at.description
        case .zoom: zoom.shortSpelling
        case .overlay: String(overlay)
        case .highlight: highlight.map(String.init) ?? "null"
        case .peek: peek.map { "\"\($0)\"" } ?? "null"
        case .moves: "[" + moves.sorted().map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        }
    }

    /// Every field, for logs.
    public var description: String {
        ObservedField.allCases.map { "\($0): \(spelling(of: $0))" }.joined(separator: ", ")
    }
}
