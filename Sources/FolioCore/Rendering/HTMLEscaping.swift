/// Escaping for text that goes into HTML, and the link check shared by every HTML writer.
public enum HTMLEscaping {
    /// `text` with `& < > " '` escaped and control characters other than tab and newline
    /// removed, safe in element content and in quoted attribute values.
    public static func escape(_ text: String) -> String {
        // Works on UTF-8 bytes: every character it changes is ASCII, and the C1 controls are
        // the two-byte sequences C2 80 to C2 9F. Text with none of them is returned as is.
        var text = text
        return text.withUTF8 { bytes -> String in
            guard let first = bytes.firstIndex(where: needsWork) else { return String(decoding: bytes, as: UTF8.self) }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 16)
            result.append(contentsOf: bytes[..<first])
            var index = first
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "&"): result.append(contentsOf: ampersand)
                case UInt8(ascii: "<"): result.append(contentsOf: lessThan)
                case UInt8(ascii: ">"): result.append(contentsOf: greaterThan)
                case UInt8(ascii: "\""): result.append(contentsOf: quote)
                case UInt8(ascii: "'"): result.append(contentsOf: apostrophe)
                case UInt8(ascii: "\t"), UInt8(ascii: "\n"): result.append(byte)
                case 0x00..<0x20, 0x7F: break
                case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
                    index += 1
                default: result.append(byte)
                }
                index += 1
            }
            return String(decoding: result, as: UTF8.self)
        }
    }

    private static let ampersand = Array("&amp;".utf8)
    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let quote = Array("&quot;".utf8)
    private static let apostrophe = Array("&#39;".utf8)

    /// Whether `byte` starts something `escape` changes: a character it escapes, a control
    /// character (C0 but tab and newline, DEL), or the lead byte of a possible C1 control.
    private static func needsWork(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0x7F, 0xC2: true
        case 0x00..<0x20: byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n")
        default: false
        }
    }

    /// Whether a link destination may be written into HTML: web and mail links, and relative
    /// references (`#note`, `other.html`). Everything with another scheme is refused.
    public static func isSafeLink(_ destination: String) -> Bool {
        let cleaned = destination.unicodeScalars.filter { !ControlCharacters.contains($0) && $0 != " " }
        let text = String(String.UnicodeScalarView(cleaned)).lowercased()
        guard let colon = text.firstIndex(of: ":") else { return true }
        let scheme = text[..<colon]
        if scheme.contains("/") || scheme.contains("?") || scheme.contains("#") { return true }
        return ["http", "https", "mailto"].contains(scheme)
    }
}
