import FolioNavigation

/// What a sink reports of its navigation state after each key: the fields scenarios expect.
///
/// It codes as a scenario spells those fields (`{"at": [0, 1], "moves": ["down"], "peek": null, ...}`),
/// so a sink in another process, such as a browser page, can report it as JSON.
public struct ObservedState: Sendable, Hashable, Codable, CustomStringConvertible {
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

    /// Decodes every field; `highlight` and `peek` may be null or left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ObservedField.self)
        at = try container.decode(Position.self, forKey: .at)
        zoom = try container.decode(Double.self, forKey: .zoom)
        overlay = try container.decode(Bool.self, forKey: .overlay)
        highlight = try container.decodeIfPresent(Int.self, forKey: .highlight)
        peek = try container.decodeIfPresent(Peek.self, forKey: .peek)
        moves = try Set(container.decode([Direction].self, forKey: .moves))
    }

    /// Encodes every field, `moves` sorted and absent values as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ObservedField.self)
        try container.encode(at, forKey: .at)
        try container.encode(zoom, forKey: .zoom)
        try container.encode(overlay, forKey: .overlay)
        try container.encode(highlight, forKey: .highlight)
        try container.encode(peek, forKey: .peek)
        try container.encode(moves.sorted(), forKey: .moves)
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
