import FolioModel
import Foundation
import PropertyBased
import Testing

import struct FolioText.LineBreaker

@testable import FolioLayout

/// Pages carry the lines the paginator broke: every block on a page has its layout, shaped
/// like the block, whose lines are exactly what breaking the block (or fragment) drawn gives
/// at the width it was set in, and which stays inside the room the page gave the block. A
/// sink that draws these never has to break or measure again.
@Suite struct PageLayoutTests {
    @Test func layoutsAreTheLinesOfWhatIsDrawn() async {
        await propertyCheck(count: PaginatorPropertyTests.count, input: PaginatorPropertyTests.seeds) { seed in
            var generator = ArticleGenerator(random: SplitMix(seed: seed))
            let paginator = generator.paginator()
            let article = generator.article()
            let problems = PageLayoutInvariants.problems(paginating: article, with: paginator)
            #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(5))")
        }
    }

    /// The seed the fresh-clone CI run of e292829 failed on ("block 16: paragraph lines differ").
    @Test func layoutsAreTheLinesOfWhatIsDrawnForAFoundSeed() {
        var generator = ArticleGenerator(random: SplitMix(seed: 4_799_948_591_029_864_761))
        let paginator = generator.paginator()
        let article = generator.article()
        let problems = PageLayoutInvariants.problems(paginating: article, with: paginator)
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    @Test func titleLinesAndBylineAreThePaginators() throws {
        let article = Article(
            id: "a", title: "A title long enough to need two lines here", author: "Ana", date: "2026-11-24",
            blocks: [.paragraph([.text("Text.")])], sourcePath: "a.md")
        let pages = Paginator.terminal(columns: 24, rows: 12).paginate(article)
        let title = try #require(pages[0].title)
        #expect(title.titleLines.count == 2)
        #expect(title.byline == "Ana · 2026-11-24")
        #expect(title.bylineLines == [TextLine(start: 0, end: 16, width: 16)])
        #expect(pages[0].titleHeight == Double(2 + 1) + CellMeasure(columns: 24, rows: 12).spacing.afterTitle)
    }

    @Test func aContinuedListItemShowsNoMarkerAndItsLinesStartAtTheFragment() throws {
        let long = (1...30).map { "word\($0)" }.joined(separator: " ")
        let list = ListBlock(
            ordered: true, tight: true, items: [[.paragraph([.text(long)])], [.paragraph([.text("b")])]])
        let article = Article(id: "a", title: "T", blocks: [.list(list)], sourcePath: "a.md")
        let pages = Paginator.terminal(columns: 20, rows: 8).paginate(article)
        #expect(pages.count >= 2)
        let second = try #require(pages[1].layouts.first)
        guard case .list(let items) = second.content, case .lines(let lines, _) = items.first?.blocks.first?.content
        else {
            Testing.Issue.record("not a list of lines: \(second.content)")
            return
        }
        #expect(items.first?.showsMarker == false)
        #expect(lines.first?.start == 0)
        #expect(second.left == 0 && items.first?.blocks.first?.left == 3)
    }
}

enum PageLayoutInvariants {
    static func problems(paginating article: Article, with paginator: Paginator) -> [String] {
        let pages = paginator.paginate(article)
        let breaker = LineSetter(measure: paginator.measure)
        var problems: [String] = []
        for (number, page) in pages.enumerated() {
            if page.layouts.count != page.blocks.count {
                problems.append("page \(number): \(page.layouts.count) layouts, \(page.blocks.count) blocks")
            }
            if page.showsTitle != (page.title != nil) {
                problems.append("page \(number): title layout \(page.title != nil)")
            }
            if let title = page.title {
                let width = paginator.measure.box.width
                if title.titleLines != breaker.lines(of: article.title, role: .title, width: width) {
                    problems.append("title lines")
                }
                if title.byline != article.byline { problems.append("byline \(title.byline)") }
            }
            for (block, (placement, layout)) in zip(page.blocks, zip(page.placements, page.layouts)) {
                if layout.top != 0 || abs(layout.height - placement.height) > 1e-6 {
                    problems.append(
                        "page \(number) block \(placement.source): layout \(layout.top)+\(layout.height), placed \(placement.height)"
                    )
                }
                problems += self.problems(block, layout, placement: placement, breaker: breaker, room: placement.height)
            }
        }
        return problems
    }

    /// Whether `lines` are a page's share of a longer paragraph whose page ended inside a word
    /// too long for a line: the word was cut where the line was full, and its piece on this
    /// page may be short enough to share a line with what comes before it if the fragment
    /// were set alone. The lines still cover the fragment, each within `width`, and the last
    /// is that piece, with no break opportunity of its own.
    static func endsInACutWord(_ text: String, lines: [TextLine], width: Double) -> Bool {
        let count = text.unicodeScalars.count
        guard let last = lines.last, lines.first?.start == 0, last.end == count,
            zip(lines, lines.dropFirst()).allSatisfy({ $0.end == $1.start }),
            lines.allSatisfy({ $0.width <= width + 1e-6 }),
            let segments = try? LineBreaker(language: "en").segments(of: text.slice(scalars: last.start..<last.end))
        else { return false }
        return segments.count == 1
    }

    /// A table's rows (or cards) are the fragment's, each cell's lines its text's at its width.
    static func tableProblems(
        _ table: TableBlock, _ laidOut: TableLayout, name: String, width: Double, breaker: LineSetter
    ) -> [String] {
        var problems: [String] = []
        if let cards = laidOut.cards {
            let textWidth = max(width - 2 * laidOut.cellPadding, 1)
            for card in cards {
                guard table.rows.indices.contains(card.row - 1), table.rows[card.row - 1].indices.contains(card.column)
                else {
                    problems.append("\(name): card \(card.row):\(card.column) is not in the table")
                    continue
                }
                let all = breaker.lines(of: table.rows[card.row - 1][card.column], role: .body, width: textWidth)
                if !card.lines.allSatisfy(all.contains) { problems.append("\(name): card lines differ") }
            }
            return problems
        }
        if laidOut.rows.filter({ !$0.isHeader }).count != table.rows.count {
            problems.append("\(name): \(table.rows.count) rows, \(laidOut.rows.count) laid out")
        }
        for row in laidOut.rows {
            let cells =
                row.isHeader
                ? table.header : table.rows.indices.contains(row.index - 1) ? table.rows[row.index - 1] : []
            for (column, (cell, lines)) in zip(cells, row.cells).enumerated() {
                let cellWidth = laidOut.columns[column].textWidth
                if lines != breaker.lines(of: cell, role: row.isHeader ? .tableHeader : .body, width: cellWidth) {
                    problems.append("\(name): cell lines differ in row \(row.index)")
                }
            }
        }
        return problems
    }

    /// `layout` has `block`'s shape, its lines are `block`'s lines at its width (in the role of
    /// the quote it is directly in, if any), and it stays inside `room` below the placed block's top.
    static func problems(
        _ block: Block, _ layout: BlockLayout, placement: BlockPlacement, breaker: LineSetter, room: Double,
        in quote: QuoteKind? = nil
    ) -> [String] {
        let name = "block \(placement.source)"
        if layout.top + layout.height > room + 1e-6 {
            return ["\(name): part ends at \(layout.top + layout.height) > \(room)"]
        }
        switch (block, layout.content) {
        case (.paragraph(let content), .lines(let lines, _)):
            return lines == breaker.lines(of: content, role: .paragraph(in: quote), width: layout.width)
                || endsInACutWord(content.plainText, lines: lines, width: layout.width)
                ? [] : ["\(name): paragraph lines differ"]
        case (.heading(let level, let content), .lines(let lines, _)):
            return lines == breaker.lines(of: content, role: .heading(level), width: layout.width)
                ? [] : ["\(name): heading lines differ"]
        case (.code(_, let code), .lines(let lines, _)):
            return lines == breaker.lines(ofCode: code, width: layout.width) ? [] : ["\(name): code lines differ"]
        case (.list(let list), .list(let items)):
            guard list.items.count == items.count else {
                return ["\(name): \(list.items.count) items, \(items.count) laid out"]
            }
            var problems: [String] = []
            for (item, laidOut) in zip(list.items, items) {
                guard item.count == laidOut.blocks.count else {
                    return ["\(name): item of \(item.count) blocks, \(laidOut.blocks.count) laid out"]
                }
                for (child, childLayout) in zip(item, laidOut.blocks) {
                    problems += self.problems(child, childLayout, placement: placement, breaker: breaker, room: room)
                }
            }
            return problems
        case (.quote(let children, let role), .quote(let layouts)):
            guard children.count == layouts.count else {
                return ["\(name): quote of \(children.count), \(layouts.count) laid out"]
            }
            return zip(children, layouts).flatMap {
                problems($0, $1, placement: placement, breaker: breaker, room: room, in: QuoteKind(role: role))
            }
        case (.photo(let photo), .photo(let laidOut)):
            let caption =
                photo.caption.map { $0.isEmpty ? [] : breaker.lines(of: $0, role: .caption, width: layout.width) } ?? []
            return laidOut.caption == caption ? [] : ["\(name): caption lines differ"]
        case (.thematicBreak, .rule), (.pageBreak, .nothing):
            return []
        case (.table(let table), .table(let laidOut)):
            return tableProblems(table, laidOut, name: name, width: layout.width, breaker: breaker)
        default:
            return ["\(name): \(block) laid out as \(layout.content)"]
        }
    }
}
