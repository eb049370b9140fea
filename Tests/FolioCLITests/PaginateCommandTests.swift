import FolioCore
import Testing
@testable import FolioCLI

/// `folio paginate`: its page map and its options.
@Suite struct PaginateCommandTests {
    static let issue = Issue(title: "Harbour", articles: [
        Article(id: "slow-harbour", title: "The Slow Harbour", blocks: [
            .paragraph([.text("The harbour was slow that morning, and the gulls stood on every post.")]),
            .pageBreak,
            .photo(Photo(path: "p.jpg", width: 400, height: 300, caption: "Nets")),
        ], sourcePath: "a.md"),
        Article(id: "empty", title: "Nothing Yet", sourcePath: "b.md"),
    ])

    @Test func pageMapListsArticlesPagesAndTotals() {
        let layout = Paginator.terminal(columns: 40, rows: 12).layout(Self.issue)
        let lines = PageMap(issue: Self.issue, layout: layout, measure: "cells 40×12").lines()
        #expect(lines == [
            "Harbour: pages for cells 40×12",
            "",
            "slow-harbour  \"The Slow Harbour\"  2 pages",
            "   1   33% ███░░░░░░░  The harbour was slow that morning, and the …",
            "   2  100% ██████████  [photo] Nets",
            "",
            "empty  \"Nothing Yet\"  1 page",
            "   1   17% ██░░░░░░░░  (title only)",
            "",
            "total: 2 articles, 3 pages, average fill 50%",
        ])
    }

    @Test func pageMapIsDeterministic() {
        let paginator = Paginator.standard(for: .portrait)
        let first = PageMap(issue: Self.issue, layout: paginator.layout(Self.issue), measure: "html").lines()
        let second = PageMap(issue: Self.issue, layout: paginator.layout(Self.issue), measure: "html").lines()
        #expect(first == second)
    }

    @Test(arguments: [
        ["--columns", "80"], ["--rows", "24"], ["--columns", "80", "--rows", "24", "--measure", "html"],
        ["--columns", "10", "--rows", "24"], ["--columns", "80", "--rows", "2"], ["--measure", "cells"],
        ["--measure", "pdf"],
    ])
    func refusesBadOptions(arguments: [String]) {
        #expect(throws: (any Error).self) { try PaginateCommand.parse(arguments) }
    }

    @Test func choosesTheMeasure() throws {
        let cells = try PaginateCommand.parse(["Content", "--columns", "80", "--rows", "24"])
        #expect(cells.paginator(for: Self.issue).1 == "cells 80×24")
        #expect(cells.paginator(for: Self.issue).0.measure is CellMeasure)
        let html = try PaginateCommand.parse(["--measure", "html"])
        #expect(html.paginator(for: Self.issue).1 == "html 400×680 px")
        #expect(html.paginator(for: Self.issue).0.measure is FontMeasure)
    }
}
