/// A place where a line may start.
public struct BreakOpportunity: Sendable, Hashable {
    /// The position in the text the opportunities were found in.
    public let index: String.Index
    /// The same position in UTF-16 units (as browsers and ICU count).
    public let utf16Offset: Int
    /// Whether the line must break here (after a line feed or another hard break).
    public let isMandatory: Bool
}
