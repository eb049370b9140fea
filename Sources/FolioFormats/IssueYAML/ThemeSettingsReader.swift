import FolioFrontMatter
import FolioLayout
import FolioModel

/// Reads `issue.yaml`'s `theme:`: the page theme's colours (`PageTheme.colourKeys`) and measures
/// (`PageTheme.measureKeys`) by their names in kebab case (`quote-bar`, `rule-thickness`), `accent`
/// for `link`, and `dark:`, the dark pages' colours. A colour is `"#rrggbb"` or `"#rgb"` (quoted:
/// in YAML a bare `#` starts a comment); a measure a number in its range. Every wrong entry is an
/// error at its line and column, an unknown key a warning; text that would be hard to read (ink
/// or links on the paper or a mark, the running foot on the paper, under 4.5:1) is a warning at
/// `theme:`, naming both colours and their contrast.
enum ThemeSettingsReader {
    /// `link`'s other name: the accent an author thinks of.
    static let aliases = ["accent": "link"]

    /// The settings `issue`'s `theme:` gives; none when it is absent.
    static func read(in issue: YAMLMapping, diagnostics: inout [Diagnostic]) -> ThemeSettings {
        var settings = ThemeSettings()
        let theme: YAMLMapping
        switch issue.mapping("theme") {
        case .success(nil): return settings
        case .failure(let diagnostic):
            diagnostics.append(diagnostic)
            return settings
        case .success(let mapping?): theme = mapping
        }
        let colours = Set(PageTheme.colourKeys.map { kebab($0.name) }).union(aliases.keys)
        let measures = Set(PageTheme.measureKeys.map { kebab($0.name) })
        diagnostics += theme.unknownKeys(
            known: colours.union(measures).union(["dark", "drop-cap", "first-line"]), in: "theme")
        settings.dropCapLines = readDropCap(theme, diagnostics: &diagnostics)
        settings.smallCapsFirstLine = readFirstLine(theme, diagnostics: &diagnostics)
        settings.colours = readColours(theme, known: colours, in: "theme", diagnostics: &diagnostics)
        for key in PageTheme.measureKeys where theme.keys.contains(kebab(key.name)) {
            let name = kebab(key.name)
            let value = try? theme.double(name).get()
            guard let value, key.range.contains(value) else {
                diagnostics.append(
                    .error(
                        "theme.\(name): expected a number from \(number(key.range.lowerBound)) to "
                            + "\(number(key.range.upperBound)) (\(unit(key.unit))), found \(written(theme, name))",
                        at: theme.location(ofValue: name)))
                continue
            }
            settings.measures[key.name] = value
        }
        switch theme.mapping("dark") {
        case .success(let dark?):
            diagnostics += dark.unknownKeys(known: colours, in: "theme.dark")
            settings.darkColours = readColours(dark, known: colours, in: "theme.dark", diagnostics: &diagnostics)
        case .success(nil): break
        case .failure:
            diagnostics.append(
                .error(
                    "theme.dark: expected a mapping of the dark pages' colours, found \(written(theme, "dark"))",
                    at: theme.location(ofValue: "dark")))
        }
        for (pages, colours) in [("light", PageTheme.light(settings)), ("dark", PageTheme.dark(settings))] {
            for pair in colours.textPairs where pair.contrast < PageTheme.minimumContrast {
                let text = colours.colours.first { $0.name == pair.text }!.colour.hex
                let ground = colours.colours.first { $0.name == pair.ground }!.colour.hex
                diagnostics.append(
                    .warning(
                        "theme: on the \(pages) pages, \(kebab(pair.text)) \(text) on \(kebab(pair.ground)) \(ground) "
                            + "has a contrast of \(number(pair.contrast)):1; text needs \(number(PageTheme.minimumContrast)):1",
                        at: issue.location(ofKey: "theme")))
            }
        }
        return settings
    }

    /// The colours of `mapping` (the theme's or its `dark:`), by the theme's names.
    private static func readColours(
        _ mapping: YAMLMapping, known: Set<String>, in what: String, diagnostics: inout [Diagnostic]
    ) -> [String: UInt32] {
        var colours: [String: UInt32] = [:]
        for key in mapping.keys where known.contains(key) {
            let text = (try? mapping.string(key).get()) ?? nil
            guard let text, !text.isEmpty else {
                diagnostics.append(
                    .error(
                        "\(what).\(key): no colour; write it in quotes (\(key): \"#204060\"): in YAML a bare # starts a comment",
                        at: mapping.location(ofKey: key)))
                continue
            }
            guard let rgb = colour(text) else {
                diagnostics.append(
                    .error(
                        "\(what).\(key): expected a colour as \"#rrggbb\" or \"#rgb\", found '\(text)'",
                        at: mapping.location(ofValue: key)))
                continue
            }
            colours[camel(aliases[key] ?? key)] = rgb
        }
        return colours
    }

    /// The lines of the theme's `drop-cap:` (`DropCapLines.range`), 3 for `true`, 0 for `false`
    /// or none; an error at its value for anything else.
    private static func readDropCap(_ theme: YAMLMapping, diagnostics: inout [Diagnostic]) -> Int {
        guard theme.keys.contains("drop-cap") else { return 0 }
        let text = ((try? theme.string("drop-cap").get()) ?? nil)?.trimmingCharacters(in: .whitespaces).lowercased()
        switch text {
        case "false", "no", "off", "none", "0": return 0
        case "true", "yes", "on": return dropCapLines.lowerBound + 1
        default:
            if let text, let lines = Int(text), dropCapLines.contains(lines) { return lines }
            diagnostics.append(
                .error(
                    "theme.drop-cap: expected how many lines the drop cap spans, from \(dropCapLines.lowerBound) to "
                        + "\(dropCapLines.upperBound) (or false), found \(written(theme, "drop-cap"))",
                    at: theme.location(ofValue: "drop-cap")))
            return 0
        }
    }

    /// Whether the theme's `first-line:` is `small-caps` (else `normal`, the default); an error at
    /// its value for anything else.
    private static func readFirstLine(_ theme: YAMLMapping, diagnostics: inout [Diagnostic]) -> Bool {
        guard theme.keys.contains("first-line") else { return false }
        let text = ((try? theme.string("first-line").get()) ?? nil)?.trimmingCharacters(in: .whitespaces)
        switch text {
        case "small-caps": return true
        case "normal": return false
        default:
            diagnostics.append(
                .error(
                    "theme.first-line: expected small-caps or normal, found \(written(theme, "first-line"))",
                    at: theme.location(ofValue: "first-line")))
            return false
        }
    }

    /// How many lines a drop cap may span.
    static let dropCapLines = 2...5

    /// `#rrggbb` or `#rgb` (the `#` may be left out) as 0xRRGGBB; nil for anything else.
    static func colour(_ text: String) -> UInt32? {
        var digits = Substring(text.trimmingCharacters(in: .whitespaces))
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        switch digits.count {
        case 6: return UInt32(digits, radix: 16)
        case 3: return UInt32(digits.map { "\($0)\($0)" }.joined(), radix: 16)
        default: return nil
        }
    }

    /// `quoteBar` as `quote-bar`.
    static func kebab(_ name: String) -> String {
        name.map { $0.isUppercase ? "-" + $0.lowercased() : String($0) }.joined()
    }

    /// `quote-bar` as `quoteBar`.
    static func camel(_ name: String) -> String {
        let parts = name.split(separator: "-")
        return ([String(parts.first ?? "")] + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() })
            .joined()
    }

    private static func unit(_ unit: String) -> String {
        switch unit {
        case "share": "a share of the column"
        case "em": "ems of the body text"
        default: "CSS px"
        }
    }

    private static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    private static func written(_ mapping: YAMLMapping, _ key: String) -> String {
        ((try? mapping.string(key).get()) ?? nil).map { "'\($0)'" } ?? "a list or mapping"
    }
}
