import ArgumentParser
import FolioBuild
import FolioPluginAPI

/// `folio paginate`: runs `Pipeline.reading` and a paginate step of its own (the pages measured
/// as the options say), and prints the page map.
struct PaginateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "paginate",
        abstract: "Paginate the issue in a content folder and print its page map.",
        discussion: """
            By default pages are measured with the fonts of the HTML pages at every page \
            geometry of the issue: one geometry prints its page map, several print a table of \
            their page counts and fill; --geometry NAME prints one geometry's page map. \
            --columns and --rows measure pages in terminal cells instead.
            """
    )

    /// What pages are measured with.
    enum Measure: String, ExpressibleByArgument, CaseIterable {
        case html
        case cells
    }

    @OptionGroup var issue: IssueFolder

    @Option(help: "Terminal columns (with --rows: measure in cells).")
    var columns: Int?

    @Option(help: "Terminal rows (with --columns: measure in cells).")
    var rows: Int?

    @Option(help: "html (fonts, the default) or cells (needs --columns and --rows).")
    var measure: Measure?

    @Option(help: "The page geometry to print the page map of (a name in the issue's pages).")
    var geometry: String?

    @Flag(name: .shortAndLong, help: "Print every diagnostic, not only the first few of each kind.")
    var verbose = false

    @Option(help: "How problems are printed: text (file:line:column: severity: message) or json (an object a line).")
    var diagnostics: DiagnosticFormat = .text

    /// The smallest terminal that pages still make sense in.
    static let minimumColumns = 20
    static let minimumRows = 5

    func validate() throws {
        switch (columns, rows) {
        case (nil, nil):
            if measure == .cells { throw ValidationError("--measure cells needs --columns and --rows") }
        case (let columns?, let rows?):
            if geometry != nil {
                throw ValidationError("--geometry names an HTML page geometry; leave out --columns and --rows")
            }
            if measure == .html {
                throw ValidationError("--measure html measures fonts; leave out --columns and --rows")
            }
            guard columns >= Self.minimumColumns, rows >= Self.minimumRows else {
                throw ValidationError(
                    "a page needs at least \(Self.minimumColumns) columns and \(Self.minimumRows) rows")
            }
        default:
            throw ValidationError("--columns and --rows go together")
        }
    }

    func run() async throws {
        let printer = DiagnosticPrinter(format: diagnostics, verbose: verbose)
        let measure = self.measure(columns: columns, rows: rows, geometry: geometry)
        let context = try await ReportedLoad.run(Pipeline.reading + [.fonts, measure], in: issue, printer: printer)
        defer { ExitKeeper.keep(context) }
        let issue = context.state.issue
        let pages = issue.settings.pages
        guard let measured = context.measured else {
            throw UnknownGeometry.fail("paginate", name: geometry ?? "", in: pages)
        }
        if Self.tabulates(issue, columns: columns, geometry: geometry) {
            GeometryTable(issue: issue, layouts: measured).lines().forEach(Console.out)
            return
        }
        let map = PageMap(issue: issue, layout: measured.rows[0].layout, measure: measured.rows[0].name)
        map.lines().forEach(Console.out)
    }

    /// Whether the command prints a table of every geometry rather than one page map.
    static func tabulates(_ issue: Issue, columns: Int?, geometry: String?) -> Bool {
        columns == nil && geometry == nil && issue.settings.pages.entries.count > 1
    }

    /// The command's paginate step: an issue without errors laid out at every geometry for the
    /// table, else for the one page map the options ask for, named as the map names its
    /// measure (nothing when the issue has no geometry of that name).
    private func measure(columns: Int?, rows: Int?, geometry: String?) -> PipelineStep {
        PipelineStep(PipelineStep.paginate.name) { context throws(FolioError) in
            guard !context.state.hasErrors else { return }
            let issue = context.state.issue
            if Self.tabulates(issue, columns: columns, geometry: geometry) {
                context.measured = PageMatrix(
                    issue.articles, for: issue.settings.pages, typesetting: context.state.typesetting)
            } else if let (paginator, description) = Self.paginator(
                for: issue, columns: columns, rows: rows, geometry: geometry, typesetting: context.state.typesetting)
            {
                context.measured = PageMatrix(rows: [.init(name: description, layout: paginator.layout(issue))])
            }
        }
    }

    /// The paginator for one page map the options ask for (cells, the geometry named by
    /// `--geometry`, else the primary geometry) and how to name its measure; nil when the
    /// issue has no geometry of that name.
    func paginator(for issue: Issue) -> (Paginator, String)? {
        Self.paginator(for: issue, columns: columns, rows: rows, geometry: geometry)
    }

    /// The paginator for `columns` × `rows` cells, else the geometry `geometry` names, else
    /// the primary one, and how to name its measure.
    static func paginator(
        for issue: Issue, columns: Int?, rows: Int?, geometry: String?, typesetting: Typesetting = .standard
    ) -> (Paginator, String)? {
        if let columns, let rows {
            return (.terminal(columns: columns, rows: rows), "cells \(columns)×\(rows)")
        }
        let pages = issue.settings.pages
        let name = geometry ?? pages.entries[0].name
        guard let page = pages[name] else { return nil }
        let size = "html " + GeometryTable.size(of: page)
        return (
            .standard(for: page, typesetting: typesetting),
            name == PageGeometrySet.singleName ? size : "\(name), \(size)"
        )
    }
}
