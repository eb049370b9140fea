/// Which neighbouring article's title is revealed past the edge of the column.
public enum Peek: String, Sendable, Hashable, Decodable, CaseIterable, CustomStringConvertible {
    /// The next article's, revealed by pulling past the last page.
    case next
    /// The previous article's, revealed by pulling above the first page.
    case previous

    /// The peek a pull in `direction` reveals: `down` reveals the next article, `up` the previous one.
    public init?(pulling direction: Direction) {
        switch direction {
        case .down: self = .next
        case .up: self = .previous
        case .left, .right: return nil
        }
    }

    /// The scenario spelling.
    public var description: String { rawValue }
}
