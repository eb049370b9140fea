/// Which link destinations reach a reader: the one decision the Markdown source (which
/// reduces the others to their text, with a warning) and the HTML renderer (which writes only
/// these) share.
///
/// Kept: `http:`, `https:` and `mailto:` URLs, and every destination without a scheme, that
/// is relative paths (`other-article.md`, `notes/data.md`, `foo):`), `#fragments`, `?queries`
/// and `//host` references. Every other scheme (`javascript:`, `data:`, `file:`, `irc:`,
/// `ftp:`, `tel:`, made-up ones) is refused.
///
/// A scheme is what the URL grammar says it is: a letter, then letters, digits, `+`, `-` or
/// `.`, up to the first colon. Browsers ignore whitespace and control characters inside a
/// URL's scheme and compare it without regard to case, so `JaVa\tScRiPt:` runs script just
/// as `javascript:` does; the check removes those characters and lowercases first.
public enum LinkPolicy {
    /// The schemes a link may use.
    public static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// The scheme of `destination` (lowercased, without the colon), or `nil` when it has none.
    public static func scheme(of destination: String) -> String? {
        var scheme = ""
        for scalar in destination.unicodeScalars where !isIgnored(scalar) {
            switch scalar {
            case ":":
                return scheme.isEmpty ? nil : scheme
            case "a"..."z", "A"..."Z":
                scheme.unicodeScalars.append(Unicode.Scalar(UInt8(scalar.value) | 0x20))
            case "0"..."9", "+", "-", ".":
                guard !scheme.isEmpty else { return nil }
                scheme.unicodeScalars.append(scalar)
            default:
                return nil
            }
        }
        return nil
    }

    /// The scheme that keeps `destination` from being linked to, or `nil` when it may be.
    public static func refusedScheme(of destination: String) -> String? {
        guard let scheme = scheme(of: destination), !allowedSchemes.contains(scheme) else { return nil }
        return scheme
    }

    /// Whether `destination` may be written as a link.
    public static func allows(_ destination: String) -> Bool {
        refusedScheme(of: destination) == nil
    }

    /// Whitespace, controls and format characters, which browsers may drop from a URL.
    private static func isIgnored(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value <= 0x20 || scalar.value == 0x7F }
        return scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
            || scalar.properties.generalCategory == .format
    }
}
