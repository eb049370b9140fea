import FolioModel
import Testing

@testable import FolioLayout

/// One test per pagination rule, on terminal pages where every line is one row. With the
/// title "T" the first page spends two rows on the title and the blank line under it.
@Suite struct PaginatorRuleTests {
    /// A paragraph of `count` one-word lines: `l0`, `l1`, ...
    func lines(_ count: Int, _ word: String = "l") -> Block {
        var content: [Inline] = []
        for index in 0..<count {
            if index > 0 { content.append(.lineBreak) }
            content.append(.text("\(word)\(index)"))
        }
        return .paragraph(content)
    }

    func article(_ blocks: [Block], kind: ArticleKind = .text) -> Article {
        Article(id: "a", title: "T", kind: kind, blocks: blocks, sourcePath: "a.md")
    }

    func paginate(_ blocks: [Block], columns: Int = 30, rows: Int, kind: ArticleKind = .text) -> [Page] {
        let paginator = Paginator.terminal(columns: columns, rows: rows)
        let article = article(blocks, kind: kind)
        let problems = PaginatorInvariants.problems(paginating: article, with: paginator)
        #expect(problems.isEmpty, "\(problems)")
        return paginator.paginate(article)
    }

    @Test func emptyArticleIsOneTitlePage() {
        let pages = paginate([], rows: 10)
        #expect(pages.count == 1)
        #expect(pages[0].showsTitle && pages[0].blocks.isEmpty)
        #expect(pages[0].start == SourcePosition(block: 0, offset: 0))
    }

    @Test func aLoneFirstLineMovesToTheNextPage() {
        // 2 title + 5 lines + 1 gap leave one row: the paragraph's first line would be alone.
        let pages = paginate([lines(5), lines(5, "m")], rows: 9)
        #expect(pages.count == 2)
        #expect(pages[0].blocks.count == 1)
        #expect(pages[1].start == SourcePosition(block: 1, offset: 0))
    }

    @Test func aLoneLastLineTakesAnotherWithIt() {
        // Four rows are left for five lines: three stay, two go, so no line is alone.
        let pages = paginate([lines(5), lines(5, "m")], rows: 12)
        #expect(pages.count == 2)
        #expect(
            pages[0].blocks.last
                == .paragraph([.text("m0"), .lineBreak, .text("m1"), .lineBreak, .text("m2"), .lineBreak]))
        #expect(pages[1].blocks.first == .paragraph([.text("m3"), .lineBreak, .text("m4")]))
        #expect(pages[1].start == SourcePosition(block: 1, offset: 9))
        #expect(pages[1].placements[0].continuesText && pages[1].placements[0].isContinued)
        #expect(pages[0].placements.last?.continues == true)
    }

    @Test func aThreeLineParagraphIsNotSplit() {
        let pages = paginate([lines(5), lines(3, "m")], rows: 10)
        #expect(pages[0].blocks.count == 1)
        #expect(pages[1].blocks == [lines(3, "m")])
    }

    @Test func aHeadingKeepsWithWhatFollows() {
        // The heading would fit on the first page, but not with two lines of the paragraph.
        let blocks = [lines(5), .heading(level: 2, content: [.text("Head")]), lines(5, "m")]
        let pages = paginate(blocks, rows: 11)
        #expect(pages[0].blocks == [lines(5)])
        #expect(pages[1].blocks.first == .heading(level: 2, content: [.text("Head")]))
        let roomy = paginate(blocks, rows: 12)
        #expect(roomy[0].blocks.count == 3)
    }

    @Test func aForcedBreakEndsThePageButNeverMakesAnEmptyOne() {
        let pages = paginate([.pageBreak, lines(1), .pageBreak, .pageBreak, lines(1, "m"), .pageBreak], rows: 20)
        #expect(pages.count == 2)
        #expect(pages.map(\.start) == [SourcePosition(block: 1, offset: 0), SourcePosition(block: 4, offset: 0)])
    }

    @Test func aTallPhotoIsCappedToThePage() {
        let photo = Photo(path: "p.jpg", width: 100, height: 400, caption: "c")
        // On its own page the picture may take the page minus its caption line.
        let pages = paginate([lines(10), .photo(photo)], columns: 40, rows: 20)
        #expect(pages.count == 2)
        #expect(pages[1].placements[0].imageHeight == 19)
        #expect(pages[1].placements[0].height == 20)
    }

    @Test func aPhotoShrinksIntoTheRestOfAPageWhenItKeepsSixtyPercent() {
        let photo = Photo(path: "p.jpg", width: 100, height: 400, caption: "c")
        let pages = paginate([lines(3), .photo(photo)], columns: 40, rows: 20)
        #expect(pages.count == 1)
        #expect(pages[0].placements[1].imageHeight == 13)
        #expect(pages[0].placements[1].top + pages[0].placements[1].height == 20)
    }

    @Test func aPhotoThatFitsKeepsItsAspectRatio() {
        let photo = Photo(path: "p.jpg", width: 400, height: 100)
        let pages = paginate([.photo(photo)], columns: 40, rows: 20)
        #expect(pages[0].placements[0].imageHeight == 5)
    }

    @Test func aGalleryGivesEachPhotoItsPage() {
        let photos = (0..<3).map {
            Block.photo(Photo(path: "p\($0).jpg", width: 300, height: 200, caption: "Photo \($0)"))
        }
        let pages = paginate(photos, columns: 40, rows: 20, kind: .gallery)
        #expect(pages.count == 3)
        #expect(pages.map(\.blocks.count) == [1, 1, 1])
        #expect(pages[0].showsTitle)
        #expect(pages.map(\.start.block) == [0, 1, 2])
    }

    @Test func aSplitOrderedListKeepsItsNumbers() {
        let items = (0..<8).map { [Block.paragraph([.text("item \($0)")])] }
        let list = Block.list(ListBlock(ordered: true, start: 5, tight: true, items: items))
        let pages = paginate([list], rows: 6)
        #expect(pages.count == 2)
        guard case .list(let second) = pages[1].blocks[0] else {
            Issue.record("not a list")
            return
        }
        #expect(second.start == 9)
        #expect(second.items.first == [.paragraph([.text("item 4")])])
        #expect(pages[1].placements[0].continuedListItems == 0)
    }

    @Test func aListItemSplitInsideGetsNoSecondMarker() {
        let long = (0..<6).map { "word\($0)" }.joined(separator: " ")
        let list = Block.list(ListBlock(ordered: false, items: [[.paragraph([.text(long)])]]))
        let pages = paginate([list], columns: 8, rows: 6)
        #expect(pages.count == 2)
        #expect(pages[1].placements[0].continuedListItems == 1)
        #expect(pages[1].placements[0].continuesText)
    }

    @Test func longCodeSplitsBetweenLines() {
        let code = (0..<30).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let pages = paginate([.code(info: "sh", text: code)], rows: 12)
        #expect(pages.count == 3)
        #expect(pages.allSatisfy { $0.blocks.count == 1 })
        #expect(pages[1].placements[0].continuesText)
    }

    @Test func positionsSurviveRepagination() {
        var generator = ArticleGenerator(random: SplitMix(seed: 42))
        let blocks = (0..<40).map { _ in generator.block() }
        let article = article(blocks)
        let small = Paginator.terminal(columns: 40, rows: 20).paginate(article)
        let large = Paginator.terminal(columns: 100, rows: 50).paginate(article)
        #expect(large.count < small.count)
        for page in small {
            let index = large.page(containing: page.start)
            #expect(large[index].start <= page.start)
            if index + 1 < large.count { #expect(page.start < large[index + 1].start) }
        }
    }
}
