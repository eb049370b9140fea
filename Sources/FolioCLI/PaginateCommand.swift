import ArgumentParser
import FolioCore

/// `folio paginate`: loads an issue and prints its page map.
struct PaginateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "paginate",
        abstract: "Paginate the issue in a content folder and print its page map.",
        discussion: """
            By default pages are measured with the fonts of the HTML pages at the issue's \
            page geometry; --columns and --rows measure them in terminal cells instead.
            """
    )

    /// What pages are measured with.
    enum Measure: String, ExpressibleByArgument, CaseIterable {
        case html
        case cells
    }

    @Argument(help: "The content folder.")
    var folder: String = "Content"

    @Option(help: "Terminal columns (with --rows: measure in cells).")
    var columns: Int?

    @Option(help: "Terminal rows (with --columns: measure in cells).")
    var rows: Int?

    @Option(help: "html (fonts, the default) or cells (needs --columns and --rows).")
    var measure: Measure?

    @Flag(name: .shortAndLong, help: "Print every diagnostic, not only the first few of each kind.")
    var verbose = false

    /// The smallest terminal that pages still make sense in.
    static let minimumColumns = 20
    static let minimumRows = 5

    func validate() throws {
        switch (columns, rows) {
        case (nil, nil):
            if measure == .cells { throw ValidationError("--measure cells needs --columns and --rows") }
        case (let columns?, let rows?):
            if measure == .html { throw ValidationError("--measure html measures fonts; leave out --columns and --rows") }
            guard columns >= Self.minimumColumns, rows >= Self.minimumRows else {
                throw ValidationError("a page needs at least \(Self.minimumColumns) columns and \(Self.minimumRows) rows")
            }
        default:
            throw ValidationError("--columns and --rows go together")
        }
    }

    func run() async throws {
        let loaded = try await ReportedLoad.issue(in: folder, verbose: verbose)
        let (paginator, description) = paginator(for: loaded.issue)
        let map = PageMap(issue: loaded.issue, layout: paginator.layout(loaded.issue), measure: description)
        map.lines().forEach(Console.out)
    }

    /// The paginator the options ask for, and how to name its measure.
    func paginator(for issue: Issue) -> (Paginator, String) {
        if let columns, let rows {
            return (.terminal(columns: columns, rows: rows), "cells \(columns)×\(rows)")
        }
        let page = issue.settings.page
        return (.standard(for: page), "html \(page.width.shortSpelling)×\(page.height.shortSpelling) px")
    }
}
