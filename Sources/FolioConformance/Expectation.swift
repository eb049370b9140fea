import FolioNavigation

/// What a scenario expects after a step (or initially): an `ObservedState` of which only the
/// fields named are compared. `highlight` and `peek` may be expected to be `null`, which is
/// not the same as leaving them out.
package struct Expectation: Sendable, Hashable, Decodable {
    /// The expected values; the fields not in `fields` keep `ObservedState.resting`'s values and
    /// are not compared.
    package var state: ObservedState
    /// The fields named, in `ObservedField` order.
    package private(set) var fields: [ObservedField]

    /// Expects `state`'s values of `fields` (all of them unless told).
    package init(_ state: ObservedState, fields: [ObservedField] = ObservedField.allCases) {
        self.state = state
        self.fields = ObservedField.allCases.filter(fields.contains)
    }

    /// Creates an expectation; fields left nil are not compared, and `.some(nil)` expects
    /// no highlight or no peek.
    package init(
        at: Position? = nil, zoom: Double? = nil, overlay: Bool? = nil,
        highlight: Int?? = nil, peek: Peek?? = nil, moves: Set<Direction>? = nil
    ) {
        var state = ObservedState.resting
        var fields: [ObservedField] = []
        if let at { (state.at, fields) = (at, fields + [.at]) }
        if let zoom { (state.zoom, fields) = (zoom, fields + [.zoom]) }
        if let overlay { (state.overlay, fields) = (overlay, fields + [.overlay]) }
        if let highlight { (state.highlight, fields) = (highlight, fields + [.highlight]) }
        if let peek { (state.peek, fields) = (peek, fields + [.peek]) }
        if let moves { (state.moves, fields) = (moves, fields + [.moves]) }
        self.init(state, fields: fields)
    }

    /// Decodes an `expect` object, refusing names that are not fields (a misspelt field
    /// would otherwise be silently unchecked).
    package init(from decoder: any Decoder) throws {
        try ScenarioKeys.refuseUnknown(in: decoder, known: ObservedField.allCases.map(\.rawValue), what: "expectation")
        let container = try decoder.container(keyedBy: ObservedField.self)
        var state = ObservedState.resting
        // A non-nullable field given as null is not named, as when it is left out.
        let fields = try ObservedField.allCases.filter { field in
            try container.contains(field) && (field.isNullable || !container.decodeNil(forKey: field))
        }
        for field in fields { try state.decode(field, from: container) }
        self.init(state, fields: fields)
    }

    /// The expected page, if named.
    package var at: Position? { expected(.at, state.at) }
    /// The expected zoom scale, if named.
    package var zoom: Double? { expected(.zoom, state.zoom) }
    /// Whether the overlay is expected open, if named.
    package var overlay: Bool? { expected(.overlay, state.overlay) }
    /// The expected highlight, if named: `.some(nil)` expects none.
    package var highlight: Int?? { expected(.highlight, state.highlight) }
    /// The expected peek, if named: `.some(nil)` expects none.
    package var peek: Peek?? { expected(.peek, state.peek) }
    /// The expected moves, if named.
    package var moves: Set<Direction>? { expected(.moves, state.moves) }

    private func expected<Value>(_ field: ObservedField, _ value: Value) -> Value? {
        fields.contains(field) ? value : nil
    }

    /// The named fields on which `observed` differs: field, expected spelling, observed spelling.
    package func mismatches(in observed: ObservedState) -> [(field: ObservedField, expected: String, got: String)] {
        fields.filter { !state.agrees(with: observed, on: $0) }.map {
            ($0, state.spelling(of: $0), observed.spelling(of: $0))
        }
    }
}
