/// A message about the content, located in a file where possible, printed in compiler form
/// (`path:line:column: error: message`).
public struct Diagnostic: Error, Sendable, Equatable, Hashable, Codable, CustomStringConvertible {
    /// How serious the message is.
    public enum Severity: String, Sendable, Equatable, Hashable, Codable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// How serious the message is.
    public var severity: Severity
    /// Where the message points; `nil` for messages about the issue as a whole.
    public var location: SourceLocation?
    /// A sentence a person can act on.
    public var message: String

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// Creates an error diagnostic.
    public static func error(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    /// Creates a warning diagnostic.
    public static func warning(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    /// `path:line:column: error: message`, leaving out what is unknown.
    public var description: String {
        if let location {
            return "\(location): \(severity.rawValue): \(message)"
        }
        return "\(severity.rawValue): \(message)"
    }
}
