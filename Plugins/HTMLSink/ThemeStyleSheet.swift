import FolioPluginAPI

/// The page theme (`PageTheme`, the table the PDF, the JSON bundle and the terminal read too) as
/// CSS custom properties, rules on `:root` at the end of `fonts.css` (the dark theme's colours
/// where the reader asks for dark pages): `--folio-paper`,
/// `--folio-ink`, ..., each colour as `#rrggbb`, the rule's share of the column as a percentage,
/// its thickness in px, the quote bar's width and the list marker's gap in ems. `folio.css` and
/// `issue.css` use them for every value of the theme, and write none of their own.
///
/// It goes into `fonts.css` rather than a file of its own: `folio.css` imports `fonts.css`, so
/// every page of the bundle (the carousel, `contents.html`, the article pages) has the theme with
/// no further request before the first page, and `fonts.css` is already the style sheet the sink
/// writes for every page.
enum ThemeStyleSheet {
    /// The CSS custom property of the theme's entry `name` (as `PageTheme.colours` and
    /// `PageTheme.measures` name it): `quoteBar`, `--folio-quote-bar`.
    static func property(_ name: String) -> String {
        "--folio-" + name.map { $0.isUppercase ? "-" + $0.lowercased() : String($0) }.joined()
    }

    /// The rules that declare `theme`'s entries, and `dark`'s colours where the reader asks for
    /// dark pages: the system's preference (`prefers-color-scheme: dark`) unless the reader chose
    /// light pages with the carousel's toggle, or that choice (`data-theme` on the root, which
    /// `folio-theme.js` sets from what the reader chose, kept on the device). `--folio-control`
    /// is the text of the controls over the pages (arrows, ☰, the page number, the contents): the
    /// standard paper, in both themes, on their dark ground.
    static func rule(_ theme: PageTheme, dark: PageTheme = .dark) -> String {
        let measures = theme.measures.map { name, value, unit in
            switch unit {
            case "share": "\(property(name)): \(number(value * 100))%;"
            default: "\(property(name)): \(number(value))\(unit);"
            }
        }
        let control = "\(property("control")): \(theme.paper.hex);"
        let light = ":root { \((colours(theme) + measures + [control]).joined(separator: " ")) }"
        // The dark pages' colours that differ from the light pages' (the cover's ink is the same).
        let lightColours = Set(colours(theme))
        let darkColours = colours(dark).filter { !lightColours.contains($0) }.joined(separator: " ")
        return """
            \(light)
            @media (prefers-color-scheme: dark) { :root:not([data-theme=light]) { \(darkColours) } }
            :root[data-theme=dark] { \(darkColours) }
            \(callouts)

            """
    }

    /// A callout's bar in its kind's colour: the quote's `data-callout`, the kind the HTML
    /// renderer writes from its role (`CalloutKind`).
    private static var callouts: String {
        CalloutKind.allCases.map { kind in
            ":is(.page, .article-page article) blockquote[data-callout=\(kind.rawValue)] "
                + "{ border-inline-start-color: var(\(property(PageTheme.calloutColourName(kind)))); }"
        }.joined(separator: "\n")
    }

    private static func colours(_ theme: PageTheme) -> [String] {
        theme.colours.map { "\(property($0.name)): \($0.colour.hex);" }
    }

    /// A number as CSS writes it: at most four decimals, no trailing zeros.
    private static func number(_ value: Double) -> String {
        ((value * 10_000).rounded() / 10_000).shortSpelling
    }
}
