import Foundation

/// Compact JSON with sorted keys, made safe to sit inside a `<script>` element or a script
/// file: `<`, `>`, `&` and the line separators U+2028/9 are written as `\uXXXX` escapes, so no
/// content can close the element (`</script>`), open a comment (`<!--`) or end a line of script.
/// The escapes decode to the same strings, and the same value always gives the same bytes.
enum ScriptSafeJSON {
    /// The value as script-safe JSON, in UTF-8.
    static func encode(_ value: some Encodable) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return escape(try encoder.encode(value))
    }

    /// `json` with `<`, `>`, `&`, U+2028 and U+2029 escaped (in JSON they only occur inside
    /// strings, where the escapes mean the same characters).
    static func escape(_ json: Data) -> [UInt8] {
        json.withUnsafeBytes { bytes in
            var safe: [UInt8] = []
            safe.reserveCapacity(bytes.count + bytes.count / 16)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "<"): safe += Self.lessThan
                case UInt8(ascii: ">"): safe += Self.greaterThan
                case UInt8(ascii: "&"): safe += Self.ampersand
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] | 1) == 0xA9:
                    // U+2028 (E2 80 A8) and U+2029 (E2 80 A9).
                    safe += bytes[index + 2] == 0xA8 ? Self.lineSeparator : Self.paragraphSeparator
                    index += 2
                default: safe.append(byte)
                }
                index += 1
            }
            return safe
        }
    }

    private static let lessThan = Array("\\u003c".utf8)
    private static let greaterThan = Array("\\u003e".utf8)
    private static let ampersand = Array("\\u0026".utf8)
    private static let lineSeparator = Array("\\u2028".utf8)
    private static let paragraphSeparator = Array("\\u2029".utf8)
}
