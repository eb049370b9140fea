/// Escaping for text and link destinations that go into HTML.
package enum HTMLEscaping {
    /// `text` with `& < > " '` escaped and control characters other than tab and newline
    /// removed, safe in element content and in quoted attribute values.
    package static func escape(_ text: String) -> String {
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

    /// How many UTF-16 code units `scalar` adds to an element's `textContent` once `escape`
    /// has written it: none for the controls it drops, one for a character it writes as a
    /// reference (`&amp;` reads back as `&`), else the scalar's own UTF-16 length. The same rule
    /// as `escape`, one scalar at a time (HTMLEscapingTests checks the two agree).
    package static func textContentLength(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 { return value == 0x09 || value == 0x0A ? 1 : 0 }
        if value == 0x7F || (0x80...0x9F).contains(value) { return 0 }
        return UTF16.width(scalar)
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
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0x7F, 0xC2:
            true
        case 0x00..<0x20: byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n")
        default: false
        }
    }

    /// A link destination as an attribute value, percent-encoded as libcmark writes it
    /// (houdini's href escaping): letters, digits and `! # $ % & ' ( ) * + , - . / : ; = ? @ _ ~`
    /// stay, every other byte of the UTF-8 becomes `%XX`; then escaped as `escape` does.
    /// A `%` stays, so a destination that is encoded already is not encoded twice.
    package static func escapeHref(_ destination: String) -> String {
        var encoded = ""
        encoded.reserveCapacity(destination.utf8.count)
        for byte in destination.utf8 {
            if hrefKeeps(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + hexDigits[Int(byte >> 4)] + hexDigits[Int(byte & 0xF)]
            }
        }
        return escape(encoded)
    }

    private static let hrefPunctuation = Set("!#$%&'()*+,-./:;=?@_~".utf8)

    private static let hexDigits = (0..<16).map { String($0, radix: 16, uppercase: true) }

    private static func hrefKeeps(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            hrefPunctuation.contains(byte)
        }
    }
}
