import FolioModel
import Testing

@testable import FolioLayout

/// On a page of several columns a pull quote is set across them at the top of a page, the
/// columns' text below it: at the top of the page it comes on when nothing is on it yet, else at
/// the top of the next, the text going on meanwhile (as LaTeX's `figure*`). One in an article's
/// last page goes in its column after the text; one taller than `acrossShare` of a page stays in
/// its column.
@Suite struct AcrossColumnsTests {
    static let wide = ColumnFlowTests.wide
    static let acrossWidth = wide.width - 2 * wide.margin

    private static func pullQuote(_ words: Int) -> Block {
        .quote([ColumnFlowTests.paragraph(words, seed: 99)], role: "pquote")
    }

    private static func article(_ blocks: [Block]) -> Article {
        Article(id: "a", title: "Across", blocks: blocks, sourcePath: "a.md")
    }

    /// Twelve long paragraphs with a pull quote after the third.
    private static let long = article(
        (0..<3).map { ColumnFlowTests.paragraph(90, seed: $0) } + [pullQuote(16)]
            + (3..<12).map { ColumnFlowTests.paragraph(90, seed: $0) })

    @Test func aPullQuoteGoesAcrossTheTopOfTheNextPageAndTheTextGoesOn() throws {
        let pages = Paginator.standard(for: Self.wide).paginate(Self.long)
        let onPage = try #require(pages.firstIndex { $0.placements.contains { $0.source == 3 } })
        let page = pages[onPage]
        let quote = try #require(page.placements.first)
        #expect(quote.source == 3 && quote.spansColumns && quote.column == 0 && quote.top == 0)
        #expect(!quote.isContinued && !quote.continues, "set whole")
        #expect(page.placements.filter(\.spansColumns).count == 1)
        #expect(page.layouts.first.map { abs($0.width - Self.acrossWidth) < 1e-9 } == true, "as wide as the text box")
        // Both columns start below it, a paragraph's gap down.
        let gap = Paginator.standard(for: Self.wide).measure.spacing.paragraph
        #expect(abs(page.textTop - (quote.height + gap)) < 1e-9)
        for column in 0...1 {
            let first = try #require(page.placements.first { $0.column == column && !$0.spansColumns })
            #expect(abs(first.top - page.textTop) < 1e-9, "column \(column) starts below the pull quote")
        }
        // The text went on past it on the page before: the fourth paragraph is there, the pull quote not.
        #expect(onPage > 0)
        let before = pages[onPage - 1]
        #expect(before.placements.contains { $0.source == 4 })
        // ... and that page's column left the pull quote out: a region ends where it starts, the next
        // starts after it.
        let regions = pages.flatMap(\.regions)
        #expect(regions.contains { $0.end == SourcePosition(block: 3, offset: 0) })
        #expect(regions.contains { $0.start == SourcePosition(block: 4, offset: 0) })
        #expect(!regions.contains { $0.start.block == 3 }, "no column holds it")
        #expect(
            page.acrossRegions == [
                PageRegion(column: 0, start: .init(block: 3, offset: 0), end: .init(block: 4, offset: 0))
            ])
        // The page starts where its first column does, after where the page before ends.
        #expect(page.start > before.start && page.start.block >= 4)
        // Nothing overflows.
        for placement in pages.flatMap(\.placements) {
            #expect(placement.top + placement.height <= Self.wide.height - 2 * Self.wide.margin + 1e-6)
        }
    }

    @Test func onAPageWithNothingOnItYetItGoesAtItsTop() throws {
        let blocks = [
            ColumnFlowTests.paragraph(40, seed: 1), .pageBreak, Self.pullQuote(12),
            ColumnFlowTests.paragraph(60, seed: 2),
        ]
        let pages = Paginator.standard(for: Self.wide).paginate(Self.article(blocks))
        #expect(pages.count == 2)
        #expect(pages[1].placements.first?.source == 2 && pages[1].placements.first?.spansColumns == true)
        #expect(pages[1].placements.dropFirst().first?.source == 3)
        #expect(pages[1].regions.first?.start == SourcePosition(block: 3, offset: 0))
    }

    @Test func oneInTheLastPageGoesInItsColumnAfterTheText() throws {
        let blocks = [
            ColumnFlowTests.paragraph(30, seed: 1), Self.pullQuote(12), ColumnFlowTests.paragraph(30, seed: 2),
        ]
        let pages = Paginator.standard(for: Self.wide).paginate(Self.article(blocks))
        #expect(pages.count == 1)
        #expect(!pages.flatMap(\.placements).contains { $0.spansColumns })
        #expect(pages[0].placements.map(\.source) == [0, 2, 1], "after the text it waited for")
    }

    @Test func oneTooTallForThePageTopStaysInItsColumn() {
        let blocks =
            (0..<6).map { ColumnFlowTests.paragraph(90, seed: $0) } + [Self.pullQuote(700)]
            + (6..<12).map { ColumnFlowTests.paragraph(90, seed: $0) }
        let pages = Paginator.standard(for: Self.wide).paginate(Self.article(blocks))
        #expect(!pages.flatMap(\.placements).contains { $0.spansColumns })
        #expect(pages.flatMap(\.placements).contains { $0.source == 6 })
    }

    @Test func onOneColumnNothingGoesAcross() {
        let pages = Paginator.standard(for: Self.wide.singleColumn).paginate(Self.long)
        #expect(!pages.flatMap(\.placements).contains { $0.spansColumns })
        #expect(pages.allSatisfy { $0.acrossRegions.isEmpty })
    }

    @Test func theFramesDrawItAcrossTheColumns() throws {
        let pages = Paginator.standard(for: Self.wide).paginate(Self.long)
        let page = try #require(pages.first { $0.placements.contains { $0.spansColumns } })
        let frame = ArticleFramer(typesetting: .standard, justifies: false).frames(
            of: Self.long, pages: [page], in: Self.wide)[0]
        let quote = try #require(frame.blocks.first { $0.quote == .pullQuote })
        let rule = try #require(quote.rules.first)
        #expect(abs(rule.x - Self.wide.margin) < 1e-6 && abs(rule.width - Self.acrossWidth) < 1e-6)
        // It is read first: before the columns' text.
        #expect(frame.blocks.firstIndex { $0.quote == .pullQuote } == 0)
    }

    /// Whatever the article, on two columns: every block is placed, a block set across the
    /// columns is whole at the top of a page that shows no title, and the columns start below it.
    @Test(arguments: 0..<120)
    func blocksAcrossAreWholeAtAPageTop(seed: Int) {
        var generator = ArticleGenerator(random: SplitMix(seed: seed))
        let article = generator.article()
        let pages = Paginator.standard(for: Self.wide).paginate(article)
        let single = Paginator.standard(for: Self.wide.singleColumn).paginate(article)
        #expect(
            Set(pages.flatMap(\.placements).map(\.source)) == Set(single.flatMap(\.placements).map(\.source)),
            "the same blocks are placed")
        let height = Self.wide.height - 2 * Self.wide.margin
        for page in pages {
            let across = page.placements.prefix { $0.spansColumns }
            #expect(page.placements.dropFirst(across.count).allSatisfy { !$0.spansColumns }, "only at the top")
            guard let last = across.last else { continue }
            #expect(!page.showsTitle)
            #expect(across.allSatisfy { !$0.isContinued && !$0.continues && $0.column == 0 })
            #expect(last.top + last.height <= height * ArticlePaginator.acrossShare + 1e-6)
            #expect(page.textTop > last.top + last.height - 1e-9)
            for placement in page.placements.dropFirst(across.count) where !placement.isFootnotes {
                #expect(placement.top >= page.textTop - 1e-9)
                #expect(placement.top + placement.height <= height + 1e-6)
            }
        }
    }
}

/// A photo its author set across the columns (`{: .wide}`) goes across them at a page's top as a
/// pull quote does, its picture as wide as the text box when it fits in `acrossShare` of the page.
@Suite struct AcrossColumnsPhotoTests {
    static let wide = AcrossColumnsTests.wide

    private static func photo(across: Bool, width: Int = 1600, height: Int = 400) -> Block {
        var photo = Photo(path: "p.jpg", width: width, height: height, caption: "Boats on the shore at dusk")
        photo.spansColumns = across
        return .photo(photo)
    }

    private static func article(_ photo: Block) -> Article {
        Article(
            id: "a", title: "Across",
            blocks: (0..<3).map { ColumnFlowTests.paragraph(90, seed: $0) } + [photo]
                + (3..<10).map { ColumnFlowTests.paragraph(90, seed: $0) }, sourcePath: "a.md")
    }

    @Test func aWidePhotoGoesAcrossTheTopOfAPage() throws {
        let article = Self.article(Self.photo(across: true))
        let pages = Paginator.standard(for: Self.wide).paginate(article)
        let page = try #require(pages.first { $0.placements.contains { $0.source == 3 } })
        let placement = try #require(page.placements.first)
        #expect(placement.source == 3 && placement.spansColumns && placement.top == 0)
        let textWidth = Self.wide.width - 2 * Self.wide.margin
        // 1600 × 400 at the text box's width: 1040 × 260, under 60 % of the page with its caption.
        #expect(abs((placement.imageHeight ?? 0) - textWidth * 400 / 1600) < 1e-6)
        guard case .photo(let layout)? = page.layouts.first?.content else {
            Issue.record("the first layout is not the photo's")
            return
        }
        #expect(abs(layout.imageHeight - textWidth * 400 / 1600) < 1e-6)
        #expect(page.layouts.first.map { abs($0.width - textWidth) < 1e-9 } == true)
        #expect(page.isZoomable, "its page zooms")
        #expect(page.placements.dropFirst().allSatisfy { $0.top >= page.textTop - 1e-9 })
    }

    @Test func aTallWidePhotoIsShrunkToItsShareOfThePage() throws {
        let pages = Paginator.standard(for: Self.wide).paginate(Self.article(Self.photo(across: true, height: 1600)))
        let placement = try #require(pages.flatMap(\.placements).first { $0.source == 3 })
        #expect(placement.spansColumns)
        #expect(placement.height <= (Self.wide.height - 2 * Self.wide.margin) * ArticlePaginator.acrossShare)
    }

    @Test func aPhotoNotSetAcrossStaysInItsColumn() {
        let pages = Paginator.standard(for: Self.wide).paginate(Self.article(Self.photo(across: false)))
        #expect(!pages.flatMap(\.placements).contains { $0.spansColumns })
    }
}
