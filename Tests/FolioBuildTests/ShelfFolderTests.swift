import FolioModel
import FolioPluginAPI
import FolioTestSupport
import Foundation
import Testing

@testable import FolioBuild
@testable import FolioFormats
@testable import FolioShelf

/// `ShelfFolder`: which folders are shelves, the order of their issues, and what a bad
/// settings file or two folders with one slug do.
@Suite struct ShelfFolderTests {
    /// A shelf with an issue in each of `issues` (folder name → issue.yaml text), each with one
    /// article.
    func shelf(_ issues: [String: String]) throws -> TemporaryFolder {
        let temp = try TemporaryFolder()
        for (name, settings) in issues {
            try temp.write("\(name)/issue.yaml", settings)
            try temp.write("\(name)/story.md", "# A story\n\nText.\n")
        }
        return temp
    }

    @Test func aFolderOfIssueFoldersIsAShelfAndListsOnlyThem() throws {
        let temp = try shelf(["first": "title: First\n", "second": "title: Second\n"])
        try temp.write("notes/readme.md", "# Not an issue\n")
        try temp.write(".hidden/issue.yaml", "title: Hidden\n")
        #expect(ShelfFolder.isShelf(temp.url))
        let shelf = try ShelfFolder(folder: temp.url)
        #expect(Set(shelf.issues.map(\.slug)) == ["first", "second"])
        #expect(Set(shelf.issues.map(\.title)) == ["First", "Second"])
        #expect(!ShelfFolder.isShelf(temp.url.appendingPathComponent("first")), "an issue is not a shelf")
    }

    @Test func anIssueOrAFolderWithoutIssuesIsNotAShelf() throws {
        let issue = try TemporaryFolder()
        try issue.write("issue.yaml", "title: One\n")
        try issue.write("sub/issue.yaml", "title: Inner\n")
        #expect(!ShelfFolder.isShelf(issue.url))
        let error = #expect(throws: FolioError.self) { try ShelfFolder(folder: issue.url, displayPath: "one") }
        #expect(error?.description.contains("'one' has its own issue.yaml: it is an issue, not a shelf") == true)

        let empty = try TemporaryFolder()
        try empty.write("articles/a.md", "# A\n")
        #expect(!ShelfFolder.isShelf(empty.url))
        let none = #expect(throws: FolioError.self) { try ShelfFolder(folder: empty.url, displayPath: "plain") }
        #expect(none?.description.contains("'plain' is not a shelf: none of its subfolders has an issue.yaml") == true)
    }

    @Test func issuesAreNewestFirstByDateThenNumberThenFolderName() throws {
        let temp = try shelf([
            "a-autumn": "title: Autumn\ndate: 2026-09-19\nnumber: 10\n",
            "b-winter": "title: Winter\ndate: 2026-11-21\nnumber: 12\n",
            "c-same-day-9": "title: Nine\ndate: 2026-10-17\nnumber: 9\n",
            "d-same-day-11": "title: Eleven\ndate: 2026-10-17\nnumber: 11\n",
            "e-undated": "title: Undated\n",
            "f-undated": "title: Undated too\n",
            "g-cover-date": "title: Cover dated\ndate: 2026-01-01\ncover:\n  date: 2026-12-24\n",
        ])
        let shelf = try ShelfFolder(folder: temp.url)
        #expect(
            shelf.issues.map(\.slug) == [
                "g-cover-date", "b-winter", "d-same-day-11", "c-same-day-9", "a-autumn", "f-undated", "e-undated",
            ])
        #expect(shelf.issues[0].date == "2026-12-24", "the cover's date is the issue's date on the shelf")
        #expect(shelf.issues[1].number == "12")
    }

    @Test func aBadSettingsFileStaysWithItsIssueLocatedAndTheOthersAreRead() throws {
        let temp = try shelf([
            "good": "title: Good\ndate: 2026-11-21\n",
            "bad": "title: Bad\ndate: someday\n",
        ])
        let shelf = try ShelfFolder(folder: temp.url, displayPath: "shelf")
        let bad = try #require(shelf.issues.first { $0.slug == "bad" })
        let good = try #require(shelf.issues.first { $0.slug == "good" })
        #expect(bad.hasErrors)
        #expect(!good.hasErrors && good.date == "2026-11-21")
        let message = try #require(bad.diagnostics.first?.description)
        #expect(message.hasPrefix("shelf/bad/issue.yaml:2:7: error: date:"), "\(message)")
    }

    @Test func twoFoldersWithOneSlugAreAnError() throws {
        let temp = try shelf(["Issue One": "title: A\n", "issue-one": "title: B\n"])
        let error = #expect(throws: FolioError.self) { try ShelfFolder(folder: temp.url, displayPath: "s") }
        #expect(
            error?.description.contains("'s/Issue One' and 's/issue-one' both make the folder name 'issue-one'") == true
        )
    }

    @Test func theFeedsIdsWithoutABaseURLAreStableUUIDURNs() {
        let id = ShelfSite.uuid("issue:no-12")
        #expect(id == ShelfSite.uuid("issue:no-12"))
        #expect(id != ShelfSite.uuid("issue:no-11"))
        #expect(
            id.range(
                of: #"^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"#,
                options: .regularExpression) != nil)
    }

    @Test func theShelfsBaseURLIsShelfYAMLsElseTheParentTheIssuesShare() {
        func issue(_ slug: String, _ base: String?) -> ShelfIssue {
            ShelfIssue(slug: slug, title: slug, language: "en", baseURL: base, updated: "2026-11-21T00:00:00Z")
        }
        let shared = [issue("no-1", "https://e.org/m/no-1/"), issue("no-2", "https://e.org/m/no-2/")]
        #expect(ShelfSite(settings: ShelfSettings(), folderName: "m", issues: shared).baseURL == "https://e.org/m/")
        let apart = [issue("no-1", "https://e.org/m/no-1/"), issue("no-2", "https://f.org/no-2/")]
        #expect(ShelfSite(settings: ShelfSettings(), folderName: "m", issues: apart).baseURL == nil)
        let named = ShelfSite(settings: ShelfSettings(baseURL: "https://g.org/"), folderName: "m", issues: apart)
        #expect(named.baseURL == "https://g.org/")
        #expect(named.url(of: apart[1]) == "https://f.org/no-2/", "an issue's own base-url wins")
        #expect(ShelfSite(settings: ShelfSettings(), folderName: "m", issues: [issue("x", nil)]).baseURL == nil)
    }
}
