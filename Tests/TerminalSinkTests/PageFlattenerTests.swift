import FolioBuild
import FolioPluginAPI
import FolioText
import Foundation
import MarkdownSource
import PlistSource
import Testing

@testable import TerminalSink

/// The lines drawn are the paginator's lines: every block's elements fill exactly the rows
/// the paginator gave it, and no text runs past the page's width.
@Suite struct PageFlattenerTests {
    static func contentIssue() async throws -> FolioModel.Issue {
        let registry = PluginRegistry(sources: [MarkdownSource(), PlistSource()])
        return try await IssueLoader(registry: registry).load(
            folderAt: Folio.packageRoot.appendingPathComponent("Content").path
        ).issue
    }

    @Test(arguments: [(76, 21), (40, 12), (116, 37)])
    func elementsFillTheRowsThePaginatorGave(_ size: (columns: Int, rows: Int)) async throws {
        let issue = try await Self.contentIssue()
        let layout = LazyIssueLayout(issue: issue, columns: size.columns, rows: size.rows)
        let flattener = PageFlattener(measure: layout.measure)
        for index in issue.articles.indices {
            let (article, pages) = layout.column(index)
            for (number, page) in pages.enumerated() {
                let elements = flattener.elements(of: page, in: article)
                for element in elements {
                    if case .text(let runs) = element.kind {
                        let width = runs.reduce(0) { $0 + CellWidth.of($1.text) }
                        #expect(
                            element.column + width <= size.columns,
                            "\(article.id) page \(number): \(runs.map(\.text).joined())")
                    }
                    #expect(element.row < size.rows)
                }
                for (block, placement) in zip(page.blocks, page.placements) {
                    if case .photo = block { continue }
                    if case .thematicBreak = block { continue }
                    let top = Int(placement.top)
                    let rows = elements.filter { $0.row >= top && $0.row < top + Int(placement.height) }.map(\.row)
                    #expect(
                        (rows.max() ?? top) + 1 - top == Int(placement.height),
                        "\(article.id) page \(number) block \(placement.source)")
                }
            }
        }
    }
}
