/// A message about the content, located in a file where possible, printed in compiler form
/// (`path:line:column: error: message`), followed by the line it points into and a caret
/// when it carries an excerpt. Control characters in the path, the message and the excerpt
/// are printed escaped (`ControlCharacters`).
public struct Diagnostic: Error, Sendable, Equatable, Hashable, CustomStringConvertible {
    /// How serious the message is.
    public enum Severity: String, Sendable, Equatable, Hashable, Comparable {
        /// Information that needs no action.
        case note
        /// Something the build works around; `--strict` makes it fail.
        case warning
        /// Something that fails the build.
        case error

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
    /// The line of the file the location points into, as written, when showing it helps.
    public var excerpt: String?

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil, excerpt: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.excerpt = excerpt
    }

    /// Creates an error diagnostic.
    public static func error(_ message: String, at location: SourceLocation? = nil, excerpt: String? = nil)
        -> Diagnostic
    {
        Diagnostic(.error, message, at: location, excerpt: excerpt)
    }

    /// Creates a warning diagnostic.
    public static func warning(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    /// `path:line:column: error: message`, leaving out what is unknown; with an excerpt, two
    /// more lines: the excerpt and a caret under the column (`excerptLines`).
    public var description: String {
        ([headline] + excerptLines).joined(separator: "\n")
    }

    /// `path:line:column: error: message`, control characters escaped.
    public var headline: String {
        let text = "\(severity.rawValue): \(ControlCharacters.escaped(message))"
        return location.map { "\($0): " + text } ?? text
    }

    /// The most characters of an excerpt shown: a longer line is cut to this many around the
    /// column, with `…` where it was cut.
    public static let excerptWidth = 100

    /// The excerpt, escaped, and under it a caret at the column; empty without an excerpt.
    public var excerptLines: [String] {
        guard let excerpt, !excerpt.isEmpty else { return [] }
        let scalars = Array(excerpt.unicodeScalars)
        let column = location?.column.map { min(max($0, 1), scalars.count + 1) }
        let start =
            scalars.count <= Self.excerptWidth
            ? 0 : max(0, min((column ?? 1) - 1 - Self.excerptWidth / 2, scalars.count - Self.excerptWidth))
        let end = min(scalars.count, start + Self.excerptWidth)
        func shown(_ range: Range<Int>) -> String {
            ControlCharacters.escaped(String(String.UnicodeScalarView(scalars[range])), keeping: ["\t"])
        }
        let lead = start > 0 ? "…" : ""
        let line = lead + shown(start..<end) + (end < scalars.count ? "…" : "")
        guard let column else { return [line] }
        let before = lead + shown(start..<min(max(column - 1, start), end))
        return [line, String(before.map { $0 == "\t" ? "\t" : " " }) + "^"]
    }
}
