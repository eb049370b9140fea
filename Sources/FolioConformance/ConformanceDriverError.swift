/// A driver used out of order.
public enum ConformanceDriverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A key was pressed before `begin`.
    case notBegun
    /// The sink has no search field to type into.
    case cannotType

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .notBegun: "a key was pressed before the scenario began"
        case .cannotType: "the sink has no search field to type into"
        }
    }
}
