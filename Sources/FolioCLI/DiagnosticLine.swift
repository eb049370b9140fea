import FolioFormats
import FolioPluginAPI

/// The one JSON form of a diagnostic that `--diagnostics json` prints: an object on one line
/// with the keys `column`, `file`, `line`, `message` and `severity` (sorted, as every JSON
/// Folio writes), `null` for a place that is not known. Control characters in the path and the
/// message are escaped as they are in the text form (`\u{1B}`), so the line is valid JSON and
/// safe for a terminal alike.
enum DiagnosticLine {
    /// `diagnostic` as one line of JSON, without the newline.
    static func json(_ diagnostic: Diagnostic) -> String {
        var writer = JSONWriter(capacity: 256)
        writer.beginObject()
        writer.key("column")
        optional(diagnostic.location?.column, to: &writer)
        writer.key("file")
        if let path = diagnostic.location?.path {
            writer.string(ControlCharacters.escaped(path))
        } else {
            writer.null()
        }
        writer.key("line")
        optional(diagnostic.location?.line, to: &writer)
        writer.key("message")
        writer.string(ControlCharacters.escaped(diagnostic.message))
        writer.key("severity")
        writer.string(diagnostic.severity.rawValue)
        writer.endObject()
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private static func optional(_ value: Int?, to writer: inout JSONWriter) {
        if let value { writer.int(value) } else { writer.null() }
    }
}
