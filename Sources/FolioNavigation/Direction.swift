/// A direction an arrow key moves in, on the screen: `down` to the next page, `right` to the next
/// article in a left-to-right strip (the previous one right to left, `WritingDirection.step(of:)`).
public enum Direction: String, Sendable, Hashable, Decodable, CaseIterable, Comparable, CustomStringConvertible {
    /// To the previous page of the column.
    case up
    /// To the next page of the column.
    case down
    /// To the previous article (the next one in a right-to-left strip).
    case left
    /// To the next article (the previous one in a right-to-left strip).
    case right

    /// Whether the direction moves between articles rather than within a column.
    public var isHorizontal: Bool { self == .left || self == .right }

    /// `+1` for `down` and `right`, `-1` for `up` and `left`, on the screen; along the strip,
    /// `WritingDirection.step(of:)`.
    public var step: Int { self == .down || self == .right ? 1 : -1 }

    /// Alphabetical, the order in which scenarios and reports list `moves`.
    public static func < (lhs: Direction, rhs: Direction) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The scenario spelling.
    public var description: String { rawValue }
}
