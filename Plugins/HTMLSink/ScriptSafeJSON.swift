import Foundation

/// Compact JSON with sorted keys, made safe to sit inside a `<script>` element or a script
/// file: `<`, `>`, `&` and the line separators U+2028/9 are written as `\uXXXX` escapes, so no
/// content can close the element (`</script>`), open a comment (`<!--`) or end a line of script.
/// The escapes decode to the same strings, and the same value always gives the same bytes.
enum ScriptSafeJSON {
    /// The value as script-safe JSON.
    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return escape(String(decoding: try encoder.encode(value), as: UTF8.self))
    }

    /// `json` with `<`, `>`, `&`, U+2028 and U+2029 escaped (they only occur inside strings).
    static func escape(_ json: String) -> String {
        var safe = ""
        safe.reserveCapacity(json.utf8.count + json.utf8.count / 16)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": safe += "\\u003c"
            case ">": safe += "\\u003e"
            case "&": safe += "\\u0026"
            case "\u{2028}": safe += "\\u2028"
            case "\u{2029}": safe += "\\u2029"
            default: safe.unicodeScalars.append(scalar)
            }
        }
        return safe
    }
}
