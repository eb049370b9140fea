import FolioNavigation

/// The navigation state's fields that scenarios expect and sinks report: the one shape of
/// them. A sink reports every field after each key (an observation); a scenario's
/// `Expectation` is this shape with only some fields named.
///
/// It reads as a scenario spells those fields (`{"at": [0, 1], "moves": ["down"], "peek": null, ...}`),
/// so a sink in another process, such as a browser page, can report it as JSON; its one writer
/// is `JSONWriter` (`FolioFormats`).
public struct ObservedState: Sendable, Hashable, Decodable, CustomStringConvertible {
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
    /// The words in the search field; nil while it is not in use.
    public var search: String?
    /// The pages the search found, best first.
    public var found: [Position] = []
    /// The found page highlighted; nil when none.
    public var hit: Int?

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
        search = state.search
        found = state.found
        hit = state.hit
    }

    /// The state of a reader who has not moved: page `[0, 0]`, no zoom, overlay closed, nothing
    /// highlighted, revealed or open. An expectation's fields that it does not name keep these.
    public static let resting = ObservedState(
        at: Position(0, 0), zoom: 1, overlay: false, highlight: nil, peek: nil, moves: [])

    /// Decodes every field; `highlight` and `peek` may be null or left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ObservedField.self)
        self = .resting
        for field in ObservedField.allCases where container.contains(field) || !field.isNullable {
            try decode(field, from: container)
        }
    }

    /// Reads one field's value from `container`, where it must be (`null` for a nullable one).
    mutating func decode(_ field: ObservedField, from container: KeyedDecodingContainer<ObservedField>) throws {
        switch field {
        case .at: at = try container.decode(Position.self, forKey: .at)
        case .zoom: zoom = try container.decode(Double.self, forKey: .zoom)
        case .overlay: overlay = try container.decode(Bool.self, forKey: .overlay)
        case .highlight: highlight = try container.decodeIfPresent(Int.self, forKey: .highlight)
        case .peek: peek = try container.decodeIfPresent(Peek.self, forKey: .peek)
        case .moves: moves = try Set(container.decode([Direction].self, forKey: .moves))
        case .search: search = try container.decodeIfPresent(String.self, forKey: .search)
        case .found: found = try container.decodeIfPresent([Position].self, forKey: .found) ?? []
        case .hit: hit = try container.decodeIfPresent(Int.self, forKey: .hit)
        }
    }

    /// Whether `field` has the same value here and in `other`; zoom scales are compared as
    /// numbers, allowing for rounding in a sink that computes them differently (`10 / 2 / 2`
    /// and `2.5`).
    package func agrees(with other: ObservedState, on field: ObservedField) -> Bool {
        switch field {
        case .at: at == other.at
        case .zoom: abs(zoom - other.zoom) <= 1e-9 * max(1, abs(zoom), abs(other.zoom))
        case .overlay: overlay == other.overlay
        case .highlight: highlight == other.highlight
        case .peek: peek == other.peek
        case .moves: moves == other.moves
        case .search: search == other.search
        case .found: found == other.found
        case .hit: hit == other.hit
        }
    }

    /// One field, spelled as in a scenario (`[0, 1]`, `2`, `true`, `null`, `"next"`,
    /// `["down", "right"]`), for reports.
    package func spelling(of field: ObservedField) -> String {
        switch field {
        case .at: at.description
        case .zoom: zoom.shortSpelling
        case .overlay: String(overlay)
        case .highlight: highlight.map(String.init) ?? "null"
        case .peek: peek.map { "\"\($0)\"" } ?? "null"
        case .moves: "[" + moves.sorted().map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        case .search: search.map { "\"\($0)\"" } ?? "null"
        case .found: "[" + found.map(\.description).joined(separator: ", ") + "]"
        case .hit: hit.map(String.init) ?? "null"
        }
    }

    /// Every field, for logs.
    public var description: String {
        ObservedField.allCases.map { "\($0): \(spelling(of: $0))" }.joined(separator: ", ")
    }
}
