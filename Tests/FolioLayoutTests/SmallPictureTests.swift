import FolioModel
import Testing

@testable import FolioLayout

/// A small picture (`Photo.maximumWidth`: an avatar in a pull quote, an icon) takes the room it
/// is drawn in, no more: at most that many CSS px wide, centred in its column, its height at its
/// proportions, in the paginator and the frames alike; in the terminal's cells, about a cell for
/// every 8 CSS px.
@Suite struct SmallPictureTests {
    static let wide = AcrossColumnsTests.wide

    /// A square picture, 460 px, the source asking for it `most` px wide at the most.
    static func avatar(_ most: Double?) -> Photo {
        var photo = Photo(path: "avatar.png", width: 460, height: 460, alt: "avatar")
        photo.maximumWidth = most
        return photo
    }

    /// Three paragraphs, a pull quote holding `avatar` and a sentence, seven paragraphs more.
    static func article(_ avatar: Photo) -> Article {
        let quote = Block.quote([.photo(avatar), ColumnFlowTests.paragraph(22, seed: 7)], role: "pquote")
        return Article(
            id: "a", title: "Small",
            blocks: (0..<3).map { ColumnFlowTests.paragraph(90, seed: $0) } + [quote]
                + (3..<10).map { ColumnFlowTests.paragraph(90, seed: $0) }, sourcePath: "a.md")
    }

    /// opensource.guide's pull quotes: with the avatar drawn 96 px wide the quote goes across
    /// the columns; drawn at the text box's width, the same quote is too tall to.
    @Test func anAvatarKeepsItsPullQuoteSmallEnoughToGoAcross() throws {
        let small = Paginator.standard(for: Self.wide).paginate(Self.article(Self.avatar(96)))
        let across = try #require(small.flatMap(\.placements).first { $0.source == 3 })
        #expect(across.spansColumns)
        let large = Paginator.standard(for: Self.wide).paginate(Self.article(Self.avatar(nil)))
        #expect(!large.flatMap(\.placements).contains { $0.spansColumns })

        // The frame draws it 96 px wide and tall, centred across the text box.
        let page = try #require(small.first { $0.placements.contains { $0.source == 3 } })
        let frame = ArticleFramer(typesetting: .standard, justifies: false).frames(
            of: Self.article(Self.avatar(96)), pages: [page], in: Self.wide)[0]
        let (_, rect) = try #require(frame.blocks.compactMap(\.photo).first)
        #expect(abs(rect.width - 96) < 1e-6 && abs(rect.height - 96) < 1e-6, "\(rect)")
        let centre = Self.wide.width / 2
        #expect(abs(rect.x + rect.width / 2 - centre) < 1e-6, "centred: \(rect)")
    }

    /// On its own in a column: as wide as it asks, or the column when that is narrower.
    @Test(arguments: [(96.0, 96.0), (2000.0, 352.0)])
    func aSmallPictureTakesItsOwnWidthAtMost(most: Double, drawn: Double) throws {
        let geometry = PageGeometry.portrait
        let article = Article(
            id: "a", title: "Icon", blocks: [.photo(Self.avatar(most)), ColumnFlowTests.paragraph(20, seed: 1)],
            sourcePath: "a.md")
        let pages = Paginator.standard(for: geometry).paginate(article)
        let placement = try #require(pages.flatMap(\.placements).first { $0.source == 0 })
        #expect(abs((placement.imageHeight ?? 0) - drawn) < 1e-6)
        let frame = ArticleFramer(typesetting: .standard, justifies: false).frames(
            of: article, pages: [pages[0]], in: geometry)[0]
        let (_, rect) = try #require(frame.blocks.compactMap(\.photo).first)
        #expect(abs(rect.width - drawn) < 1e-6)
    }

    /// In the terminal a 96 px picture is 12 cells wide and 6 rows tall (a cell is about twice
    /// as tall as wide); a tiny one keeps four cells.
    @Test func inCellsASmallPictureIsAboutACellForEightPixels() {
        let cells = CellMeasure(columns: 80, rows: 24)
        #expect(cells.imageHeight(of: Self.avatar(96), within: 80) == 6)
        #expect(cells.imageHeight(of: Self.avatar(8), within: 80) == 2)
        #expect(cells.imageHeight(of: Self.avatar(nil), within: 80) == 40)
    }
}
