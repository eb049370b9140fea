import FolioPluginAPI
import Testing

@testable import TerminalSink

/// The terminal draws lists as the paginator measured them: a tight list's items on
/// consecutive rows, a loose one's (`ListBlock.spacesItems`) a row apart; empty headings and
/// quotes and code with trailing blank lines take the rows they were given.
@Suite struct ListSpacingTests {
    private func markerRows(_ list: ListBlock) -> [Int] {
        let article = Article(id: "a", title: "A", kind: .text, blocks: [.list(list)], sourcePath: "a.md")
        let paginator = Paginator.terminal(columns: 40, rows: 30)
        let page = paginator.paginate(article)[0]
        let elements = PageFlattener(measure: CellMeasure(columns: 40, rows: 30)).elements(of: page, in: article)
        return elements.compactMap { element in
            if case .text(let runs) = element.kind, runs.first?.text == "•" { return element.row } else { return nil }
        }
    }

    @Test func tightItemsFollowEachOtherAndLooseOnesAreSetApart() {
        let items: [[Block]] = [[.paragraph([.text("a")])], [.paragraph([.text("b")])], [.paragraph([.text("c")])]]
        let tight = markerRows(ListBlock(ordered: false, tight: true, items: items))
        let loose = markerRows(ListBlock(ordered: false, tight: false, items: items))
        #expect(tight.count == 3 && loose.count == 3)
        #expect(zip(tight, tight.dropFirst()).allSatisfy { $1 - $0 == 1 })
        #expect(zip(loose, loose.dropFirst()).allSatisfy { $1 - $0 == 2 })
    }

    @Test func emptyBlocksAndTrailingBlankCodeLinesTakeTheirRows() {
        let blocks: [Block] = [
            .heading(level: 2, content: []), .quote([]), .code(info: "", text: "a\n\n\n"), .paragraph([.text("end")]),
        ]
        let article = Article(id: "a", title: "A", kind: .text, blocks: blocks, sourcePath: "a.md")
        let page = Paginator.terminal(columns: 40, rows: 30).paginate(article)[0]
        let elements = PageFlattener(measure: CellMeasure(columns: 40, rows: 30)).elements(of: page, in: article)
        let placements = page.placements
        #expect(placements.map { Int($0.height) } == [1, 1, 3, 1])
        let quoteBar = elements.first { element in
            if case .text(let runs) = element.kind { runs.first?.text == "│" } else { false }
        }
        #expect(quoteBar?.row == Int(placements[1].top))
        let codeBands = elements.filter { if case .band = $0.kind { true } else { false } }.map(\.row)
        #expect(codeBands == Array(Int(placements[2].top)..<Int(placements[2].top) + 3))
    }
}
