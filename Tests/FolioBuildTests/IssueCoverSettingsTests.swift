import FolioModel
import Foundation
import Testing

@testable import FolioFormats
@testable import FolioPluginAPI

/// `issue.yaml`'s `cover:`, `number:` and `base-url:`, and the errors at their lines and columns.
@Suite struct IssueCoverSettingsTests {
    let file = ContentFile(
        relativePath: "issue.yaml", url: URL(fileURLWithPath: "/tmp/issue.yaml"), displayPath: "Content/issue.yaml")

    func parse(_ yaml: String) -> (FolioModel.Issue, [String]) {
        let (issue, diagnostics) = IssueSettingsFile.parse(yaml, file: file, fallbackTitle: "x")
        return (
            issue,
            diagnostics.map {
                "\($0.severity.rawValue) \($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)"
            }
        )
    }

    @Test func aCoverWithDefaultsWhenTheFileSaysNothing() {
        let (issue, diagnostics) = parse("title: T\n")
        #expect(diagnostics.isEmpty)
        #expect(issue.settings.cover == CoverSettings())
        #expect(issue.settings.baseURL == nil)
        #expect(issue.number == nil)
    }

    @Test func readsEveryField() {
        let yaml = """
            title: T
            number: 12
            base-url: https://example.org/slow-ground
            cover:
              photo: photos/dunes.jpg
              lines: [hollin-water, fenwick-wood]
              number: 12a
              date: 2026-11-21
              layout: band
              focus: 30% 60%
            """
        let (issue, diagnostics) = parse(yaml)
        #expect(diagnostics.isEmpty)
        #expect(issue.number == "12")
        #expect(issue.settings.cover?.layout == .band)
        #expect(issue.settings.cover?.focus == PhotoFocus(x: 0.3, y: 0.6))
        #expect(issue.settings.baseURL == "https://example.org/slow-ground/")
        let cover = issue.settings.cover
        #expect(cover?.photo == "photos/dunes.jpg")
        #expect(cover?.lines == ["hollin-water", "fenwick-wood"])
        #expect(cover?.number == "12a")
        #expect(cover?.date == "2026-11-21")
        #expect(cover?.photoLocation == SourceLocation(path: "Content/issue.yaml", line: 5, column: 10))
        #expect(
            cover?.lineLocations == [
                SourceLocation(path: "Content/issue.yaml", line: 6, column: 11),
                SourceLocation(path: "Content/issue.yaml", line: 6, column: 25),
            ])
    }

    @Test(arguments: ["false", "no", "off"])
    func falseTurnsTheCoverOff(value: String) {
        let (issue, diagnostics) = parse("cover: \(value)\n")
        #expect(diagnostics.isEmpty)
        #expect(issue.settings.cover == nil)
    }

    @Test func trueIsTheDefaults() {
        let (issue, diagnostics) = parse("cover: true\n")
        #expect(diagnostics.isEmpty)
        #expect(issue.settings.cover == CoverSettings())
    }

    @Test func locatesWrongValues() {
        let yaml = """
            title: T
            base-url: ftp://example.org/
            number: [1]
            cover:
              photo: ""
              lines: []
              date: 21.11.2026
              colour: red
              layout: poster
              focus: middle
            """
        let (issue, diagnostics) = parse(yaml)
        #expect(
            diagnostics == [
                "error 3:9 number: expected a string, found a list",
                "error 2:11 base-url: expected an absolute http or https URL without query or fragment "
                    + "(https://example.org/issue/), found 'ftp://example.org/'",
                "warning 8:3 unknown cover key 'colour' (known keys: date, focus, layout, lines, number, photo)",
                "error 5:10 cover.photo: the photo's path is empty",
                "error 6:10 cover.lines: give 1 to 5 article ids, found 0",
                "error 7:9 cover.date: expected a date as YYYY-MM-DD, found '21.11.2026'",
                "error 9:11 cover.layout: expected one of full, band, classic, found 'poster'",
                "error 10:10 cover.focus: expected two percentages (30% 60%) or the words left, right, top, bottom, "
                    + "center, found 'middle'",
            ])
        #expect(issue.settings.baseURL == nil)
        #expect(issue.settings.cover == CoverSettings())
    }

    @Test func tooManyLinesAndACoverThatIsNeitherAMappingNorABoolean() {
        let (_, many) = parse("cover:\n  lines: [a, b, c, d, e, f]\n")
        #expect(many == ["error 2:10 cover.lines: give 1 to 5 article ids, found 6"])
        let (_, scalar) = parse("cover: dunes.jpg\n")
        #expect(
            scalar == [
                "error 1:8 cover: expected a mapping (photo, lines, number, date, layout, focus) or false, found 'dunes.jpg'"
            ])
        let (_, relative) = parse("base-url: /slow-ground/\n")
        #expect(relative.count == 1 && relative[0].hasPrefix("error 1:11 base-url:"))
    }

    /// `opener:` is the issue's default for articles whose front matter does not say.
    @Test func theIssuesOpenerIsOneOfTheDesigns() {
        #expect(parse("title: T\n").0.settings.opener == .plain)
        #expect(parse("opener: under\n").0.settings.opener == .under)
        let (issue, wrong) = parse("opener: sideways\n")
        #expect(wrong == ["error 1:9 opener: expected one of over, under, plain, found 'sideways'"])
        #expect(issue.settings.opener == .plain)
    }

    @Test func aFocusIsTwoPercentagesOrWords() {
        #expect(PhotoFocus(parsing: "30% 60%") == PhotoFocus(x: 0.3, y: 0.6))
        #expect(PhotoFocus(parsing: "top") == PhotoFocus(x: 0.5, y: 0))
        #expect(PhotoFocus(parsing: "bottom right") == PhotoFocus(x: 1, y: 1))
        #expect(PhotoFocus(parsing: "left center") == PhotoFocus(x: 0, y: 0.5))
        #expect(PhotoFocus(parsing: "center") == .centre)
        for wrong in ["", "30%", "120% 5%", "left right", "top top", "30% top", "1 2 3", "middle"] {
            #expect(PhotoFocus(parsing: wrong) == nil, "\(wrong)")
        }
    }
}
