import FolioPluginAPI

/// Neutralises text from content before it reaches the screen: only the renderer may send
/// control sequences to the terminal, so every C0 control, DEL and C1 control in an article,
/// its front matter or a property list is shown as `ControlCharacters` escapes it (`\u{1B}`),
/// the same way `folio` prints it everywhere else.
///
/// Newlines and tabs are layout, not controls: they are kept (a carriage return becomes a
/// newline) so the cleaned text wraps exactly as the paginator measures it.
enum SafeText {
    /// What the screen draws for a control character that reaches a cell anyway (a cell holds
    /// one character, not an escape): the last line of defence behind `clean(_:)`.
    static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// `text` with every control character but newline and tab escaped.
    static func clean(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: ControlCharacters.contains) else { return text }
        var lines = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\r" {
                lines.append("\n")
            } else if scalar != "\n" || previous != "\r" {
                lines.append(scalar)
            }
        }
        return ControlCharacters.escaped(String(lines), keeping: ControlCharacters.layout)
    }

    /// A link destination as it may go into an OSC 8 sequence: printable ASCII only, anything
    /// else percent-encoded, so a URL can never end the sequence or start another.
    static func url(_ destination: String) -> String {
        var result = ""
        for byte in destination.utf8 {
            if (0x21...0x7E).contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

extension String {
    /// The string with zeros in front up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
