/// One piece of template syntax found in a Markdown body: Liquid's `{{ … }}` and `{% … %}`
/// (Jekyll), Hugo's shortcodes `{{< … >}}` and `{{% … %}}`, Zola's `{{ name(…) }}` and
/// `{% name(…) %}`, the escaped forms that stand for themselves (`{{</* … */>}}`,
/// `{{/* … */}}`), and kramdown's attribute lists `{: … }`.
struct TemplateFragment: Equatable {
    enum Kind: Equatable {
        /// `{{ expression }}`.
        case output
        /// `{% tag %}`.
        case tag
        /// `{{< name >}}` (`markdown` false) or `{{% name %}}` (true).
        case shortcode(markdown: Bool)
        /// `{{</* … */>}}`, `{{%/* … */%}}`, `{{/* … */}}`: written to show the syntax itself.
        case escaped
        /// `{: .class #id key="value"}`, `{:toc}`, a heading's `{#id}`.
        case attributes
    }

    var kind: Kind
    /// Where it is in the body: from its `{` to just after its closing `}`.
    var range: Range<Int>
    /// What is between the delimiters, trimmed (without Liquid's `-` trim marks).
    var inner: String
    /// For `escaped`: the text it stands for.
    var literal: String = ""

    /// The longest a fragment may be; an opening without a close this near is not one.
    static let longest = 4_000

    /// The fragment that starts at `start` of `body` (at a `{`), if one does.
    static func at(_ start: Int, in body: [UInt8]) -> TemplateFragment? {
        guard start + 1 < body.count, body[start] == UInt8(ascii: "{") else { return nil }
        let second = body[start + 1]
        let third = start + 2 < body.count ? body[start + 2] : 0
        switch (second, third) {
        case (UInt8(ascii: "{"), UInt8(ascii: "<")):
            return shortcode(start, body, open: "{{<", close: ">}}", markdown: false)
        case (UInt8(ascii: "{"), UInt8(ascii: "%")):
            return shortcode(start, body, open: "{{%", close: "%}}", markdown: true)
        case (UInt8(ascii: "{"), UInt8(ascii: "/")) where starts(body, start + 2, "/*"):
            guard let end = find(body, "*/}}", from: start + 4) else { return nil }
            let inside = text(body, (start + 4)..<end)
            return TemplateFragment(
                kind: .escaped, range: start..<(end + 4), inner: inside, literal: "{{" + inside + "}}")
        case (UInt8(ascii: "{"), _):
            guard let end = find(body, "}}", from: start + 2) else { return nil }
            return TemplateFragment(kind: .output, range: start..<(end + 2), inner: trimmed(body, (start + 2)..<end))
        case (UInt8(ascii: "%"), _):
            guard let end = find(body, "%}", from: start + 2) else { return nil }
            return TemplateFragment(kind: .tag, range: start..<(end + 2), inner: trimmed(body, (start + 2)..<end))
        case (UInt8(ascii: ":"), _), (UInt8(ascii: "#"), _):
            // An attribute list closes on its own line.
            var end = start + 2
            while end < body.count, body[end] != UInt8(ascii: "}"), body[end] != UInt8(ascii: "\n") { end += 1 }
            guard end < body.count, body[end] == UInt8(ascii: "}") else { return nil }
            return TemplateFragment(
                kind: .attributes, range: start..<(end + 1), inner: trimmed(body, (start + 2)..<end))
        default:
            return nil
        }
    }

    private static func shortcode(_ start: Int, _ body: [UInt8], open: String, close: String, markdown: Bool)
        -> TemplateFragment?
    {
        let after = start + 3
        if starts(body, after, "/*") {
            guard let end = find(body, "*/" + close, from: after + 2) else { return nil }
            let inside = text(body, (after + 2)..<end)
            return TemplateFragment(
                kind: .escaped, range: start..<(end + 2 + close.utf8.count), inner: inside,
                literal: open + inside + close)
        }
        guard let end = find(body, close, from: after) else { return nil }
        return TemplateFragment(
            kind: .shortcode(markdown: markdown), range: start..<(end + close.utf8.count),
            inner: trimmed(body, after..<end))
    }

    /// Whether `body` has `text` at `index`.
    static func starts(_ body: [UInt8], _ index: Int, _ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard index >= 0, index + bytes.count <= body.count else { return false }
        return body[index..<(index + bytes.count)].elementsEqual(bytes)
    }

    /// Where `text` next starts in `body` from `index`, within `longest` bytes.
    static func find(_ body: [UInt8], _ text: String, from index: Int) -> Int? {
        let bytes = Array(text.utf8)
        let last = min(body.count - bytes.count, index + longest)
        guard index <= last else { return nil }
        var position = index
        while position <= last {
            if body[position] == bytes[0], body[position..<(position + bytes.count)].elementsEqual(bytes) {
                return position
            }
            position += 1
        }
        return nil
    }

    private static func text(_ body: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: body[range], as: UTF8.self)
    }

    /// The text of `range` without white space or Liquid's `-` trim marks at either end.
    private static func trimmed(_ body: [UInt8], _ range: Range<Int>) -> String {
        var inner = Substring(text(body, range))
        if inner.hasPrefix("-") { inner = inner.dropFirst() }
        if inner.hasSuffix("-") { inner = inner.dropLast() }
        return String(inner).trimmingWhitespace
    }

    /// The first word of `inner`: a tag's or shortcode's name (`raw`, `figure`, `/highlight`).
    var name: String {
        String(inner.prefix { !$0.isWhitespace && $0 != "(" })
    }

    /// What follows the name.
    var arguments: String {
        String(inner.dropFirst(name.count)).trimmingWhitespace
    }

    /// The source as written, on one line and short, for a warning.
    func excerpt(in body: [UInt8]) -> String {
        let written = String(decoding: body[range], as: UTF8.self)
        let line = written.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: " \t") }.joined(
            separator: " ")
        let printable = String(line.filter { !$0.isControlCharacter })
        return printable.count > 60 ? String(printable.prefix(60)) + "…" : printable
    }
}

extension StringProtocol {
    fileprivate func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
