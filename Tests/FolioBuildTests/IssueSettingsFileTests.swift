import FolioLayout
import FolioModel
import FolioNavigation
import Foundation
import Testing

@testable import FolioBuild
@testable import FolioFormats
@testable import FolioPluginAPI

@Suite struct IssueSettingsFileTests {
    let file = ContentFile(
        relativePath: "issue.yaml", url: URL(fileURLWithPath: "/tmp/issue.yaml"), displayPath: "Content/issue.yaml")

    @Test func readsEverySetting() {
        let yaml = """
            title: Autumn
            subtitle: Walks and works
            date: 2026-11-21
            navigation:
              horizontal: any-page
              edge-pull: advance
              wrap: true
              remember-page: yes
              max-zoom: 8
              zoom-step: 1.5
              start: last
              direction: rtl
            order: [b, a]
            page: {width: 420, height: 700, margin: 20, font-size: 18, line-height: 1.4}
            """
        let (issue, diagnostics) = IssueSettingsFile.parse(yaml, file: file, fallbackTitle: "x")
        #expect(diagnostics.isEmpty)
        #expect(issue.title == "Autumn")
        #expect(issue.subtitle == "Walks and works")
        #expect(issue.date == "2026-11-21")
        #expect(issue.settings.order == ["b", "a"])
        #expect(
            issue.settings.navigation
                == NavigationPolicy(
                    horizontal: .anyPage, edgePull: .advance, wrap: true, rememberPage: true, maxZoom: 8, zoomStep: 1.5,
                    start: .last, direction: .rightToLeft))
        #expect(issue.settings.page == PageGeometry(width: 420, height: 700, margin: 20, fontSize: 18, lineHeight: 1.4))
    }

    @Test func defaultsWhenEmpty() {
        let (issue, diagnostics) = IssueSettingsFile.parse("", file: file, fallbackTitle: "Content")
        #expect(diagnostics.isEmpty)
        #expect(issue.title == "Content")
        #expect(issue.settings == IssueSettings())
    }

    @Test func locatesWrongValuesAndUnknownKeys() {
        let yaml = """
            title: T
            date: 2026-02-30
            colour: red
            navigation:
              edge-pull: sideways
              wrap: maybe
            """
        let (_, diagnostics) = IssueSettingsFile.parse(yaml, file: file, fallbackTitle: "x")
        let lines = diagnostics.map(\.description)
        #expect(
            lines.contains("Content/issue.yaml:2:7: error: date: expected a date as YYYY-MM-DD, found '2026-02-30'"))
        #expect(lines.contains { $0.hasPrefix("Content/issue.yaml:3:1: warning: unknown issue key 'colour'") })
        #expect(
            lines.contains(
                "Content/issue.yaml:5:14: error: edge-pull: expected one of off, peek, advance, found 'sideways'"))
        #expect(lines.contains("Content/issue.yaml:6:9: error: wrap: expected true or false, found 'maybe'"))
    }

    @Test func syntaxErrorsCarryLineAndColumn() {
        let (_, diagnostics) = IssueSettingsFile.parse("title: [unclosed\nx: 1\n", file: file, fallbackTitle: "x")
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].severity == .error)
        #expect(diagnostics[0].location?.line != nil)
        #expect(diagnostics[0].location?.column != nil)
        #expect(diagnostics[0].message.hasPrefix("invalid YAML"))
    }

    @Test func refusesAPageTooNarrowForText() {
        let (issue, diagnostics) = IssueSettingsFile.parse(
            "page:\n  width: 200\n  margin: 90\n", file: file, fallbackTitle: "x")
        #expect(diagnostics.contains { $0.severity == .error && $0.message.contains("at least ten characters") })
        #expect(issue.settings.page == .portrait)
    }

    @Test func datesAreRealCalendarDates() {
        #expect(ISODate.isValid("2024-02-29"))
        #expect(!ISODate.isValid("2023-02-29"))
        #expect(!ISODate.isValid("2026-13-01"))
        #expect(!ISODate.isValid("26-01-01"))
        #expect(!ISODate.isValid("2026-1-1"))
    }
}
