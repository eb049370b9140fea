import FolioModel
import Testing

@testable import FolioLayout

/// `Page.regions`, the page map the publishing sinks write: on one- and two-column pages of
/// an article with every kind of block, the regions are each page's columns with where they
/// start, and one after another they tile the content: cutting the article's blocks at the
/// region starts gives exactly what the paginator put in each column.
@Suite struct PageRegionTests {
    static let prose = """
        I have kept a record of my walks since the spring of 2016. It began as a note on my phone \
        and became, within a month, a plain text file with one line per walk: the date, where I \
        started, how long I was out, and a few words about what I saw. The words are the point. \
        A line that says only “river, 40 min” tells me nothing ten years later; a line that says \
        “river, 40 min, heron standing in the weir pool, did not move the whole time I watched” \
        puts me back on the bank.
        """

    /// An article like the sample's essays: headings, long paragraphs, a nested ordered list
    /// with a loose item of two paragraphs, a quote of two paragraphs, code, a photo, a break.
    static let article: Article = {
        let paragraph = { (count: Int) in Block.paragraph([.text(String(repeating: prose + " ", count: count))]) }
        let item = { (text: String) in
            [Block.paragraph([.emphasis([.text("Step:")]), .text(" " + text + " " + prose)])]
        }
        let photo = Photo(
            path: "photos/wall-clock.jpg", width: 1600, height: 1067, caption: "The log is just time, written down.",
            alt: "A wall clock")
        return Article(
            id: "trail-log", title: "A Trail Log in Plain Text", author: "Priya Raman", date: "2026-11-16",
            blocks: [
                .heading(level: 2, content: [.text("Ten years, one file")]),
                paragraph(2),
                .list(
                    ListBlock(
                        ordered: true, start: 1, tight: false,
                        items: [
                            item("write the line the same day."),
                            item("keep it to one line.") + [paragraph(1)],
                            [
                                .paragraph([.text("Nested:")]),
                                .list(ListBlock(ordered: false, items: [item("a"), item("b"), item("c")])),
                            ],
                        ])),
                .quote([paragraph(1), paragraph(1)]),
                .code(info: "sh", text: (1...40).map { "grep -c 'heron' walks-\(2000 + $0).txt\n" }.joined()),
                .photo(photo),
                paragraph(3),
                .pageBreak,
                .thematicBreak,
                .heading(level: 2, content: [.text("What the file taught me")]),
                paragraph(4),
            ],
            sourcePath: "articles/trail-log.md")
    }()

    static let phone = PageGeometry(width: 400, height: 680, margin: 24, fontSize: 17, lineHeight: 1.5)
    static let laptop = PageGeometry(width: 1120, height: 700, margin: 40, fontSize: 16, lineHeight: 1.5, columns: 2)

    @Test func aOneColumnPageHasOneRegionWhereThePageStarts() {
        let pages = Paginator.standard(for: Self.phone).paginate(Self.article)
        #expect(pages.count > 5)
        for page in pages {
            #expect(page.regions.map(\.column) == [0] && page.regions.first?.start == page.start)
            // It names its end where its last block ends on the page.
            let last = page.placements.last { !$0.isFootnotes }
            #expect(
                page.regions.first?.end
                    == (last.map { $0.continues ? nil : SourcePosition(block: $0.source + 1, offset: 0) } ?? nil))
        }
    }

    @Test func aTwoColumnPageHasARegionPerColumnThatHoldsSomething() {
        let pages = Paginator.standard(for: Self.laptop).paginate(Self.article)
        #expect(pages.count > 2)
        for page in pages {
            let columns = Set(page.placements.map(\.column)).sorted()
            #expect(page.regions.map(\.column) == columns)
            #expect(page.regions[0].start == page.start)
            for region in page.regions {
                let first = page.placements.first { $0.column == region.column }
                #expect(region.start == first.map { SourcePosition(block: $0.source, offset: $0.offset) })
            }
        }
        #expect(pages.dropLast().allSatisfy { $0.regions.count == 2 }, "text fills both columns until the end")
    }

    @Test(arguments: [PageRegionTests.phone, PageRegionTests.laptop])
    func consecutiveRegionsTileTheContent(geometry: PageGeometry) throws {
        let article = Self.article
        let pages = Paginator.standard(for: geometry).paginate(article)
        // Every column's content in reading order, with where its region says it starts.
        var columns: [(start: SourcePosition, blocks: [Block], placements: [BlockPlacement])] = []
        for page in pages {
            for region in page.regions {
                let indices = page.placements.indices.filter { page.placements[$0].column == region.column }
                columns.append((region.start, indices.map { page.blocks[$0] }, indices.map { page.placements[$0] }))
            }
        }
        #expect(columns.first?.start == SourcePosition(block: 0, offset: 0))
        #expect(zip(columns, columns.dropFirst()).allSatisfy { $0.start < $1.start }, "starts strictly increase")

        let texts = article.blocks.map { Array($0.plainText.unicodeScalars) }
        var covered: [Int] = []
        for (index, column) in columns.enumerated() {
            let end =
                index + 1 < columns.count ? columns[index + 1].start : SourcePosition(block: texts.count, offset: 0)
            for (block, placement) in zip(column.blocks, column.placements) {
                let from = SourcePosition(block: placement.source, offset: placement.offset)
                #expect(column.start <= from && from < end, "every fragment lies inside its region")
                if covered.last != placement.source { covered.append(placement.source) }
                // The fragment is the block's text from its offset up to the next cut in that block.
                let text = texts[placement.source]
                let upTo = end.block == placement.source ? end.offset : text.count
                let expected = Array(text[placement.offset..<upTo])
                let fragment = Array(block.plainText.unicodeScalars)
                #expect(
                    fragment == expected || fragment + ["\n"] == expected,
                    "block \(placement.source) from \(placement.offset): \(String(String.UnicodeScalarView(fragment)).prefix(40))"
                )
            }
        }
        let placed = article.blocks.indices.filter { if case .pageBreak = article.blocks[$0] { false } else { true } }
        #expect(covered == placed, "every block but the forced page break is placed, in order")
        #expect(columns.contains { $0.start.offset > 0 }, "the article has blocks cut between columns")
    }
}
