/// What a Liquid output tag (`{{ site.title }}`, `{{ '/about/' | relative_url }}`) stands for
/// in an issue: a variable of the site or the page, or a quoted text, through the filters
/// that keep their meaning outside the site. `relative_url` and `absolute_url` leave a
/// site-root path as it is: the build's link step finds the article it names, or makes it
/// an address on the site.
enum LiquidOutput {
    /// The text, or nil when the expression has no value here; and what to warn about.
    static func evaluate(_ inner: String, variables: TemplateVariables) -> (text: String?, problem: String?) {
        let parts = split(inner)
        guard let head = parts.first?.trimmingWhitespace, !head.isEmpty else { return (nil, "it is empty") }
        var value: String?
        if let quote = head.first, quote == "'" || quote == "\"", head.count >= 2, head.last == quote {
            value = String(head.dropFirst().dropLast())
        } else {
            value = variables.value(of: head)
        }
        var skipped: [String] = []
        for filter in parts.dropFirst() {
            let filter = filter.trimmingWhitespace
            let name = String(filter.prefix { $0 != ":" && !$0.isWhitespace })
            let argument = TemplateArguments(String(filter.dropFirst(name.count).drop { $0 == ":" })).positional.first
            switch name {
            case "relative_url", "absolute_url", "escape", "xml_escape", "markdownify", "smartify", "strip",
                "escape_once", "url_encode", "cgi_escape", "uri_escape":
                continue
            case "downcase": value = value?.lowercased()
            case "upcase": value = value?.uppercased()
            case "default":
                if value?.isEmpty ?? true { value = argument }
            case "prepend": value = value.map { (argument ?? "") + $0 }
            case "append": value = value.map { $0 + (argument ?? "") }
            default: skipped.append(name)
            }
        }
        guard let value else {
            let known = head.hasPrefix("site.") || head.hasPrefix("page.")
            return (nil, known ? "'\(head)' has no value in this site's configuration or front matter" : nil)
        }
        let problem =
            skipped.isEmpty
            ? nil : "the filter\(skipped.count == 1 ? "" : "s") \(skipped.joined(separator: ", ")) could not be applied"
        return (value, problem)
    }

    /// `inner` cut at each `|` outside quotes.
    private static func split(_ inner: String) -> [String] {
        var parts: [String] = [""]
        var quote: Character?
        for character in inner {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "|" {
                parts.append("")
                continue
            }
            parts[parts.count - 1].append(character)
        }
        return parts
    }
}
