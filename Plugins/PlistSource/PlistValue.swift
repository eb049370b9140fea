import Foundation

/// A property-list value and where it was read, neutral of the XML or binary form it came in.
struct PlistValue: Sendable, Equatable {
    /// What the value holds.
    enum Content: Sendable, Equatable {
        case string(String)
        case integer(Int)
        case real(Double)
        case bool(Bool)
        case date(Date)
        case data(Data)
        /// A keyed-archiver object reference (binary property lists only).
        case uid(UInt64)
        /// The null object (binary property lists only; rarely written).
        case null
        case array([PlistValue])
        /// Entries in the order the file lists them.
        case dictionary([PlistEntry])
    }

    /// What the value holds.
    var content: Content
    /// Where the value starts in its file.
    var location: PlistLocation

    /// Creates a value.
    init(_ content: Content, at location: PlistLocation) {
        self.content = content
        self.location = location
    }

    /// The first entry for `key` when this is a dictionary.
    subscript(key: String) -> PlistEntry? {
        guard case .dictionary(let entries) = content else { return nil }
        return entries.first { $0.key == key }
    }

    /// The value's type with its article, for messages: "a string", "an integer".
    var typeDescription: String {
        switch content {
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real number"
        case .bool: "a boolean"
        case .date: "a date"
        case .data: "data"
        case .uid: "a UID"
        case .null: "null"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}

/// One key and value of a property-list dictionary.
struct PlistEntry: Sendable, Equatable {
    /// The key.
    var key: String
    /// Where the key is written (the `<key>` element in XML).
    var keyLocation: PlistLocation
    /// The value.
    var value: PlistValue
}

/// What a reader made of a file: the root value when the file could be read, and every problem.
struct PlistReadResult: Sendable, Equatable {
    /// The root value; `nil` when the file has errors.
    var value: PlistValue?
    /// Errors and warnings, located where possible.
    var problems: [PlistProblem]
}
