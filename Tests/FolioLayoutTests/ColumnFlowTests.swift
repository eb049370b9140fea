import FolioModel
import Testing

@testable import FolioLayout

/// Two-column pages: text flows from the first column into the second by the one-column
/// rules at the column's width; a forced break starts a page; a gallery goes side by side.
@Suite struct ColumnFlowTests {
    static let wide = PageGeometry(width: 1120, height: 700, margin: 40, fontSize: 16, lineHeight: 1.5, columns: 2)

    /// The pages of a two-column layout taken apart into their columns, in reading order.
    static func columns(of pages: [Page]) -> [[BlockPlacement]] {
        var result: [[BlockPlacement]] = []
        for page in pages {
            let count = (page.placements.map(\.column).max() ?? 0) + 1
            for column in 0..<count { result.append(page.placements.filter { $0.column == column }) }
        }
        return result
    }

    static func paragraph(_ words: Int, seed: Int) -> Block {
        var generator = ArticleGenerator(random: SplitMix(seed: seed))
        return .paragraph([
            .text(
                (0..<words).map { _ in generator.random.pick(["harbour", "slow", "gulls", "morning", "the", "water"]) }
                    .joined(separator: " "))
        ])
    }

    @Test(arguments: 0..<150)
    func columnsAreTheOneColumnPagesAtTheColumnWidth(seed: Int) {
        var generator = ArticleGenerator(random: SplitMix(seed: seed))
        // A pull quote goes across the columns (AcrossColumnsTests); a sidebar stays in its column.
        var article = generator.article()
        article.blocks = article.blocks.map { block in
            if case .quote(let blocks, let role) = block, QuoteKind(role: role).spansColumns {
                return .quote(blocks, role: "sidebar")
            }
            return block
        }
        let geometry = PageGeometry(
            width: Double(generator.random.int(760...2000)), height: Double(generator.random.int(360...1200)),
            margin: Double(generator.random.int(8...72)), fontSize: Double(generator.random.int(12...20)),
            lineHeight: Double(generator.random.int(12...18)) / 10, columns: 2)
        let pages = Paginator.standard(for: geometry).paginate(article)
        let single = Paginator.standard(for: geometry.singleColumn).paginate(article)

        #expect(
            pages.flatMap(\.placements).map { [$0.source, $0.offset] }
                == single.flatMap(\.placements).map { [$0.source, $0.offset] },
            "the same fragments in the same order")
        #expect(pages.flatMap(\.blocks) == single.flatMap(\.blocks))

        var next = 0
        for page in pages {
            #expect(page.placements.allSatisfy { (0...1).contains($0.column) })
            #expect(page.placements.map(\.column) == page.placements.map(\.column).sorted(), "columns in reading order")
            #expect(page.start == single[next].start, "a page starts where its first column does")
            let columnCount = page.placements.contains { $0.column == 1 } ? 2 : 1
            for column in 0..<columnCount {
                let placed = page.placements.filter { $0.column == column }
                #expect(
                    placed.map { [$0.source, $0.offset] } == single[next].placements.map { [$0.source, $0.offset] })
                for placement in placed {
                    #expect(
                        placement.top + placement.height <= geometry.height - 2 * geometry.margin + 1e-6,
                        "nothing overflows its column")
                }
                next += 1
            }
        }
        #expect(next == single.count, "every column is on a page")
        #expect(pages.count >= (single.count + 1) / 2)
        #expect(pages.count <= single.count)
    }

    @Test func textFlowsIntoTheSecondColumnAndFillsBoth() {
        let article = Article(
            id: "a", title: "Long", blocks: (0..<30).map { Self.paragraph(90, seed: $0) }, sourcePath: "a.md")
        let pages = Paginator.standard(for: Self.wide).paginate(article)
        let single = Paginator.standard(for: Self.wide.singleColumn).paginate(article)
        #expect(pages.count == (single.count + 1) / 2)
        for page in pages.dropLast() {
            #expect(Set(page.placements.map(\.column)) == [0, 1])
            #expect(page.fill > 0.9, "full columns make a full page")
        }
        #expect(pages[0].showsTitle)
        let secondColumn = pages[0].placements.first { $0.column == 1 }
        #expect(secondColumn?.top == 0, "the second column starts at its top: the title is only over the first")
        #expect(secondColumn.map { SourcePosition(block: $0.source, offset: $0.offset) } == single[1].start)
    }

    @Test func aForcedBreakStartsANewPage() {
        let article = Article(
            id: "a", title: "Two parts",
            blocks: [
                Self.paragraph(20, seed: 1), .pageBreak, Self.paragraph(20, seed: 2),
            ], sourcePath: "a.md")
        let pages = Paginator.standard(for: Self.wide).paginate(article)
        #expect(pages.count == 2)
        #expect(pages[1].start == SourcePosition(block: 2, offset: 0))
        #expect(pages.allSatisfy { $0.placements.allSatisfy { $0.column == 0 } })
    }

    @Test func aGalleryShowsTwoPhotosSideBySide() {
        let photos = (0..<5).map {
            Block.photo(Photo(path: "p\($0).jpg", width: 1600, height: 1067, caption: "Boats at dusk, number \($0)"))
        }
        let article = Article(id: "g", title: "Hollin Water", kind: .gallery, blocks: photos, sourcePath: "parks.plist")
        let pages = Paginator.standard(for: Self.wide).paginate(article)
        #expect(pages.count == 3)
        #expect(pages[0].placements.map(\.column) == [0, 1])
        #expect(pages[1].placements.map(\.column) == [0, 1])
        #expect(pages[2].placements.map(\.column) == [0])
        for page in pages {
            for placement in page.placements {
                #expect((placement.imageHeight ?? 0) > 0, "a photo is never split or dropped")
            }
        }
        #expect(pages[1].fill > 0.5, "a wide gallery page is not a photo at the top and half a page empty")
    }

    @Test func oneColumnGeometriesAreUnchanged() {
        var generator = ArticleGenerator(random: SplitMix(seed: 7))
        for _ in 0..<40 {
            let article = generator.article()
            let pages = Paginator.standard(for: .portrait).paginate(article)
            #expect(pages.allSatisfy { $0.placements.allSatisfy { $0.column == 0 } })
            #expect(PageGeometry.portrait.singleColumn == .portrait)
        }
    }

    @Test func everyGeometryOfASetIsLaidOutAsOnItsOwn() {
        var generator = ArticleGenerator(random: SplitMix(seed: 11))
        let issue = Issue(
            title: "Set",
            articles: (0..<30).map { index in
                var article = generator.article()
                article.id = "a\(index)"
                return article
            })
        let layouts = PageMatrix(issue, for: .standard)
        #expect(layouts.rows.map(\.name) == PageGeometrySet.standard.names)
        for entry in PageGeometrySet.standard.entries {
            // The set's pages keep no lines or blocks (`Page.published`); everything else is the same.
            var alone = Paginator.standard(for: entry.geometry).layout(issue)
            alone.columns = alone.columns.map { $0.map(\.published) }
            #expect(layouts[entry.name] == alone, "\(entry.name)")
        }
    }
}
