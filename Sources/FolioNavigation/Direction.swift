/// A direction an arrow key moves in: `right` to the next article, `down` to the next page.
public enum Direction: String, Sendable, Hashable, Decodable, CaseIterable, Comparable, CustomStringConvertible {
    /// To the previous page of the column.
    case up
    /// To the next page of the column.
    case down
    /// To the previous article.
    case left
    /// To the next article.
    case right

    /// Whether the direction moves between articles rather than within a column.
    public var isHorizontal: Bool { self == .left || self == .right }

    /// `+1` for `down` and `right`, `-1` for `up` and `left`.
    public var step: Int { self == .down || self == .right ? 1 : -1 }

    /// Alphabetical, the order in which scenarios and reports list `moves`.
    public static func < (lhs: Direction, rhs: Direction) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The scenario spelling.
    public var description: String { rawValue }
}
