/// The arguments of a Hugo shortcode or a Liquid tag: positional and `name=value` (or
/// `name: value`), values bare or in single, double or back quotes.
struct TemplateArguments: Equatable {
    /// The positional arguments, in order.
    var positional: [String] = []
    /// The named ones.
    var named: [String: String] = [:]

    /// Reads `text`, what follows a shortcode's or tag's name.
    init(_ text: String) {
        var scalars = Substring(text).unicodeScalars[...]
        func skipSpaces() { while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() } }
        func word() -> String {
            guard let first = scalars.first else { return "" }
            if first == "\"" || first == "'" || first == "`" {
                scalars.removeFirst()
                var value = ""
                while let next = scalars.first, next != first {
                    scalars.removeFirst()
                    if next == "\\", first == "\"", let escaped = scalars.first {
                        scalars.removeFirst()
                        value.unicodeScalars.append(escaped)
                    } else {
                        value.unicodeScalars.append(next)
                    }
                }
                if !scalars.isEmpty { scalars.removeFirst() }
                return value
            }
            var value = ""
            while let next = scalars.first, !next.properties.isWhitespace, next != "=", next != "," {
                scalars.removeFirst()
                value.unicodeScalars.append(next)
            }
            return value
        }
        while true {
            skipSpaces()
            guard let first = scalars.first else { break }
            if first == "," {
                scalars.removeFirst()
                continue
            }
            let quoted = first == "\"" || first == "'" || first == "`"
            var key = word()
            skipSpaces()
            if !quoted, let next = scalars.first, next == "=" || (next == ":" && key.last != ":") {
                scalars.removeFirst()
                skipSpaces()
                named[key] = word()
                continue
            }
            if !quoted, key.hasSuffix(":") {
                key.removeLast()
                skipSpaces()
                named[key] = word()
                continue
            }
            if key.isEmpty {
                scalars.removeFirst()
                continue
            }
            positional.append(key)
        }
    }

    /// The named argument `name`, else the positional one at `position`.
    func value(_ name: String, position: Int? = nil) -> String? {
        if let value = named[name] { return value }
        guard let position, positional.indices.contains(position) else { return nil }
        return positional[position]
    }
}
