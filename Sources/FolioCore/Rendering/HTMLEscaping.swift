/// Escaping for text that goes into HTML, and the link check shared by every HTML writer.
public enum HTMLEscaping {
    /// `text` with `& < > " '` escaped and control characters other than tab and newline
    /// removed, safe in element content and in quoted attribute values.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                if ControlCharacters.contains(scalar) { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
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
