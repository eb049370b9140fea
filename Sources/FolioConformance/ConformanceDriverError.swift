/// A driver used out of order.
public enum ConformanceDriverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A key was pressed before `begin`.
    case notBegun

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .notBegun: "a key was pressed before the scenario began"
        }
    }
}
