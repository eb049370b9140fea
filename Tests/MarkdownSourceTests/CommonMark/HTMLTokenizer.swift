/// Splits HTML as Python's `html.parser` does with `convert_charrefs` off: start and end tags
/// (names and attribute names lowercased, attribute values unescaped), comments, declarations,
/// processing instructions, entity and character references, and the text between them.
/// A `<` or `&` that starts none of them is text.
enum HTMLTokenizer {
    /// The named references the renderers here write, and what they stand for; other names
    /// are left as written (on both sides of a comparison).
    static let entities: [String: Character] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "nbsp": "\u{A0}"]

    /// The tokens of `html`, in order; text between markup and references is one token.
    static func tokens(_ html: String) -> [HTMLToken] {
        let s = Array(html.unicodeScalars)
        var tokens: [HTMLToken] = []
        var i = 0
        var text = ""
        func flush() {
            if !text.isEmpty { tokens.append(.text(text)) }
            text = ""
        }
        while i < s.count {
            let c = s[i]
            if c == "<", let (end, markup) = Self.markup(s, at: i) {
                flush()
                tokens.append(markup)
                i = end
            } else if c == "&", let (end, reference) = Self.reference(s, at: i) {
                flush()
                tokens.append(reference)
                i = end
            } else {
                text.unicodeScalars.append(c)
                i += 1
            }
        }
        flush()
        return tokens
    }

    /// The character a character reference's number (`10`, `x1F`) stands for.
    static func character(_ number: String) -> Character? {
        let value =
            number.first == "x" || number.first == "X"
            ? UInt32(number.dropFirst(), radix: 16) : UInt32(number, radix: 10)
        return value.flatMap(Unicode.Scalar.init).map(Character.init)
    }

    /// Python's `\s`: Unicode whitespace and the separators U+001C to U+001F.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || (0x1C...0x1F).contains(scalar.value)
    }

    private static func isLetter(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z")
    }

    private static func isAlphanumeric(_ c: Unicode.Scalar) -> Bool {
        isLetter(c) || (c >= "0" && c <= "9")
    }

    /// A reference at `i` (`&name;`, `&#10;`, `&#x1F;`) and where it ends; the `;` is optional
    /// as in html.parser, but a name must be followed by something that cannot continue it.
    private static func reference(_ s: [Unicode.Scalar], at i: Int) -> (Int, HTMLToken)? {
        var j = i + 1
        guard j < s.count else { return nil }
        if s[j] == "#" {
            j += 1
            var hex = false
            if j < s.count, s[j] == "x" || s[j] == "X" { hex = true; j += 1 }
            let digitsStart = j
            while j < s.count, hex ? s[j].properties.isASCIIHexDigit : (s[j] >= "0" && s[j] <= "9") { j += 1 }
            guard j > digitsStart, j < s.count else { return nil }
            let number = String(String.UnicodeScalarView(s[(i + 2)..<j]))
            return (s[j] == ";" ? j + 1 : j, .character(number))
        }
        guard isLetter(s[j]) else { return nil }
        while j < s.count, isAlphanumeric(s[j]) || s[j] == "-" || s[j] == "." { j += 1 }
        guard j < s.count else { return nil }
        let name = String(String.UnicodeScalarView(s[(i + 1)..<j]))
        return (s[j] == ";" ? j + 1 : j, .entity(name))
    }

    /// HTMLToken at `i` and where it ends, or nil when the `<` is text.
    private static func markup(_ s: [Unicode.Scalar], at i: Int) -> (Int, HTMLToken)? {
        func find(_ needle: String, from start: Int) -> Int? {
            let n = Array(needle.unicodeScalars)
            var k = start
            while k + n.count <= s.count {
                if Array(s[k..<(k + n.count)]) == n { return k }
                k += 1
            }
            return nil
        }
        func string(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(s[range])) }
        guard i + 1 < s.count else { return nil }
        let next = s[i + 1]
        if next == "!" {
            if string((i + 2)..<min(i + 4, s.count)) == "--", let close = find("-->", from: i + 4) {
                return (close + 3, .comment(string((i + 4)..<close)))
            }
            if let close = find(">", from: i + 2) {
                return (close + 1, .declaration(string((i + 2)..<close)))
            }
            return nil
        }
        if next == "?" {
            guard let close = find(">", from: i + 2) else { return nil }
            return (close + 1, .processingInstruction(string((i + 2)..<close)))
        }
        if next == "/" {
            guard i + 2 < s.count, isLetter(s[i + 2]), let close = find(">", from: i + 2) else { return nil }
            let name = string((i + 2)..<close).prefix { !isSpace($0.unicodeScalars.first ?? " ") && $0 != "/" }
            return (close + 1, .end(name.lowercased()))
        }
        guard isLetter(next) else { return nil }
        return startTag(s, at: i)
    }

    /// A start tag with its attributes (values unescaped, as html.parser gives them).
    private static func startTag(_ s: [Unicode.Scalar], at i: Int) -> (Int, HTMLToken)? {
        var j = i + 1
        var name = ""
        while j < s.count, !isSpace(s[j]), s[j] != "/", s[j] != ">" { name.unicodeScalars.append(s[j]); j += 1 }
        var attributes: [(String, String?)] = []
        while j < s.count {
            while j < s.count, isSpace(s[j]) { j += 1 }
            guard j < s.count else { return nil }
            if s[j] == ">" { return (j + 1, .start(name.lowercased(), attributes, selfClosing: false)) }
            if s[j] == "/", j + 1 < s.count, s[j + 1] == ">" {
                return (j + 2, .start(name.lowercased(), attributes, selfClosing: true))
            }
            if s[j] == "/" { j += 1; continue }
            var key = ""
            while j < s.count, !isSpace(s[j]), s[j] != "=", s[j] != ">",
                !(s[j] == "/" && j + 1 < s.count && s[j + 1] == ">")
            {
                key.unicodeScalars.append(s[j]); j += 1
            }
            while j < s.count, isSpace(s[j]) { j += 1 }
            guard j < s.count, s[j] == "=" else {
                attributes.append((key.lowercased(), nil))
                continue
            }
            j += 1
            while j < s.count, isSpace(s[j]) { j += 1 }
            guard j < s.count else { return nil }
            var value = ""
            if s[j] == "\"" || s[j] == "'" {
                let quote = s[j]
                j += 1
                while j < s.count, s[j] != quote { value.unicodeScalars.append(s[j]); j += 1 }
                guard j < s.count else { return nil }
                j += 1
            } else {
                while j < s.count, !isSpace(s[j]), s[j] != ">" { value.unicodeScalars.append(s[j]); j += 1 }
            }
            attributes.append((key.lowercased(), unescape(value)))
        }
        return nil
    }

    /// An attribute value with its references replaced by the characters they stand for.
    private static func unescape(_ value: String) -> String {
        guard value.contains("&") else { return value }
        let s = Array(value.unicodeScalars)
        var result = ""
        var i = 0
        while i < s.count {
            if s[i] == "&", let (end, reference) = Self.reference(s + [" "], at: i) {
                let replacement: Character? =
                    switch reference {
                    case .entity(let name): entities[name]
                    case .character(let number): character(number)
                    default: nil
                    }
                if let replacement {
                    result.append(replacement)
                } else {
                    result += String(String.UnicodeScalarView(s[i..<min(end, s.count)]))
                }
                i = min(end, s.count)
            } else {
                result.unicodeScalars.append(s[i])
                i += 1
            }
        }
        return result
    }
}

/// A piece of HTML as Python's `html.parser` reports it with `convert_charrefs` off.
enum HTMLToken {
    case text(String)
    /// A start tag: its name, its attributes (a value is nil for a bare attribute), `/>`.
    case start(String, [(String, String?)], selfClosing: Bool)
    case end(String)
    case comment(String)
    case declaration(String)
    case processingInstruction(String)
    /// `&name;`, by name.
    case entity(String)
    /// `&#10;` or `&#x1F;`, by the text after `#`.
    case character(String)
}
