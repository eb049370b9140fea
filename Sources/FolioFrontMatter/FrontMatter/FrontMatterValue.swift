import FolioModel

/// A value of front matter (or of a site's configuration) in one neutral shape, whatever it was
/// written in: YAML, TOML or JSON. Each value keeps where it is written, so that a wrong one
/// is reported at its own line and column.
package struct FrontMatterNode: Sendable, Equatable {
    /// The value.
    package var value: FrontMatterValue
    /// Where the value is written: a line and column of the whole file when known, else the
    /// line of its key, else the file.
    package var location: SourceLocation

    /// Creates a node.
    package init(_ value: FrontMatterValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// The kinds of value front matter holds.
package indirect enum FrontMatterValue: Sendable, Equatable {
    /// Text: a quoted YAML scalar, a TOML or JSON string.
    case string(String)
    /// A YAML plain (unquoted) scalar, typed only when read: `12` is a number to `order` and
    /// text to `title`, `2026-11-21` a date, `yes` a boolean to `draft`.
    case plain(String)
    /// A whole number (TOML, JSON).
    case integer(Int64)
    /// A number with a fraction or exponent (TOML, JSON).
    case number(Double)
    /// `true` or `false` (TOML, JSON).
    case bool(Bool)
    /// A TOML date, time or date and time, written out as RFC 3339 writes it
    /// (`1979-05-27`, `1979-05-27T07:32:00-07:00`, `07:32:00`).
    case dateTime(String)
    /// A list.
    case list([FrontMatterNode])
    /// A table (a YAML mapping, a TOML table, a JSON object), keys in the order written.
    case table(FrontMatterTable)
    /// YAML's `~`, `null` or nothing; JSON's `null`.
    case null

    /// The value as text when it is a single value: a string, a plain scalar, a number, a
    /// boolean or a date as written; nil for a list, a table or null.
    package var text: String? {
        switch self {
        case .string(let text), .plain(let text), .dateTime(let text): text
        case .integer(let value): String(value)
        case .number(let value): String(value)
        case .bool(let value): value ? "true" : "false"
        case .list, .table, .null: nil
        }
    }

    /// What the value is, in words for a diagnostic (`a list`, `a table`, `text`).
    package var kindName: String {
        switch self {
        case .string, .plain: "text"
        case .integer, .number: "a number"
        case .bool: "true or false"
        case .dateTime: "a date"
        case .list: "a list"
        case .table: "a table"
        case .null: "nothing"
        }
    }
}

/// One key of a table with its value and where the key is written.
package struct FrontMatterEntry: Sendable, Equatable {
    /// The key as written (unquoted).
    package var key: String
    /// The value and its place.
    package var node: FrontMatterNode
    /// Where the key is written.
    package var keyLocation: SourceLocation

    /// Creates an entry.
    package init(key: String, node: FrontMatterNode, keyLocation: SourceLocation) {
        self.key = key
        self.node = node
        self.keyLocation = keyLocation
    }
}
