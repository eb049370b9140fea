import FolioPluginAPI
import Testing

@testable import FolioCLI

/// `folio paginate`: its page map and its options.
@Suite struct PaginateCommandTests {
    static let issue = Issue(
        title: "Harbour",
        articles: [
            Article(
                id: "slow-harbour", title: "The Slow Harbour",
                blocks: [
                    .paragraph([.text("The harbour was slow that morning, and the gulls stood on every post.")]),
                    .pageBreak,
                    .photo(Photo(path: "p.jpg", width: 400, height: 300, caption: "Nets")),
                ], sourcePath: "a.md"),
            Article(id: "empty", title: "Nothing Yet", sourcePath: "b.md"),
        ])

    @Test func pageMapListsArticlesPagesAndTotals() {
        let layout = Paginator.terminal(columns: 40, rows: 12).layout(Self.issue)
        let lines = PageMap(issue: Self.issue, layout: layout, measure: "cells 40×12").lines()
        #expect(
            lines == [
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

    /// Two `folio paginate` processes, each with its own hash seed, print the same page map of the
    /// sample, line for line (within one process a set's order would be the same both times).
    @Test func pageMapIsDeterministic() throws {
        let runs = try (0..<2).map { _ in try FolioProcess.run(["paginate", "Content"]) }
        #expect(runs.allSatisfy { $0.status == 0 }, "\(runs.map(\.errors))")
        #expect(runs[0].text.contains("a-bird-on-a-spring"), "the map lists the sample's articles: \(runs[0].text)")
        #expect(runs[0].text == runs[1].text)
    }

    /// Each bad combination is refused with the message that names what is wrong.
    @Test(arguments: [
        (["--columns", "80"], "--columns and --rows go together"),
        (["--rows", "24"], "--columns and --rows go together"),
        (["--columns", "80", "--rows", "24", "--measure", "html"], "--measure html measures fonts"),
        (["--columns", "10", "--rows", "24"], "a page needs at least 20 columns and 5 rows"),
        (["--columns", "80", "--rows", "2"], "a page needs at least 20 columns and 5 rows"),
        (["--measure", "cells"], "--measure cells needs --columns and --rows"),
        (["--measure", "pdf"], "'pdf'"),
        (["--geometry", "phone", "--columns", "80", "--rows", "24"], "--geometry names an HTML page geometry"),
    ])
    func refusesBadOptions(arguments: [String], message: String) {
        do {
            _ = try PaginateCommand.parse(arguments)
            Issue.record("\(arguments) were accepted")
        } catch {
            #expect(PaginateCommand.message(for: error).contains(message), "\(PaginateCommand.message(for: error))")
        }
    }

    @Test func choosesTheMeasure() throws {
        let cells = try PaginateCommand.parse(["Content", "--columns", "80", "--rows", "24"])
        #expect(cells.paginator(for: Self.issue)?.1 == "cells 80×24")
        #expect(cells.paginator(for: Self.issue)?.0.measure is CellMeasure)
        let html = try PaginateCommand.parse(["--measure", "html"])
        #expect(html.paginator(for: Self.issue)?.1 == "phone, html 400×680 px")
        #expect(html.paginator(for: Self.issue)?.0.measure is FontMeasure)
        var single = Self.issue
        single.settings.page = .portrait
        #expect(html.paginator(for: single)?.1 == "html 400×680 px", "a page: geometry is named as before")
    }

    @Test func geometryOptionPicksOneGeometry() throws {
        let desktop = try PaginateCommand.parse(["--geometry", "desktop"])
        let (paginator, description) = try #require(desktop.paginator(for: Self.issue))
        #expect(description == "desktop, html 1760×990 px, 2 columns")
        #expect(paginator.geometry == PageGeometrySet.standard["desktop"])
        #expect(try PaginateCommand.parse(["--geometry", "watch"]).paginator(for: Self.issue) == nil)
    }

    @Test func severalGeometriesPrintATable() {
        let lines = GeometryTable(issue: Self.issue, layouts: PageMatrix(Self.issue, for: .standard)).lines()
        #expect(lines[0] == "Harbour: pages for 5 geometries (--geometry NAME prints one page by page)")
        #expect(lines[2].split(separator: " ") == ["phone", "phone-landscape", "tablet", "laptop", "desktop"])
        #expect(lines[3].split(separator: " ") == ["slow-harbour", "2", "2", "2", "2", "2"])
        #expect(lines[4].split(separator: " ") == ["empty", "1", "1", "1", "1", "1"])
        #expect(
            lines.contains {
                $0.hasPrefix("pages ") && $0.split(separator: " ").dropFirst() == ["3", "3", "3", "3", "3"]
            })
        #expect(
            lines.contains {
                $0.hasPrefix("text columns") && $0.split(separator: " ").suffix(5) == ["1", "2", "1", "2", "2"]
            })
    }
}
