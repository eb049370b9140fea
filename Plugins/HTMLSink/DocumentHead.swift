/// The start of every page of the bundle (`index.html`, `contents.html`, `articles/HASH.html`),
/// written in one place: the doctype, the language, the character set, an optional `<base>`, the
/// bundle's Content-Security-Policy, the viewport and the title, up to the page's own links and
/// scripts in its head.
enum DocumentHead {
    /// The opening lines, ending with `<title>`; `title` is already escaped.
    static func opening(title: String, policy: String, base: String? = nil) -> String {
        var lines = ["<!doctype html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">"]
        if let base { lines.append("<base href=\"\(base)\">") }
        lines.append("<meta http-equiv=\"Content-Security-Policy\" content=\"\(policy)\">")
        lines.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        lines.append("<title>\(title)</title>")
        return lines.joined(separator: "\n")
    }
}
