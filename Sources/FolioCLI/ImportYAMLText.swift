import FolioFormats

/// Writes the YAML `folio import` writes (front matter, `issue.yaml`): one `key: value` line
/// per setting, each text plain where YAML reads it back as the same text and in double
/// quotes otherwise, so that every value round-trips through any YAML reader; a value kept
/// from another format (TOML, JSON) in YAML's flow style.
enum ImportYAMLText {
    /// `key: value`, the value as `scalar` writes it.
    static func line(_ key: String, _ value: String) -> String {
        "\(key): \(scalar(value))"
    }

    /// `key: [a, b]`, each item as `scalar` writes it.
    static func line(_ key: String, list: [String]) -> String {
        "\(key): [\(list.map(scalar).joined(separator: ", "))]"
    }

    /// `key: value` for a front matter value of any kind, lists and tables in flow style
    /// (`[a, b]`, `{toc: true}`).
    static func line(_ key: String, value: FrontMatterValue) -> String {
        "\(scalar(key)): \(flow(value))"
    }

    /// `value` in YAML's flow style: a YAML plain scalar as written where that reads back the
    /// same inside a flow collection, numbers, booleans and dates as written, text quoted
    /// where needed.
    static func flow(_ value: FrontMatterValue) -> String {
        switch value {
        case .string(let text): return scalar(text)
        case .plain(let text):
            let safe = !text.contains(where: { ",[]{}#".contains($0) }) && !text.contains(": ")
            return safe && !text.isEmpty && !text.hasPrefix(" ") && !text.hasSuffix(" ") ? text : quoted(text)
        case .integer, .number, .bool, .dateTime: return value.text ?? "null"
        case .null: return "null"
        case .list(let items): return "[" + items.map { flow($0.value) }.joined(separator: ", ") + "]"
        case .table(let table):
            return "{" + table.entries.map { "\(scalar($0.key)): \(flow($0.node.value))" }.joined(separator: ", ") + "}"
        }
    }

    /// `text` as a YAML scalar: plain when it is safe to, else double-quoted with escapes.
    static func scalar(_ text: String) -> String {
        isSafePlain(text) ? text : quoted(text)
    }

    /// `text` in double quotes, with `\`, `"` and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{FEFF}"
                {
                    result +=
                        "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16).uppercased()
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Words YAML reads as something other than text when written plain.
    private static let reserved: Set<String> = [
        "true", "false", "yes", "no", "on", "off", "null", "~", "y", "n",
    ]

    /// Whether `text` written plain reads back as the same text: no indicator first, no
    /// `: ` or ` #`, no leading or trailing space, not a number, a date or a reserved word.
    private static func isSafePlain(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
            first != " ", last != " ", !reserved.contains(text.lowercased()),
            !"-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first),
            !text.contains(": "), !text.contains(" #"), !text.hasSuffix(":"),
            text.unicodeScalars.allSatisfy({
                $0.value >= 0x20 && $0.value != 0x7F && $0.value < 0x80 || $0.value > 0x9F
            })
        else { return false }
        // Numbers, dates and times read as such: keep anything that starts like one quoted.
        if first.properties.numericType != nil || first == "+" || first == "." { return false }
        return true
    }
}
