import FolioFormats

/// Finds the template syntax a Markdown body still holds after import: Liquid (Jekyll) and
/// Tera (Zola) tags and outputs, Hugo shortcodes, kramdown attribute lists. `folio import`
/// copies the body as written, so each is a line of its report, at its line and column, for
/// the editor to check (the build resolves what it can and warns about the rest).
enum ImportConstructScan {
    /// One construct: what it is in words, its text (shortened), and where it starts.
    struct Construct: Equatable {
        var kind: String
        var text: String
        var line: Int
        var column: Int
    }

    /// The longest text of a construct a report line shows.
    static let excerptLength = 60

    /// Every construct in `body`, in reading order, named as `site`'s generator names them.
    static func constructs(in body: String, site: SiteKind) -> [Construct] {
        var found: [Construct] = []
        for line in ImportProseLines(body) {
            var rest = line.text[...]
            while let start = rest.firstMatch(of: opening) {
                let opener = String(start.output)
                let closer = closers[opener] ?? "}"
                let tail = line.text[start.range.lowerBound...]
                let end = tail.range(
                    of: closer, range: tail.index(tail.startIndex, offsetBy: opener.count)..<tail.endIndex)
                let text = end.map { String(tail[..<$0.upperBound]) } ?? String(tail)
                found.append(
                    Construct(
                        kind: kind(opener: opener, text: text, site: site), text: shortened(text), line: line.number,
                        column: line.text.distance(from: line.text.startIndex, to: start.range.lowerBound) + 1))
                rest = line.text[(end?.upperBound ?? line.text.endIndex)...]
            }
        }
        return found
    }

    private static var opening: Regex<Substring> { #/\{\{<|\{\{%|\{%|\{\{|\{:/# }
    private static let closers = ["{{<": ">}}", "{{%": "%}}", "{%": "%}", "{{": "}}", "{:": "}"]

    private static func kind(opener: String, text: String, site: SiteKind) -> String {
        let engine = site == .zola ? "Tera" : "Liquid"
        switch opener {
        case "{{<", "{{%": return "Hugo shortcode"
        case "{:": return "kramdown attribute list"
        case "{%": return site == .zola && text.contains("(") ? "Zola shortcode" : "\(engine) tag"
        default:
            if site == .zola, text.contains("(") { return "Zola shortcode" }
            return site == .hugo ? "template output" : "\(engine) output"
        }
    }

    private static func shortened(_ text: String) -> String {
        text.count <= excerptLength ? text : String(text.prefix(excerptLength - 1)) + "…"
    }
}
