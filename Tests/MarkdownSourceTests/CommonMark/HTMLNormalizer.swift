/// The CommonMark spec's `normalize.py`, in Swift: two HTML renderings of the same document
/// normalise to the same text when they differ only in insignificant ways (whitespace around
/// block tags and in text outside `<pre>`, attribute order, `<br />` against `<br>`, how a
/// character is written: `&#39;` or `'`).
///
/// It reads HTML as Python's `html.parser` does with `convert_charrefs` off (tags, comments,
/// declarations, processing instructions, entity and character references, text) and writes
/// what `normalize.py`'s parser writes for each.
struct HTMLNormalizer {
    private var output = ""
    private var last = Last.startTag
    private var lastTag = ""
    private var inPre = false

    private enum Last { case startTag, endTag, data, comment, declaration, reference }

    /// `html` normalised.
    static func normalize(_ html: String) -> String {
        var normalizer = HTMLNormalizer()
        normalizer.read(Array(html.unicodeScalars))
        return normalizer.output
    }

    private static let blockTags: Set<String> = [
        "article", "header", "aside", "hgroup", "blockquote", "hr", "iframe", "body", "li", "map", "button",
        "object", "canvas", "ol", "caption", "output", "col", "p", "colgroup", "pre", "dd", "progress", "div",
        "section", "dl", "table", "td", "dt", "tbody", "embed", "textarea", "fieldset", "tfoot", "figcaption",
        "th", "figure", "thead", "footer", "tr", "form", "ul", "h1", "h2", "h3", "h4", "h5", "h6", "video",
        "script", "style",
    ]

    private static let entities: [String: Character] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "nbsp": "\u{A0}"]

    // MARK: Reading

    private mutating func read(_ s: [Unicode.Scalar]) {
        var i = 0
        var text = ""
        func flush() {
            if !text.isEmpty { data(text) }
            text = ""
        }
        while i < s.count {
            let c = s[i]
            if c == "<", let (end, markup) = Self.markup(s, at: i) {
                flush()
                apply(markup)
                i = end
            } else if c == "&", let (end, reference) = Self.reference(s, at: i) {
                flush()
                apply(reference)
                i = end
            } else {
                text.unicodeScalars.append(c)
                i += 1
            }
        }
        flush()
    }

    private enum Markup {
        case start(String, [(String, String?)], selfClosing: Bool)
        case end(String)
        case comment(String)
        case declaration(String)
        case processingInstruction(String)
        case entity(String)
        case character(String)
    }

    private mutating func apply(_ markup: Markup) {
        switch markup {
        case .start(let tag, let attributes, let selfClosing):
            startTag(tag, attributes)
            if selfClosing {
                lastTag = tag
                last = .endTag
            }
        case .end(let tag):
            endTag(tag)
        case .comment(let body):
            output += "<!--\(body)-->"
            last = .comment
        case .declaration(let body):
            output += "<!\(body)>"
            last = .declaration
        case .processingInstruction(let body):
            output += "<?\(body)>"
            last = .declaration
        case .entity(let name):
            outputCharacter(Self.entities[name], fallback: "&\(name);")
            last = .reference
        case .character(let number):
            outputCharacter(Self.character(number), fallback: "&#\(number);")
            last = .reference
        }
    }

    private static func character(_ number: String) -> Character? {
        let value = number.first == "x" || number.first == "X"
            ? UInt32(number.dropFirst(), radix: 16) : UInt32(number, radix: 10)
        return value.flatMap(Unicode.Scalar.init).map(Character.init)
    }

    // MARK: What normalize.py writes

    private mutating func data(_ raw: String) {
        var text = raw
        let afterTag = last == .endTag || last == .startTag
        let afterBlockTag = afterTag && Self.blockTags.contains(lastTag)
        if afterTag && lastTag == "br" { text = String(text.drop { $0 == "\n" }) }
        if !inPre { text = Self.collapsingWhitespace(text) }
        if afterBlockTag && !inPre {
            if last == .startTag { text = Self.strippingStart(text) }
            else if last == .endTag { text = Self.strippingEnd(Self.strippingStart(text)) }
        }
        output += text
        last = .data
    }

    private mutating func startTag(_ tag: String, _ attributes: [(String, String?)]) {
        if tag == "pre" { inPre = true }
        if Self.blockTags.contains(tag) { output = Self.strippingEnd(output) }
        output += "<" + tag
        for (name, value) in attributes.sorted(by: { ($0.0, $0.1 ?? "") < ($1.0, $1.1 ?? "") }) {
            output += " " + name
            if let value { output += "=\"" + Self.escape(value) + "\"" }
        }
        output += ">"
        lastTag = tag
        last = .startTag
    }

    private mutating func endTag(_ tag: String) {
        if tag == "pre" { inPre = false } else if Self.blockTags.contains(tag) { output = Self.strippingEnd(output) }
        output += "</\(tag)>"
        lastTag = tag
        last = .endTag
    }

    private mutating func outputCharacter(_ character: Character?, fallback: String) {
        switch character {
        case "<": output += "&lt;"
        case ">": output += "&gt;"
        case "&": output += "&amp;"
        case "\"": output += "&quot;"
        case nil: output += fallback
        case let character?: output.append(character)
        }
    }

    /// Python's `html.escape(value, quote=True)`.
    private static func escape(_ value: String) -> String {
        var result = ""
        for character in value {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#x27;"
            default: result.append(character)
            }
        }
        return result
    }

    /// Python's `\s` (Unicode whitespace) runs as one space.
    private static func collapsingWhitespace(_ text: String) -> String {
        var result = ""
        var inSpace = false
        for scalar in text.unicodeScalars {
            if isSpace(scalar) {
                if !inSpace { result += " " }
                inSpace = true
            } else {
                result.unicodeScalars.append(scalar)
                inSpace = false
            }
        }
        return result
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || (0x1C...0x1F).contains(scalar.value)
    }

    private static func strippingStart(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.drop(while: isSpace)))
    }

    private static func strippingEnd(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        while let last = scalars.last, isSpace(last) { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }

    // MARK: Tokens, as html.parser finds them

    private static func isLetter(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z")
    }

    private static func isAlphanumeric(_ c: Unicode.Scalar) -> Bool {
        isLetter(c) || (c >= "0" && c <= "9")
    }

    /// A reference at `i` (`&name;`, `&#10;`, `&#x1F;`) and where it ends; the `;` is optional
    /// as in html.parser, but a name must be followed by something that cannot continue it.
    private static func reference(_ s: [Unicode.Scalar], at i: Int) -> (Int, Markup)? {
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

    /// Markup at `i` and where it ends, or nil when the `<` is text.
    private static func markup(_ s: [Unicode.Scalar], at i: Int) -> (Int, Markup)? {
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
    private static func startTag(_ s: [Unicode.Scalar], at i: Int) -> (Int, Markup)? {
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
            while j < s.count, !isSpace(s[j]), s[j] != "=", s[j] != ">", !(s[j] == "/" && j + 1 < s.count && s[j + 1] == ">") {
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
                let replacement: Character? = switch reference {
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
