import FolioModel
import Foundation
import PropertyBased
import Testing

@testable import FolioLayout

/// The paginator's invariants over random articles and geometries, for both measures.
@Suite struct PaginatorPropertyTests {
    static let seeds = Gen.int(in: 0...Int.max)
    static let count = Int(ProcessInfo.processInfo.environment["FOLIO_PROPERTY_COUNT"] ?? "") ?? 300

    @Test func pagesNeverOverflowAndLoseNothing() async {
        await propertyCheck(count: Self.count, input: Self.seeds) { seed in
            var generator = ArticleGenerator(random: SplitMix(seed: seed))
            let paginator = generator.paginator()
            let article = generator.article()
            let problems = PaginatorInvariants.problems(paginating: article, with: paginator)
            #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(5))")
        }
    }

    @Test func pagesWithoutLinesAreThePagesWithTheirLinesDropped() async {
        await propertyCheck(count: 100, input: Self.seeds) { seed in
            var generator = ArticleGenerator(random: SplitMix(seed: seed))
            let paginator = generator.paginator()
            let article = generator.article()
            #expect(
                paginator.paginate(article, keepingLines: false) == paginator.paginate(article).map(\.published),
                "seed \(seed)")
        }
    }

    /// A page's line breaks name only its own text (its blocks, or the title and byline on the
    /// page that shows them), in reading order, each inside its block's text.
    @Test func lineBreaksAreInsideThePagesText() async {
        await propertyCheck(count: 100, input: Self.seeds) { seed in
            var generator = ArticleGenerator(random: SplitMix(seed: seed))
            let paginator = generator.paginator()
            let article = generator.article()
            for page in paginator.paginate(article) {
                let sources = Set(page.placements.map(\.source))
                for line in page.lineBreaks {
                    switch line.source {
                    case LineBreak.title:
                        #expect(page.showsTitle && line.offset < article.title.unicodeScalars.count, "seed \(seed)")
                    case LineBreak.byline:
                        #expect(page.showsTitle && line.offset < article.byline.unicodeScalars.count, "seed \(seed)")
                    default:
                        #expect(sources.contains(line.source), "seed \(seed)")
                        #expect(
                            line.offset > 0 && line.offset < article.blocks[line.source].plainText.unicodeScalars.count)
                    }
                }
                let blocks = page.lineBreaks.filter { $0.source >= 0 }.map { [$0.source, $0.offset] }
                #expect(zip(blocks, blocks.dropFirst()).allSatisfy { $0.lexicographicallyPrecedes($1) }, "seed \(seed)")
            }
        }
    }

    @Test func linesNeverExceedTheWidth() async {
        await propertyCheck(count: 300, input: Self.seeds) { seed in
            var generator = ArticleGenerator(random: SplitMix(seed: seed))
            let measure = generator.paginator().measure
            let width = Double(generator.random.int(8...60)) * (measure is CellMeasure ? 1 : 9)
            let breaker = LineSetter(measure: measure)
            let content = generator.inlines(1...30)
            let text = content.plainText
            let lines = breaker.lines(of: content, role: .body, width: width)
            #expect(lines.first?.start == 0)
            #expect(lines.last?.end == text.unicodeScalars.count)
            for (line, next) in zip(lines, lines.dropFirst()) { #expect(line.end == next.start) }
            for line in lines where line.width > width + 1e-9 {
                // Only a single character wider than the whole line may overflow.
                #expect(text.slice(scalars: line.start..<line.end).trimmingSpaces.count == 1, "seed \(seed)")
            }
        }
    }

    @Test func issueLayoutIsEveryArticleInOrder() {
        var generator = ArticleGenerator(random: SplitMix(seed: 7))
        let paginator = generator.paginator()
        let issue = Issue(title: "Many", articles: (0..<150).map { _ in generator.article() })
        let layout = paginator.layout(issue)
        #expect(layout.columns == issue.articles.map { paginator.paginate($0) })
        #expect(layout.pageCount == layout.columns.reduce(0) { $0 + $1.count })
    }

    @Test func samePagesForTheSameInput() async {
        await propertyCheck(count: 50, input: Self.seeds) { seed in
            var first = ArticleGenerator(random: SplitMix(seed: seed))
            var second = ArticleGenerator(random: SplitMix(seed: seed))
            let pages = first.paginator().paginate(first.article())
            #expect(pages == second.paginator().paginate(second.article()))
        }
    }
}

extension String {
    var trimmingSpaces: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return self[start..<max(start, end)]
    }
}

/// Checks every rule the paginator promises; an empty result means the pages are sound.
enum PaginatorInvariants {
    static func problems(paginating article: Article, with paginator: Paginator) -> [String] {
        let pages = paginator.paginate(article)
        let box = paginator.measure.box
        var problems: [String] = []
        if pages.isEmpty { return ["no pages"] }
        if !pages[0].showsTitle { problems.append("first page without title") }
        for (number, page) in pages.enumerated() {
            if page.blocks.isEmpty && !page.showsTitle { problems.append("page \(number) is empty") }
            if page.blocks.count != page.placements.count {
                problems.append("page \(number): placements do not match blocks")
            }
            if number > 0 && page.showsTitle { problems.append("page \(number) shows the title") }
            if !(0...1).contains(page.fill) { problems.append("page \(number): fill \(page.fill)") }
            var bottom = page.titleHeight
            for placement in page.placements {
                if placement.top < bottom - 1e-6 {
                    problems.append("page \(number): block \(placement.source) overlaps the one above")
                }
                bottom = placement.top + placement.height
                if bottom > box.height + 1e-6 {
                    problems.append("page \(number): block \(placement.source) ends at \(bottom) > \(box.height)")
                }
            }
            if let last = page.blocks.last, case .heading = last, number < pages.count - 1,
                let source = page.placements.last?.source, source + 1 < article.blocks.count
            {
                let next = article.blocks[source + 1]
                let onlyHeadings = page.blocks.allSatisfy {
                    if case .heading = $0 { return true } else { return false }
                }
                let excused =
                    onlyHeadings || next == .pageBreak
                    || (article.kind == .gallery && { if case .photo = next { return true } else { return false } }())
                if !excused { problems.append("page \(number) ends with heading \(source)") }
            }
            for (block, placement) in zip(page.blocks, page.placements) {
                problems += widthProblems(block, placement, paginator)
            }
        }
        // A title that leaves no room for a line makes a title-only first page that starts
        // where the second does; the only case where two pages share a start.
        let titleOnly = pages.count > 1 && pages[0].blocks.isEmpty
        for (number, (page, next)) in zip(pages, pages.dropFirst()).enumerated()
        where !(page.start < next.start) && !(titleOnly && number == 0) {
            problems.append("page \(number + 1) starts at \(next.start), not after \(page.start)")
        }
        for (number, page) in pages.enumerated()
        where pages.page(containing: page.start) != number && !(titleOnly && number == 0) {
            problems.append("page(containing:) of page \(number)'s start is \(pages.page(containing: page.start))")
        }
        let placesNotes = paginator.measure.placesFootnotes && article.blocks.last?.isFootnotes == true
        let expected = placesNotes ? leavesWithFeet(of: article) : leaves(of: article)
        let found = placesNotes ? leavesWithFeet(of: pages) : leaves(of: pages)
        if expected != found {
            let index =
                zip(expected, found).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(expected.count, found.count)
            problems.append(
                "text differs at leaf \(index): expected \(expected.dropFirst(index).first?.description ?? "end"), found \(found.dropFirst(index).first?.description ?? "end")"
            )
        }
        return problems
    }

    /// Top-level text fragments, wrapped again at the page width, fit it.
    static func widthProblems(_ block: Block, _ placement: BlockPlacement, _ paginator: Paginator) -> [String] {
        let breaker = LineSetter(measure: paginator.measure)
        let width = paginator.measure.box.width
        let lines: [TextLine]
        let text: String
        switch block {
        case .paragraph(let content):
            lines = breaker.lines(of: content, role: .body, width: width)
            text = content.plainText
            if Double(lines.count) * paginator.measure.lineHeight(for: .body) > placement.height + 1e-6 {
                return ["paragraph \(placement.source) needs \(lines.count) lines, placed in \(placement.height)"]
            }
        case .code(_, let code):
            lines = breaker.lines(ofCode: code, width: width)
            text = code
        default:
            return []
        }
        return lines.compactMap { line in
            line.width <= width + 1e-9 || text.slice(scalars: line.start..<line.end).trimmingSpaces.count == 1
                ? nil : "block \(placement.source): line \(line.width) wider than \(width)"
        }
    }
}
