import FolioModel
import FolioPluginAPI
import FolioText
import Foundation
import Testing

@testable import HTMLSink

/// One theme table (issue 40): the carousel's style sheets hold the values of `PageTheme`, the
/// table the PDF, the JSON bundle and the terminal read, and no sink writes one of its colours
/// itself.
@Suite struct PageThemeTests {
    static let root = HTMLSinkTestSupport.packageRoot
    static let theme = PageTheme.standard

    /// The custom properties of the last `:root { ... }` rule of `css`, by name.
    func rootProperties(in css: String) throws -> [String: String] {
        let line = try #require(css.split(separator: "\n").last { $0.hasPrefix(":root { --folio-paper:") })
        var found: [String: String] = [:]
        for declaration in line.dropFirst(":root { ".count).dropLast(2).split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            found[parts[0].trimmingCharacters(in: .whitespaces)] = parts[1].trimmingCharacters(in: .whitespaces)
        }
        return found
    }

    @Test func theBundlesFontsCSSDeclaresTheTable() throws {
        let expected: [String: String] = [
            "--folio-paper": Self.theme.paper.hex, "--folio-ink": Self.theme.ink.hex,
            "--folio-link": Self.theme.link.hex,
            "--folio-rule": Self.theme.rule.hex, "--folio-quote-bar": Self.theme.quoteBar.hex,
            "--folio-foot": Self.theme.foot.hex, "--folio-photo-placeholder": Self.theme.photoPlaceholder.hex,
            "--folio-mark": Self.theme.mark.hex, "--folio-control": Self.theme.paper.hex,
            "--folio-callout-note": Self.theme.calloutNote.hex, "--folio-callout-tip": Self.theme.calloutTip.hex,
            "--folio-callout-important": Self.theme.calloutImportant.hex,
            "--folio-callout-warning": Self.theme.calloutWarning.hex,
            "--folio-callout-caution": Self.theme.calloutCaution.hex, "--folio-cover-ink": Self.theme.coverInk.hex,
            "--folio-rule-share": "\((Self.theme.ruleShare * 100).rounded().shortSpelling)%",
            "--folio-rule-thickness": "\(Self.theme.ruleThickness.shortSpelling)px",
            "--folio-quote-bar-width": "\(Self.theme.quoteBarWidth.shortSpelling)em",
            "--folio-pull-quote-rule-thickness": "\(Self.theme.pullQuoteRuleThickness.shortSpelling)px",
            "--folio-list-marker-gap": "\(Self.theme.listMarkerGap.shortSpelling)em",
        ]
        #expect(expected["--folio-rule-share"] == "30%")
        // With the issue's fonts (as a build writes it) and without.
        let folder = try HTMLSinkTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try HTMLSinkTestSupport.contents(
            of: try HTMLSinkTestSupport.publish(try HTMLSinkTestSupport.publication(in: folder)))
        let written = String(decoding: try #require(bundle["fonts.css"]), as: UTF8.self)
        #expect(written.contains("@font-face"))
        #expect(try rootProperties(in: written) == expected)
        #expect(try rootProperties(in: try HTMLFonts(nil).styleSheet) == expected)
    }

    /// `theme:` changes the light pages' properties, the dark pages' colours and both themes'
    /// measures, and nothing else.
    @Test func theIssuesThemeChangesTheProperties() throws {
        let settings = ThemeSettings(
            colours: ["paper": 0xFFFFFF, "link": 0x0B5CAD], darkColours: ["paper": 0x101418],
            measures: ["ruleThickness": 2.5])
        let css = try HTMLFonts(nil, theme: settings).styleSheet
        let light = try rootProperties(in: css)
        #expect(light["--folio-paper"] == "#ffffff" && light["--folio-link"] == "#0b5cad")
        #expect(light["--folio-ink"] == PageTheme.standard.ink.hex)
        #expect(light["--folio-rule-thickness"] == "2.5px")
        let dark = try #require(css.split(separator: "\n").first { $0.hasPrefix(":root[data-theme=dark]") })
        #expect(dark.contains("--folio-paper: #101418;") && dark.contains("--folio-ink: \(PageTheme.dark.ink.hex);"))
    }

    @Test func thePagesStyleSheetsTakeTheThemesValuesFromTheTable() throws {
        let css = try String(
            contentsOf: Self.root.appendingPathComponent("Plugins/HTMLSink/Web/folio.css"), encoding: .utf8)
        let rules = css.split(separator: "\n").map(String.init)
        func rule(_ selector: String) throws -> String {
            try #require(rules.first { $0.hasPrefix(selector + " {") }, "folio.css has no \(selector) rule")
        }
        #expect(try rule(".page a").contains("color: var(--folio-link)"))
        #expect(try rule(".page img").contains("background: var(--folio-photo-placeholder)"))
        #expect(
            try rule(".page hr").contains(
                "linear-gradient(var(--folio-rule), var(--folio-rule)) center / var(--folio-rule-share) var(--folio-rule-thickness)"
            ))
        #expect(
            try rule(".page blockquote").contains(
                "border-inline-start: var(--folio-quote-bar-width) solid var(--folio-quote-bar)"))
        #expect(css.contains("overflow: hidden; background: var(--folio-paper);"), "the page's paper")
        #expect(try rule("html, body").contains("color: var(--folio-ink)"))
        // issue.css's quote indent makes room for the bar by the table's width.
        let issue = IssueStyleSheet(geometries: [("portrait", .portrait)]).text
        #expect(issue.contains("- var(--folio-quote-bar-width))"))
        // Every theme property the style sheets use is one the table declares.
        let declared = Set(
            (Self.theme.colours.map(\.name) + Self.theme.measures.map(\.name) + ["control"])
                .map(ThemeStyleSheet.property))
        let fontProperties = Set(IssueFonts.requests.map(HTMLFonts.property))
        for match in (css + issue).matches(of: #/var\((--folio-[a-z-]+)\)/#) {
            let name = String(match.1)
            #expect(declared.contains(name) || fontProperties.contains(name), "\(name) is not the theme's")
        }
    }

    /// Dark pages where the reader asks for them: the system's preference unless the reader chose
    /// light, or the reader's choice; the dark theme changes colours only.
    @Test func theDarkThemeIsDeclaredWhereTheReaderAsksForIt() throws {
        func path(_ name: String) -> WritableKeyPath<PageTheme, PageTheme.Colour> {
            PageTheme.colourKeys.first { $0.name == name }!.path
        }
        let css = ThemeStyleSheet.rule(Self.theme)
        let lines = css.split(separator: "\n").map(String.init)
        // The dark theme's colours but those it shares with the light theme (the cover's ink).
        let dark = PageTheme.dark.colours.filter { $0.colour != Self.theme[keyPath: path($0.name)] }
            .map { "\(ThemeStyleSheet.property($0.name)): \($0.colour.hex);" }.joined(separator: " ")
        #expect(!dark.contains("--folio-cover-ink") && dark.contains("--folio-paper"))
        #expect(lines.count == 3 + CalloutKind.allCases.count)
        #expect(lines[1] == "@media (prefers-color-scheme: dark) { :root:not([data-theme=light]) { \(dark) } }")
        #expect(lines[2] == ":root[data-theme=dark] { \(dark) }")
        #expect(PageTheme.dark.measures.map(\.value) == Self.theme.measures.map(\.value))
    }

    /// A callout's bar takes its kind's colour, for every role that makes the kind, in any case.
    @Test func calloutBarsTakeTheirKindsColour() throws {
        let lines = ThemeStyleSheet.rule(Self.theme).split(separator: "\n").map(String.init)
        for kind in CalloutKind.allCases {
            let rule = try #require(lines.first { $0.contains("var(--folio-callout-\(kind.rawValue))") })
            #expect(rule.hasPrefix(":is(.page, .article-page article) blockquote[data-callout=\(kind.rawValue)] "))
            // Every role of the kind is written as the kind.
            for role in kind.roles {
                let html = HTMLFragmentRenderer().block(.quote([], role: role.uppercased()))
                #expect(html.contains("data-callout=\"\(kind.rawValue)\""), "\(role)")
            }
        }
        #expect(!HTMLFragmentRenderer().block(.quote([], role: "pquote")).contains("data-callout"))
        #expect(CalloutKind(role: "WARNING") == .warning && CalloutKind(role: "danger") == .caution)
        #expect(CalloutKind(role: "pquote") == nil && CalloutKind(role: nil) == nil)
        // The bars are told apart from the paper in both themes (WCAG's 3:1 for graphics).
        for theme in [PageTheme.standard, .dark] {
            for kind in CalloutKind.allCases { #expect(Self.contrast(theme.callout(kind), theme.paper) >= 3) }
        }
    }

    /// WCAG 2's contrast ratio of two colours.
    static func contrast(_ a: PageTheme.Colour, _ b: PageTheme.Colour) -> Double { a.contrast(with: b) }

    /// Text stays legible in both themes: ink and links on the paper and on a mark, the running
    /// foot on the paper, 4.5:1 or more (`PageTheme.textPairs`, which `theme:` is checked by too).
    @Test func bothThemesKeepTextLegible() {
        for theme in [PageTheme.standard, PageTheme.dark] {
            #expect(theme.textPairs.count == 5)
            for pair in theme.textPairs {
                #expect(pair.contrast >= PageTheme.minimumContrast, "\(pair.text) on \(pair.ground)")
            }
            #expect(abs(Self.contrast(theme.ink, theme.paper) - theme.textPairs[0].contrast) < 1e-12)
        }
        #expect(abs(PageTheme.Colour(0xFFFFFF).contrast(with: PageTheme.Colour(0)) - 21) < 1e-9)
    }

    /// The table's colours, as the sources could spell them: `#1d1b18`, `0x1D1B18`, `0x1D_1B18`.
    static let spellings: [(name: String, pattern: String)] = theme.colours.map { name, colour in
        let digits = String(colour.hex.dropFirst())
        return (name, "(#|0x)" + digits.prefix(2) + "_?" + digits.dropFirst(2))
    }

    @Test func noSinkSourceRepeatsAThemeColour() throws {
        let table = "Sources/FolioLayout/Frames/PageTheme.swift"
        let generated = ["Plugins/HTMLSink/WebAssets+Generated.swift", "Plugins/JSONSink/IssueSchema.swift"]
        var checked = 0
        var repeated: [String] = []
        for folder in ["Plugins", "Sources", "Examples"] {
            let base = Self.root.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                guard ["swift", "css", "js", "py", "html"].contains(url.pathExtension) else { continue }
                let path = String(url.standardizedFileURL.path.dropFirst(Self.root.standardizedFileURL.path.count + 1))
                guard path != table, !generated.contains(path) else { continue }
                let text = try String(contentsOf: url, encoding: .utf8)
                checked += 1
                for (name, pattern) in Self.spellings
                where text.range(of: pattern, options: [.regularExpression, .caseInsensitive]) != nil {
                    repeated.append("\(path): \(name)")
                }
            }
        }
        #expect(checked > 100)
        #expect(repeated.isEmpty, "theme colours written outside PageTheme.swift: \(repeated)")
        // The embedded folio.css is Web/folio.css: none there either.
        let shipped = WebAssets.files().first { $0.path == "folio.css" }.map {
            String(decoding: $0.data, as: UTF8.self)
        }
        let embedded = try #require(shipped)
        for (name, pattern) in Self.spellings {
            #expect(embedded.range(of: pattern, options: [.regularExpression, .caseInsensitive]) == nil, "\(name)")
        }
    }
}
