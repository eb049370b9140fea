import FolioModel
import Foundation
import Testing

@testable import FolioBuild
@testable import FolioFormats
@testable import FolioPluginAPI

/// `pages:` in `issue.yaml`: named page geometries, `page:` as a set of one, the standard set.
@Suite struct PageGeometrySetTests {
    let file = ContentFile(
        relativePath: "issue.yaml", url: URL(fileURLWithPath: "/tmp/issue.yaml"), displayPath: "Content/issue.yaml")

    @Test func readsNamedGeometriesInOrder() {
        let yaml = """
            pages:
              small: {width: 380, height: 640, margin: 20, font-size: 16, line-height: 1.4}
              wide:
                width: 1200
                height: 760
                margin: 48
                font-size: 17
                columns: 2
            """
        let (issue, diagnostics) = IssueSettingsFile.parse(yaml, file: file, fallbackTitle: "x")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(issue.settings.pages.names == ["small", "wide"])
        #expect(
            issue.settings.pages["small"]
                == PageGeometry(width: 380, height: 640, margin: 20, fontSize: 16, lineHeight: 1.4))
        #expect(
            issue.settings.pages["wide"]
                == PageGeometry(width: 1200, height: 760, margin: 48, fontSize: 17, lineHeight: 1.5, columns: 2))
        #expect(issue.settings.page == issue.settings.pages["small"], "the first geometry is the primary one")
    }

    @Test func pageIsASetOfOne() {
        let (issue, diagnostics) = IssueSettingsFile.parse(
            "page: {width: 420, height: 700}\n", file: file, fallbackTitle: "x")
        #expect(diagnostics.isEmpty)
        #expect(issue.settings.pages.names == [PageGeometrySet.singleName])
        #expect(
            issue.settings.pages.primary
                == PageGeometry(width: 420, height: 700, margin: 24, fontSize: 17, lineHeight: 1.5))
    }

    @Test func noPageKeyGivesTheStandardSetWhosePhoneIsTheOldDefault() {
        let (issue, _) = IssueSettingsFile.parse("title: T\n", file: file, fallbackTitle: "x")
        #expect(issue.settings.pages == .standard)
        #expect(issue.settings.pages.names == ["phone", "phone-landscape", "tablet", "laptop", "desktop"])
        #expect(issue.settings.page == .portrait, "pages for one geometry stay what they were")
    }

    @Test func standardGeometriesHaveReadableColumns() {
        for entry in PageGeometrySet.standard.entries {
            let geometry = entry.geometry
            #expect(geometry.columnWidth >= 20 * geometry.fontSize, "\(entry.name): a column of at least twenty ems")
            #expect(geometry.columnWidth <= 50 * geometry.fontSize, "\(entry.name): a column of at most fifty ems")
            #expect(geometry.singleColumn.width - 2 * geometry.singleColumn.margin == geometry.columnWidth)
        }
    }

    @Test func locatesErrorsInPages() {
        let yaml = """
            pages:
              Phone: {width: 400, height: 680}
              wide: {width: 1200, height: 760, columns: 3}
              narrow: {width: 400, height: 700, columns: 2}
              odd: {width: 900, height: 700, columns: 1.5}
              list: [1, 2]
            """
        let (issue, diagnostics) = IssueSettingsFile.parse(yaml, file: file, fallbackTitle: "x")
        let lines = diagnostics.map(\.description)
        #expect(
            lines.contains { $0.hasPrefix("Content/issue.yaml:2:3: error: pages: 'Phone' is not a geometry name") },
            "\(lines)")
        #expect(lines.contains("Content/issue.yaml:3:45: error: columns: must be between 1 and 2, found 3"), "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("Content/issue.yaml:4:12: error: pages.narrow: each text column") },
            "\(lines)")
        #expect(lines.contains("Content/issue.yaml:5:43: error: columns: must be 1 or 2, found 1.5"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Content/issue.yaml:6:9: error: list: expected a mapping") }, "\(lines)")
        #expect(issue.settings.pages == .standard, "a set with errors is not used")
    }

    @Test func theFirstGeometryHasOneColumn() {
        let message =
            "columns: the first page geometry is the one the sinks publish, and they draw one column; give two columns to a later geometry of 'pages'"
        let (_, single) = IssueSettingsFile.parse(
            "page: {width: 1200, height: 700, columns: 2}\n", file: file, fallbackTitle: "x")
        #expect(single.map(\.description) == ["Content/issue.yaml:1:43: error: " + message])
        let (_, first) = IssueSettingsFile.parse(
            "pages:\n  wide: {width: 1200, height: 700, columns: 2}\n  phone: {width: 400, height: 680}\n", file: file,
            fallbackTitle: "x")
        #expect(first.map(\.description) == ["Content/issue.yaml:2:45: error: " + message])
    }

    @Test func pageAndPagesTogetherIsAnError() {
        let yaml = "page: {width: 400, height: 680}\npages:\n  a: {width: 400, height: 680}\n"
        let (_, diagnostics) = IssueSettingsFile.parse(yaml, file: file, fallbackTitle: "x")
        #expect(
            diagnostics.map(\.description).contains(
                "Content/issue.yaml:1:1: error: page: give either 'page' (one geometry) or 'pages' (named geometries), not both"
            ))
    }

    @Test func emptyPagesIsAnError() {
        let (_, diagnostics) = IssueSettingsFile.parse("pages: {}\n", file: file, fallbackTitle: "x")
        #expect(
            diagnostics.map(\.description).contains {
                $0.hasPrefix("Content/issue.yaml:1:8: error: pages: name at least one")
            })
    }

    @Test func settingPageMakesASetOfOne() {
        var settings = IssueSettings()
        settings.page = PageGeometry(width: 500, height: 700, margin: 20, fontSize: 16, lineHeight: 1.5)
        #expect(settings.pages.names == [PageGeometrySet.singleName])
        #expect(settings.pages.primary.width == 500)
    }

    @Test func geometryDecodesWithoutColumns() throws {
        let json = #"{"width":400,"height":680,"margin":24,"fontSize":17,"lineHeight":1.5}"#
        let geometry = try JSONDecoder().decode(PageGeometry.self, from: Data(json.utf8))
        #expect(geometry == .portrait)
        let twoColumns = PageGeometry(width: 1200, height: 700, margin: 40, fontSize: 16, lineHeight: 1.5, columns: 2)
        let spelled = #"{"width":1200,"height":700,"margin":40,"fontSize":16,"lineHeight":1.5,"columns":2}"#
        #expect(try JSONDecoder().decode(PageGeometry.self, from: Data(spelled.utf8)) == twoColumns)
    }
}
