/// The CommonMark spec's `normalize.py`, in Swift: two HTML renderings of the same document
/// normalise to the same text when they differ only in insignificant ways (whitespace around
/// block tags and in text outside `<pre>`, attribute order, `<br />` against `<br>`, how a
/// character is written: `&#39;` or `'`).
///
/// It reads HTML with `HTMLTokenizer` (as Python's `html.parser` reads it) and writes what
/// `normalize.py`'s parser writes for each token.
struct HTMLNormalizer {
    private var output = ""
    private var last = Last.startTag
    private var lastTag = ""
    private var inPre = false

    private enum Last { case startTag, endTag, data, comment, declaration, reference }

    /// `html` normalised.
    static func normalize(_ html: String) -> String {
        var normalizer = HTMLNormalizer()
        for token in HTMLTokenizer.tokens(html) { normalizer.apply(token) }
        return normalizer.output
    }

    private static let blockTags: Set<String> = [
        "article", "header", "aside", "hgroup", "blockquote", "hr", "iframe", "body", "li", "map", "button",
        "object", "canvas", "ol", "caption", "output", "col", "p", "colgroup", "pre", "dd", "progress", "div",
        "section", "dl", "table", "td", "dt", "tbody", "embed", "textarea", "fieldset", "tfoot", "figcaption",
        "th", "figure", "thead", "footer", "tr", "form", "ul", "h1", "h2", "h3", "h4", "h5", "h6", "video",
        "script", "style",
    ]

    private mutating func apply(_ token: HTMLToken) {
        switch token {
        case .text(let text):
            data(text)
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
            outputCharacter(HTMLTokenizer.entities[name], fallback: "&\(name);")
            last = .reference
        case .character(let number):
            outputCharacter(HTMLTokenizer.character(number), fallback: "&#\(number);")
            last = .reference
        }
    }

    // MARK: What normalize.py writes

    private mutating func data(_ raw: String) {
        var text = raw
        let afterTag = last == .endTag || last == .startTag
        let afterBlockTag = afterTag && Self.blockTags.contains(lastTag)
        if afterTag && lastTag == "br" { text = String(text.drop { $0 == "\n" }) }
        if !inPre { text = Self.collapsingWhitespace(text) }
        if afterBlockTag && !inPre {
            if last == .startTag {
                text = Self.strippingStart(text)
            } else if last == .endTag {
                text = Self.strippingEnd(Self.strippingStart(text))
            }
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
            if HTMLTokenizer.isSpace(scalar) {
                if !inSpace { result += " " }
                inSpace = true
            } else {
                result.unicodeScalars.append(scalar)
                inSpace = false
            }
        }
        return result
    }

    private static func strippingStart(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.drop(while: HTMLTokenizer.isSpace)))
    }

    private static func strippingEnd(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        while let last = scalars.last, HTMLTokenizer.isSpace(last) { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
