import FolioNavigation

/// The fields a scenario expects after a step (or initially). Only the fields named are
/// compared; `highlight` and `peek` may be expected to be `null`, which is not the same as
/// leaving them out.
public struct Expectation: Sendable, Hashable, Codable {
    /// The expected page.
    public var at: Position?
    /// The expected zoom scale, compared as a number.
    public var zoom: Double?
    /// Whether the overlay is expected open.
    public var overlay: Bool?
    /// The expected highlight: `.some(nil)` expects none.
    public var highlight: Int??
    /// The expected peek: `.some(nil)` expects none.
    public var peek: Peek??
    /// The expected moves, compared as a set.
    public var moves: Set<Direction>?

    /// Creates an expectation; fields left nil are not compared.
    public init(
        at: Position? = nil, zoom: Double? = nil, overlay: Bool? = nil,
        highlight: Int?? = nil, peek: Peek?? = nil, moves: Set<Direction>? = nil
    ) {
        self.at = at
        self.zoom = zoom
        self.overlay = overlay
        self.highlight = highlight
        self.peek = peek
        self.moves = moves
    }

    /// Decodes an `expect` object, refusing names that are not fields (a misspelt field
    /// would otherwise be silently unchecked).
    public init(from decoder: any Decoder) throws {
        try ScenarioKeys.refuseUnknown(in: decoder, known: ObservedField.allCases.map(\.rawValue), what: "expectation")
        let container = try decoder.container(keyedBy: ObservedField.self)
        at = try container.decodeIfPresent(Position.self, forKey: .at)
        zoom = try container.decodeIfPresent(Double.self, forKey: .zoom)
        overlay = try container.decodeIfPresent(Bool.self, forKey: .overlay)
        highlight = try Self.decodeNullable(Int.self, .highlight, in: container)
        peek = try Self.decodeNullable(Peek.self, .peek, in: container)
        moves = try container.decodeIfPresent([Direction].self, forKey: .moves).map(Set.init)
    }

    /// Encodes the named fields, `moves` sorted and expected nulls as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ObservedField.self)
        try container.encodeIfPresent(at, forKey: .at)
        try container.encodeIfPresent(zoom, forKey: .zoom)
        try container.encodeIfPresent(overlay, forKey: .overlay)
        if let highlight { try container.encode(highlight, forKey: .highlight) }
        if let peek { try container.encode(peek, forKey: .peek) }
        try container.encodeIfPresent(moves?.sorted(), forKey: .moves)
    }

    /// The fields named, in `ObservedField` order.
    public var fields: [ObservedField] {
        ObservedField.allCases.filter { field in
            switch field {
            case .at: at != nil
            case .zoom: zoom != nil
            case .overlay: overlay != nil
            case .highlight: highlight != nil
            case .peek: peek != nil
            case .moves: moves != nil
            }
        }
    }

    /// The named fields on which `observed` differs: field, expected spelling, observed spelling.
    public func mismatches(in observed: ObservedState) -> [(field: ObservedField, expected: String, got: String)] {
        fields.compactMap { field in
            let expected = expectedSpelling(of: field)
            let got = observed.spelling(of: field)
            return matches(field, observed) ? nil : (field, expected, got)
        }
    }

    private func matches(_ field: ObservedField, _ observed: ObservedState) -> Bool {
        switch field {
        case .at: at == observed.at
        case .zoom: zoom.map { Self.sameZoom($0, observed.zoom) } ?? true
        case .overlay: overlay == observed.overlay
        case .highlight: highlight.map { $0 == observed.highlight } ?? true
        case .peek: peek.map { $0 == observed.peek } ?? true
        case .moves: moves == observed.moves
        }
    }

    private func expectedSpelling(of field: ObservedField) -> String {
        // Spell the expected value the way an observation of it would be spelled.
        var model = ObservedState(at: Position(0, 0), zoom: 1, overlay: false, highlight: nil, peek: nil, moves: [])
        if let at { model.at = at }
        if let zoom { model.zoom = zoom }
        if let overlay { model.overlay = overlay }
        if let highlight { model.highlight = highlight }
        if let peek { model.peek = peek }
        if let moves { model.moves = moves }
        return model.spelling(of: field)
    }

    /// Zoom scales compared as numbers, allowing for rounding in a sink that computes them
    /// differently (`10 / 2 / 2` and `2.5`).
    static func sameZoom(_ expected: Double, _ observed: Double) -> Bool {
        abs(expected - observed) <= 1e-9 * max(1, abs(expected), abs(observed))
    }

    private static func decodeNullable<T: Decodable>(
        _ type: T.Type, _ key: ObservedField, in container: KeyedDecodingContainer<ObservedField>
    ) throws -> T?? {
        guard container.contains(key) else { return nil }
        if try container.decodeNil(forKey: key) { return .some(nil) }
        return .some(try container.decode(T.self, forKey: key))
    }
}
