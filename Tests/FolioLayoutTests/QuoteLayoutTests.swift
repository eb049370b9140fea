import FolioModel
import Testing

@testable import FolioLayout

/// Pull quotes and sidebars are laid out once: a pull quote's paragraphs set large between its
/// rules and kept whole on a page, a sidebar boxed, moved whole when it fits on a page and open
/// at the edges where it is cut when it does not; every sink draws the frames' rules.
@Suite struct QuoteLayoutTests {
    private func article(_ blocks: [Block]) -> Article {
        Article(id: "a", title: "T", blocks: blocks, sourcePath: "a.md")
    }

    private func words(_ count: Int, from start: Int = 0) -> [Inline] {
        [.text((start..<start + count).map { "word\($0)" }.joined(separator: " "))]
    }

    @Test func rolesMakeKinds() {
        #expect(QuoteKind(role: nil) == .quote)
        #expect(QuoteKind(role: "epigraph") == .quote)
        #expect(QuoteKind(role: "WARNING") == .callout(.warning))
        #expect(QuoteKind(role: "pquote") == .pullQuote)
        #expect(QuoteKind(role: "pull-quote left") == .pullQuote)
        #expect(QuoteKind(role: "wide sidebar") == .sidebar)
        #expect(QuoteKind(role: "aside") == .sidebar)
        #expect(
            BlockElements([.paragraph([]), .list(ListBlock(ordered: false, items: [[.quote([], role: "pquote")]]))])
                == .pullQuotes)
    }

    @Test func aPullQuoteThatDoesNotFitMovesWholeToTheNextPage() throws {
        // 20 columns by 12 rows: the title and its gap take 2, the paragraph 8 with its gap, so
        // the pull quote (a rule row, 3 lines, a rule row) cannot end the first page.
        let blocks: [Block] = [.paragraph(words(24)), .quote([.paragraph(words(6, from: 100))], role: "pquote")]
        let pages = Paginator.terminal(columns: 20, rows: 12).paginate(article(blocks))
        #expect(pages.count == 2)
        let placements = pages.flatMap { page in page.placements.filter { $0.source == 1 } }
        #expect(placements.count == 1 && !placements[0].isContinued && !placements[0].continues)
        #expect(pages[1].placements.first?.source == 1)
        // Laid out with its room above and below: two rows more than its lines.
        #expect(placements[0].height == 5)
    }

    /// A callout (`> [!NOTE]`) that does not fit under the text moves whole too: its title is
    /// never alone at a page's foot.
    @Test(arguments: ["note", "warning", "tip"])
    func aCalloutThatDoesNotFitMovesWholeToTheNextPage(role: String) throws {
        let callout: [Block] = [.paragraph([.strong([.text("Note")])]), .paragraph(words(6, from: 100))]
        let blocks: [Block] = [.paragraph(words(24)), .quote(callout, role: role)]
        let pages = Paginator.terminal(columns: 20, rows: 12).paginate(article(blocks))
        let placements = pages.flatMap { page in page.placements.filter { $0.source == 1 } }
        #expect(placements.count == 1 && !placements[0].isContinued && !placements[0].continues)
        #expect(pages.last?.placements.first?.source == 1)
    }

    @Test func aHeadingGoesWithThePullQuoteAfterIt() {
        let blocks: [Block] = [
            .paragraph(words(20)), .heading(level: 2, content: [.text("Heading")]),
            .quote([.paragraph(words(6, from: 100))], role: "pullquote"),
        ]
        let pages = Paginator.terminal(columns: 20, rows: 12).paginate(article(blocks))
        let holding = { (source: Int) in pages.indices.filter { pages[$0].placements.contains { $0.source == source } }
        }
        #expect(holding(1) == holding(2), "the heading is on the pull quote's page")
        #expect(holding(2).count == 1)
    }

    @Test func aSidebarTallerThanAPageBreaksOpenAtItsCuts() throws {
        let paragraphs = (0..<6).map { Block.paragraph(words(12, from: $0 * 20)) }
        let blocks: [Block] = [.paragraph(words(4)), .quote(paragraphs, role: "sidebar")]
        let measure = CellMeasure(columns: 24, rows: 14)
        let pages = Paginator.terminal(columns: 24, rows: 14).paginate(article(blocks))
        let framer = CellFramer(measure: measure)
        var edges: [(opens: Bool, closes: Bool)] = []
        for page in pages {
            let frame = framer.frame(of: page, in: article(blocks))
            for block in frame.blocks where block.quote == .sidebar {
                edges.append((block.opens, block.closes))
                // The box spans the text width; its blocks are set two cells in from each side.
                #expect(block.box.column == 0 && block.box.width == 24)
            }
            for block in frame.blocks
            where block.role == .paragraph && block.lines.first?.text.hasPrefix("word2") == true {
                #expect(block.box.column == 2 && block.box.width == 20)
            }
        }
        try #require(edges.count >= 2)
        #expect(edges.first?.opens == true && edges.first?.closes == false)
        #expect(edges.last?.opens == false && edges.last?.closes == true)
        #expect(edges.dropFirst().dropLast().allSatisfy { !$0.opens && !$0.closes })
    }

    @Test func aPullQuotesParagraphsAreSetLargeBetweenItsRules() throws {
        let geometry = PageGeometry(width: 400, height: 600, margin: 20, fontSize: 16, lineHeight: 1.4)
        let article = article([.quote([.paragraph([.text("What the map leaves out.")])], role: "pquote")])
        let pages = Paginator.standard(for: geometry).paginate(article)
        let frame = try #require(
            ArticleFramer(typesetting: .standard, justifies: false).frames(of: article, pages: pages, in: geometry)
                .first)
        let typography = Typography.standard
        let quote = try #require(frame.blocks.first { $0.role == .quote })
        #expect(quote.quote == .pullQuote)
        let paragraph = try #require(frame.blocks.first { $0.role == .paragraph })
        let size = try #require(paragraph.lines.first?.runs.first?.size)
        #expect(abs(size - typography.pullQuoteSize * 16) < 1e-9)
        #expect(abs(paragraph.lines[0].height - typography.pullQuoteSize * 16 * typography.pullQuoteLineHeight) < 1e-9)
        // Two rules, the full width, above the room over the text and below the room under it.
        let thickness = PageTheme.standard.pullQuoteRuleThickness
        #expect(quote.rules.count == 2 && quote.rules.allSatisfy { $0.width == 360 && $0.height == thickness })
        let text = paragraph.lines[0]
        #expect(abs(text.top - quote.rules[0].y - typography.pullQuotePadding * 16) < 1e-9)
        #expect(abs(quote.rules[1].y + thickness - (text.top + text.height + typography.pullQuotePadding * 16)) < 1e-9)
        #expect(PageTheme.standard.quoteRule(.pullQuote) == PageTheme.standard.link)
    }
}
