import FolioPluginAPI

/// The page theme (`PageTheme`, the table the PDF, the JSON bundle and the terminal read too) as
/// CSS custom properties, one rule on `:root` at the end of `fonts.css`: `--folio-paper`,
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

    /// The rule that declares `theme`'s entries.
    static func rule(_ theme: PageTheme) -> String {
        let colours = theme.colours.map { "\(property($0.name)): \($0.colour.hex);" }
        let measures = theme.measures.map { name, value, unit in
            switch unit {
            case "share": "\(property(name)): \(number(value * 100))%;"
            default: "\(property(name)): \(number(value))\(unit);"
            }
        }
        return ":root { \((colours + measures).joined(separator: " ")) }\n"
    }

    /// A number as CSS writes it: at most four decimals, no trailing zeros.
    private static func number(_ value: Double) -> String {
        ((value * 10_000).rounded() / 10_000).shortSpelling
    }
}
