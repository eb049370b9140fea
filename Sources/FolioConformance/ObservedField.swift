/// A field of the navigation state that a scenario can expect and a sink reports.
package enum ObservedField: String, Sendable, Hashable, CaseIterable, CodingKey, CustomStringConvertible {
    /// `at`: the current page.
    case at
    /// `zoom`: the zoom scale.
    case zoom
    /// `overlay`: whether the contents overlay is open.
    case overlay
    /// `highlight`: the article highlighted in the overlay, or null.
    case highlight
    /// `peek`: the revealed neighbour, or null.
    case peek
    /// `moves`: the directions an arrow would move in.
    case moves
    /// `search`: the words in the contents overlay's search field, or null while it is not in use.
    case search
    /// `found`: the pages the search found, best first (`[]` when none; may be left out).
    case found
    /// `hit`: the found page highlighted, an index of `found`, or null.
    case hit

    /// The scenario spelling.
    package var description: String { rawValue }

    /// Whether the field may be `null` (or, in an observation, left out).
    package var isNullable: Bool {
        self == .highlight || self == .peek || self == .search || self == .found || self == .hit
    }
}
