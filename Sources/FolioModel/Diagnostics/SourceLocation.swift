/// A place in a content file: a path, and a 1-based line and column where known.
public struct SourceLocation: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The file's path as the user named it (relative to the working directory where possible).
    public var path: String
    /// The 1-based line, when known.
    public var line: Int?
    /// The 1-based column, when known.
    public var column: Int?

    /// Creates a location.
    public init(path: String, line: Int? = nil, column: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column`, leaving out what is unknown; control characters in the path are
    /// escaped (`\u{1B}`), so the file can still be found and the terminal is left alone.
    public var description: String {
        var text = ControlCharacters.escaped(path)
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }
}
