/// Text and attribute values escaped for XML (the package document, the navigation document,
/// the pages' XHTML): `&`, `<`, `>` and `"` as entities, and characters XML 1.0 does not allow
/// (C0 controls but tab, line feed and carriage return; U+FFFE, U+FFFF) left out.
enum XMLText {
    /// `text` escaped for an element's content or a double-quoted attribute value.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A CSS length in pixels, at most two decimals, no trailing zeros (`12.5px`, `0px`).
    static func pixels(_ value: Double) -> String {
        number(value) + "px"
    }

    /// `value` with at most `places` decimals, no trailing zeros, no `-0`.
    static func number(_ value: Double, places: Int = 2) -> String {
        let scale = Double(pow10(places))
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        if text.contains("e") { return String(Int(rounded.rounded())) }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    private static func pow10(_ places: Int) -> Int {
        (0..<places).reduce(1) { value, _ in value * 10 }
    }
}
