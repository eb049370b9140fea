/// A field of the navigation state that a scenario can expect and a sink reports.
public enum ObservedField: String, Sendable, Hashable, Codable, CaseIterable, CodingKey, CustomStringConvertible {
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

    /// The scenario spelling.
    public var description: String { rawValue }
}
