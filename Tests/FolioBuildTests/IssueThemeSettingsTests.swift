import FolioLayout
import FolioModel
import Foundation
import Testing

@testable import FolioFormats
@testable import FolioPluginAPI

/// `issue.yaml`'s `theme:` (`ThemeSettingsReader`): the page theme's colours and measures by
/// their names, `accent` for the link colour, `dark:` for the dark pages; each wrong entry an
/// error at its line and column, text too faint to read a warning.
@Suite struct IssueThemeSettingsTests {
    let file = ContentFile(
        relativePath: "issue.yaml", url: URL(fileURLWithPath: "/tmp/issue.yaml"), displayPath: "Content/issue.yaml")

    func parse(_ yaml: String) -> (ThemeSettings, [String]) {
        let (issue, diagnostics) = IssueSettingsFile.parse(yaml, file: file, fallbackTitle: "x")
        return (
            issue.settings.theme,
            diagnostics.map {
                "\($0.severity.rawValue) \($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)"
            }
        )
    }

    @Test func readsColoursMeasuresAndTheDarkPages() {
        let (theme, diagnostics) = parse(
            """
            theme:
              paper: "#fffdf7"
              ink: '#222'
              accent: "#0B5CAD"
              quote-bar: "c9bfae"
              rule-thickness: 2
              list-marker-gap: 0.5
              dark:
                paper: "#101418"
                link: "#8ab4f8"
            """)
        #expect(diagnostics == [])
        #expect(
            theme.colours == ["paper": 0xFFFDF7, "ink": 0x222222, "link": 0x0B5CAD, "quoteBar": 0xC9BFAE])
        #expect(theme.measures == ["ruleThickness": 2, "listMarkerGap": 0.5])
        #expect(theme.darkColours == ["paper": 0x101418, "link": 0x8AB4F8])
        let light = PageTheme.light(theme)
        #expect(light.paper.hex == "#fffdf7" && light.link.hex == "#0b5cad" && light.ruleThickness == 2)
        #expect(light.rule == PageTheme.standard.rule, "what is not given stays the standard theme's")
        let dark = PageTheme.dark(theme)
        #expect(dark.paper.hex == "#101418" && dark.ink == PageTheme.dark.ink && dark.ruleThickness == 2)
        #expect(PageTheme.light(ThemeSettings()) == .standard && PageTheme.dark(ThemeSettings()) == .dark)
    }

    /// The opening paragraph's style: `drop-cap:` takes the lines the letter spans (2 to 5), `true`
    /// (3) or `false`; `first-line:` is `small-caps` or `normal`. Anything else is an error at its
    /// value, and the paragraph opens plain. The typesetting reads the same style.
    @Test(arguments: [
        ("drop-cap: 3", OpeningStyle(dropCapLines: 3), nil), ("drop-cap: 2", OpeningStyle(dropCapLines: 2), nil),
        ("drop-cap: 5", OpeningStyle(dropCapLines: 5), nil), ("drop-cap: true", OpeningStyle(dropCapLines: 3), nil),
        ("drop-cap: false", .plain, nil), ("drop-cap: 0", .plain, nil),
        (
            "drop-cap: 7", .plain,
            "error 2:13 theme.drop-cap: expected how many lines the drop cap spans, from 2 to 5 (or false), found '7'"
        ),
        (
            "drop-cap: big", .plain,
            "error 2:13 theme.drop-cap: expected how many lines the drop cap spans, from 2 to 5 (or false), found 'big'"
        ),
        ("first-line: small-caps", OpeningStyle(smallCapsFirstLine: true), nil),
        ("first-line: normal", .plain, nil),
        (
            "first-line: smallcaps", .plain,
            "error 2:15 theme.first-line: expected small-caps or normal, found 'smallcaps'"
        ),
    ])
    func readsTheOpeningParagraphsStyle(entry: String, opening: OpeningStyle, diagnostic: String?) {
        let (theme, diagnostics) = parse("theme:\n  \(entry)\n")
        #expect(OpeningStyle(theme: theme) == opening)
        #expect(diagnostics == (diagnostic.map { [$0] } ?? []))
        var settings = IssueSettings()
        settings.theme = theme
        #expect(Typesetting(settings: settings, fonts: nil).opening == opening)
    }

    @Test func locatesEveryWrongEntry() {
        let (theme, diagnostics) = parse(
            """
            theme:
              paper: #fffdf7
              ink: black
              rule-share: 3
              quote-bar-width: wide
              colour: red
              dark:
                ink: "#12345"
                shadow: "#000"
            """)
        #expect(
            diagnostics == [
                "warning 6:3 unknown theme key 'colour' (known keys: accent, callout-caution, callout-important, "
                    + "callout-note, callout-tip, callout-warning, cover-ink, dark, drop-cap, first-line, foot, ink, link, "
                    + "list-marker-gap, "
                    + "mark, paper, photo-placeholder, pull-quote-rule-thickness, quote-bar, quote-bar-width, rule, "
                    + "rule-share, rule-thickness)",
                "error 2:3 theme.paper: no colour; write it in quotes (paper: \"#204060\"): in YAML a bare # starts a comment",
                "error 3:8 theme.ink: expected a colour as \"#rrggbb\" or \"#rgb\", found 'black'",
                "error 4:15 theme.rule-share: expected a number from 0.05 to 1 (a share of the column), found '3'",
                "error 5:20 theme.quote-bar-width: expected a number from 0 to 1 (ems of the body text), found 'wide'",
                "warning 9:5 unknown theme.dark key 'shadow' (known keys: accent, callout-caution, callout-important, "
                    + "callout-note, callout-tip, callout-warning, cover-ink, foot, ink, link, mark, paper, "
                    + "photo-placeholder, quote-bar, rule)",
                "error 8:10 theme.dark.ink: expected a colour as \"#rrggbb\" or \"#rgb\", found '#12345'",
            ])
        #expect(theme.isEmpty)
    }

    /// Ink too close to the paper, on either theme's pages, is a warning naming both colours.
    @Test func faintTextIsAWarning() {
        let (theme, diagnostics) = parse(
            """
            title: T
            theme:
              ink: "#999999"
              dark:
                link: "#3a3a3a"
            """)
        #expect(theme.colours == ["ink": 0x999999])
        #expect(
            diagnostics == [
                "warning 2:1 theme: on the light pages, ink #999999 on paper #fbf8f1 has a contrast of 2.69:1; text needs 4.5:1",
                "warning 2:1 theme: on the light pages, ink #999999 on mark #f4e3a3 has a contrast of 2.22:1; text needs 4.5:1",
                "warning 2:1 theme: on the dark pages, link #3a3a3a on paper #1b1916 has a contrast of 1.54:1; text needs 4.5:1",
                "warning 2:1 theme: on the dark pages, link #3a3a3a on mark #4a3d12 has a contrast of 1.07:1; text needs 4.5:1",
            ])
    }
}
