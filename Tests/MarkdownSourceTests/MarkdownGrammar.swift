import PropertyBased

/// Random Markdown from a small grammar of what real sites write: paragraphs, headings, lists
/// and quotes with emphasis, code and links; HTML blocks (kramdown pull quotes in one block and
/// split over blank lines, details, figures, tables, divs, lists, pre, scripts and styles); and
/// inline HTML (sup, sub, kbd, mark, abbr, span, u, br, stray and unclosed tags). Words come
/// from a list in several scripts; a seed gives the same file every time.
struct MarkdownGrammar {
    private var random: Xoshiro

    init(seed: UInt64) {
        random = Xoshiro(seed: (seed, seed ^ 0x9E37_79B9_7F4A_7C15, seed &* 31 &+ 7, 0x2545_F491_4F6C_DD1D))
    }

    private static let vocabulary = [
        "harbour", "tide", "nets", "gull", "rope", "lantern", "keel", "salt", "café", "naïve", "Ωmega", "東京",
        "مرفأ", "море", "2026", "knot", "mast", "ebb",
    ]

    /// A whole body: blocks separated by blank lines, and a link reference definition.
    mutating func document() -> String {
        let blocks = (0..<int(1...8)).map { _ in block(depth: 0) }
        return blocks.joined(separator: "\n\n") + "\n\n[ref]: https://example.com/ref\n"
    }

    private mutating func block(depth: Int) -> String {
        switch int(0...(depth > 1 ? 3 : 9)) {
        case 0, 1: return inlines()
        case 2: return String(repeating: "#", count: int(1...6)) + " " + inlines()
        case 3: return "```\n\(words(1...4))\n```"
        case 4: return (0..<int(1...3)).map { _ in "- " + inlines() }.joined(separator: "\n")
        case 5: return "> " + block(depth: depth + 1).replacingOccurrences(of: "\n", with: "\n> ")
        default: return htmlBlock(depth: depth)
        }
    }

    private mutating func htmlBlock(depth: Int) -> String {
        switch int(0...11) {
        case 0:
            return """
                <aside markdown="1" class="pquote">
                  \(inlines())
                  <p markdown="1" class="pquote-credit">
                — [@\(word())](https://example.com/\(word())), *\(words(1...2))*
                  </p>
                </aside>
                """
        case 1:
            return
                "<aside markdown=\"1\" class=\"note\">\n\n\(block(depth: depth + 1))\n\n\(block(depth: depth + 1))\n\n</aside>"
        case 2:
            return "<details>\n<summary>\(htmlInlines())</summary>\n\n\(block(depth: depth + 1))\n\n</details>"
        case 3:
            return
                "<figure>\n  <img src=\"photos/harbour.png\" alt=\"\(words(1...3))\">\n  <figcaption>\(htmlInlines())</figcaption>\n</figure>"
        case 4:
            return "<table>\n<tr><th>\(words(1...2))</th><td>\(htmlInlines())</td></tr>\n</table>"
        case 5:
            return "<div class=\"box\">\n\(htmlInlines())\n<p>\(htmlInlines())</p>\n</div>"
        case 6:
            return "<ul>\n<li>\(htmlInlines())</li>\n<li>\(words(1...3))\n</ul>"
        case 7:
            return "<pre><code>\(words(1...4))\n\(words(1...2))</code></pre>"
        case 8:
            return "<script>var \(word()) = 1;</script>\n<style>p { color: red }</style>"
        case 9:
            return "<blockquote class=\"tip\">\n<p>\(htmlInlines())</p>\n<!-- \(word()) -->\n</blockquote>"
        case 10:
            return "<p markdown=\"1\">\(inlines())</p>"
        default:
            return "<div>\n\n\(block(depth: depth + 1))\n\n</div>"
        }
    }

    /// Running Markdown with inline HTML.
    private mutating func inlines() -> String {
        (0..<int(1...6)).map { _ -> String in
            switch int(0...13) {
            case 0: return "*\(words(1...2))*"
            case 1: return "**\(words(1...2))**"
            case 2: return "`\(word())`"
            case 3: return "[\(words(1...2))](https://example.com/\(word()))"
            case 4: return "[\(word())][ref]"
            case 5: return "\(word())<sup>\(int(1...9))</sup>"
            case 6: return "<kbd>\(word())</kbd>+<kbd>\(word())</kbd>"
            case 7: return "<abbr title=\"\(words(1...2))\">\(word())</abbr>"
            case 8: return "<span class=\"x\">\(words(1...2))</span>"
            case 9: return "\(word())<br>\n\(word())"
            case 10: return "<u>\(word())</u> <mark>\(word())</mark> H<sub>2</sub>O"
            case 11: return "<b>\(word()) *\(word())*</b></i>"
            case 12: return "<em>\(word()) &amp; \(word())"
            default: return words(1...5)
            }
        }.joined(separator: " ")
    }

    /// Running HTML text, as inside an HTML block.
    private mutating func htmlInlines() -> String {
        (0..<int(1...4)).map { _ -> String in
            switch int(0...7) {
            case 0: return "<em>\(words(1...2))</em>"
            case 1: return "<strong>\(word())</strong>"
            case 2: return "<a href=\"https://example.com/\(word())\">\(words(1...2))</a>"
            case 3: return "\(word())<sup>\(int(1...9))</sup>"
            case 4: return "<code>\(word())</code>"
            case 5: return "\(word()) &copy; &#8217;\(word())"
            case 6: return "<span>\(words(1...2))</span>"
            default: return words(1...4)
            }
        }.joined(separator: " ")
    }

    private mutating func words(_ count: ClosedRange<Int>) -> String {
        (0..<int(count)).map { _ in word() }.joined(separator: " ")
    }

    private mutating func word() -> String {
        Self.vocabulary[int(0...(Self.vocabulary.count - 1))]
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }
}
