import FolioPluginAPI

/// Where a property-list value was read: a line and column in an XML file, or a byte offset in
/// a binary one.
enum PlistLocation: Sendable, Equatable, Hashable {
    /// A 1-based line and, when known, a 1-based column (in characters) of an XML file.
    case text(line: Int, column: Int?)
    /// A byte offset into a binary property list.
    case byteOffset(Int)

    /// The location in compiler form; a binary offset has no line, so it goes in the message.
    func sourceLocation(in file: ContentFile) -> SourceLocation {
        switch self {
        case .text(let line, let column): file.location(line: line, column: column)
        case .byteOffset: file.location()
        }
    }

    /// What a message about a binary value adds so that a reader can find it with a hex viewer.
    var messageSuffix: String {
        switch self {
        case .text: ""
        case .byteOffset(let offset): " (at byte offset \(offset))"
        }
    }
}
