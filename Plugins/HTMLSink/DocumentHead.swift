import FolioPluginAPI

/// The start of every page of the bundle (`index.html`, `contents.html`, `articles/HASH.html`),
/// written in one place: the doctype, the language and direction, the character set, an optional
/// `<base>`, the bundle's Content-Security-Policy, the viewport and the title, up to the page's
/// own links and scripts in its head.
enum DocumentHead {
    /// The opening lines, ending with `<title>`; `title` is already escaped. `language` (a BCP 47
    /// tag) and `direction` are the page's: the article's, or the for its own pages.
    static func opening(
        title: String, policy: String, base: String? = nil, language: String, direction: WritingDirection
    ) -> String {
        var lines = ["<!doctype html>", "<html\(languageAttributes(language, direction))>", "<head>"]
        lines.append("<meta charset=\"utf-8\">")
        if let base { lines.append("<base href=\"\(base)\">") }
        lines.append("<meta http-equiv=\"Content-Security-Policy\" content=\"\(policy)\">")
        lines.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        lines.append("<title>\(title)</title>")
        return lines.joined(separator: "\n")
    }

    /// ` lang="…" dir="…"`, the attributes every element that states a language writes: screen
    /// readers pick their voice by `lang`, browsers their glyph forms and hyphenation, and `dir`
    /// sets the direction of the text and of `text-align: start`.
    static func languageAttributes(_ language: String, _ direction: WritingDirection) -> String {
        " lang=\"\(HTMLEscaping.escape(language))\" dir=\"\(direction.rawValue)\""
    }
}
