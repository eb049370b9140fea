/// The control characters content may carry and no output may pass on as they are: C0
/// controls, DEL and C1 controls (Unicode's general category Cc), and the one way Folio shows
/// them when it prints text that came from content or from the file system.
///
/// Every line `folio` prints, every diagnostic and every piece of text the terminal preview
/// draws goes through `escaped(_:keeping:)`: a control character is written as a Swift-style
/// escape, `\u{1B}` for ESC, `\u{7}` for BEL, `\u{9B}` for CSI, so it is visible, cannot act
/// on the terminal, and the user can still find the file or line it came from. Sinks that do
/// not print (HTML, JSON) use `contains(_:)` to decide what to drop or encode.
public enum ControlCharacters {
    /// Whether `scalar` is a C0 control (U+0000–U+001F), DEL (U+007F) or a C1 control
    /// (U+0080–U+009F).
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// The layout characters a multi-line text keeps: newline and tab.
    public static let layout: Set<Unicode.Scalar> = ["\n", "\t"]

    /// `text` with every control character not in `kept` written as `\u{HEX}` (upper-case hex,
    /// no leading zeros): `"a\u{1B}[2Jb"` becomes the ten printable characters `a\u{1B}[2Jb`.
    /// Text without control characters is returned as it is.
    public static func escaped(_ text: String, keeping kept: Set<Unicode.Scalar> = []) -> String {
        guard text.unicodeScalars.contains(where: { contains($0) && !kept.contains($0) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if contains(scalar) && !kept.contains(scalar) {
                result.append(contentsOf: escape(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// The escape one control character is shown as: `\u{1B}`.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}
