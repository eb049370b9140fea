import FolioModel
import Testing

@testable import FolioLayout

/// A drop cap (`theme: drop-cap:`): the first paragraph's letter set large beside its first lines,
/// decided once by the paginator and drawn from its numbers by the frames (and the carousel).
@Suite struct DropCapTests {
    static let geometry = PageGeometry(width: 390, height: 844, margin: 20, fontSize: 16, lineHeight: 1.5)
    static let text =
        "Last November my daughter gave me a bird feeder for my birthday, a plain tube of clear plastic "
        + "with four perches, and a notebook with a hard cover. The feeder went on the old apple tree, "
        + "about four metres from the kitchen window, and the notebook on the windowsill beside the kettle."

    static func paginator(lines: Int = 3) -> Paginator {
        Paginator.standard(
            for: geometry,
            typesetting: Typesetting(
                fonts: DefaultStacks.shared, hyphenates: false, opening: OpeningStyle(dropCapLines: lines))
        )
    }

    static func article(_ blocks: [Block], language: String = "en") -> Article {
        var article = Article(id: "a", title: "T", blocks: blocks, sourcePath: "a.md")
        article.language = language
        return article.inIssue(language: language)
    }

    /// The first placed paragraph's lines, as the paginator laid them out.
    static func lines(of article: Article, lines: Int = 3) throws -> (page: Page, lines: [TextLine]) {
        let page = try #require(paginator(lines: lines).paginate(article).first)
        for layout in page.layouts {
            if case .lines(let textLines, _) = layout.content { return (page, textLines) }
        }
        Issue.record("no paragraph on the first page")
        return (page, [])
    }

    @Test func theFirstLinesMakeRoomForTheLetterWhichTheFirstLineLeavesOut() throws {
        let article = Self.article([.paragraph([.text(Self.text)])])
        let (page, lines) = try Self.lines(of: article)
        let dropCap = try #require(lines.first?.dropCap)
        #expect(dropCap.scalars == 1 && dropCap.utf16 == 1 && dropCap.lines == 3)
        #expect(page.dropCap?.block == 0 && page.dropCap?.indent == dropCap.indent)
        let width = Self.geometry.width - 2 * Self.geometry.margin
        for (index, line) in lines.enumerated() {
            #expect(line.indent == (index < 3 ? dropCap.indent : 0), "line \(index)")
            #expect(line.width <= width - line.indent + 1e-9, "line \(index) fits beside the letter")
        }
        // The letter is drawn beside the lines: the first line holds more than it would with it.
        let plain = try Self.lines(of: article, lines: 0).lines
        #expect(plain.first?.dropCap == nil && plain.allSatisfy { $0.indent == 0 })
        #expect(lines.count >= plain.count)
        // Its box: a quarter line short of three lines; its letter's capitals reach the first line's.
        let line = Self.geometry.fontSize * Self.geometry.lineHeight
        #expect(abs(dropCap.height - 2.75 * line) < 1e-9)
        #expect(dropCap.size > 3 * Self.geometry.fontSize && dropCap.indent > dropCap.size * 0.3)
        #expect(dropCap.indent == (dropCap.indent * 100).rounded() / 100)
    }

    /// The page keeps its drop cap and small capitals when more paragraphs follow on it.
    @Test func theParagraphsAfterItLeaveThePagesDropCap() throws {
        let article = Self.article([.paragraph([.text(Self.text)]), .paragraph([.text("A second paragraph.")])])
        let opening = OpeningStyle(dropCapLines: 3, smallCapsFirstLine: true)
        let pages = Paginator.standard(
            for: Self.geometry,
            typesetting: Typesetting(fonts: DefaultStacks.shared, hyphenates: false, opening: opening)
        ).paginate(article, keepingLines: false)
        #expect(pages[0].placements.count == 2)
        #expect(pages[0].dropCap?.block == 0 && pages[0].smallCaps?.block == 0)
    }

    @Test func aPageNeverEndsBesideTheLetter() throws {
        let article = Self.article([.paragraph([.text(Self.text)])])
        var rows: [LayoutRow] = []
        let layouter = BlockLayouter(measure: FontMeasure(geometry: Self.geometry, fonts: DefaultStacks.shared))
        _ = layouter.layout(
            article.blocks[0], width: 350, offset: 0, opening: OpeningStyle(dropCapLines: 3), rows: &rows)
        #expect(rows.count >= 4)
        #expect(rows[1].cut == .fallback && rows[2].cut == .fallback)
    }

    @Test(arguments: [
        ([Inline.text("\u{201C}Quoted,\u{201D} she said. " + text)], "a quotation mark"),
        ([.text("2026 began cold. " + text)], "a digit"),
        ([.link(destination: "https://example.org", title: nil, content: [.text("Linked")]), .text(text)], "a link"),
        ([.code("code"), .text(text)], "code"),
        ([.text("冬の苔を見に行く。" + text)], "a letter without case"),
    ])
    func aParagraphThatDoesNotOpenOnACasedLetterHasNone(content: [Inline], what: String) throws {
        let (_, lines) = try Self.lines(of: Self.article([.paragraph(content)]))
        #expect(lines.allSatisfy { $0.dropCap == nil && $0.indent == 0 }, "\(what)")
    }

    @Test func emphasisStillOpensOnItsLetterAndAPhotoMayComeFirst() throws {
        #expect(DropCap.letter(of: [.emphasis([.strong([.text("Once")])])]) == "O")
        let photo = Photo(path: "p.jpg", width: 400, height: 300)
        #expect(OpeningStyle.paragraphIndex(in: Self.article([.photo(photo), .paragraph([.text("Once")])])) == 1)
        // A section's heading or a pull quote may come first (web articles often open so); a list
        // or a quote may not.
        let heading = Block.heading(level: 2, content: [.text("H")])
        let pullQuote = Block.quote([.paragraph([.text("Said.")])], role: "pquote")
        #expect(OpeningStyle.paragraphIndex(in: Self.article([heading, pullQuote, .paragraph([.text("Once")])])) == 2)
        let list = Block.list(ListBlock(ordered: false, items: [[.paragraph([.text("Item")])]]))
        #expect(OpeningStyle.paragraphIndex(in: Self.article([heading, list, .paragraph([.text("Once")])])) == nil)
        let quote = Block.quote([.paragraph([.text("Quoted.")])], role: nil)
        #expect(OpeningStyle.paragraphIndex(in: Self.article([quote, .paragraph([.text("Once")])])) == nil)
    }

    @Test func rightToLeftArticlesAndShortParagraphsHaveNone() throws {
        let arabic = Self.article([.paragraph([.text("Once " + Self.text)])], language: "ar")
        #expect(OpeningStyle.paragraphIndex(in: arabic) == nil)
        let (_, short) = try Self.lines(of: Self.article([.paragraph([.text("One short line.")])]))
        #expect(short.count < 3 && short.allSatisfy { $0.dropCap == nil && $0.indent == 0 })
    }

    @Test func theTerminalsCellsHaveNone() throws {
        let measure = CellMeasure(columns: 80, rows: 24)
        #expect(measure.dropCap(of: "L", lines: 3, language: "en") == nil)
    }

    /// The frame draws the letter first in the paragraph, its baseline on the third line's, and the
    /// lines beside it start past its room.
    @Test func theFrameDrawsTheLetterBesideItsLines() throws {
        let article = Self.article([.paragraph([.text(Self.text)])])
        let typesetting = Typesetting(
            fonts: DefaultStacks.shared, hyphenates: false, opening: OpeningStyle(dropCapLines: 3))
        let pages = Paginator.standard(for: Self.geometry, typesetting: typesetting).paginate(article)
        let frame = try #require(
            ArticleFramer(typesetting: typesetting, justifies: false).frames(
                of: article, pages: pages, in: Self.geometry
            ).first)
        let paragraph = try #require(frame.blocks.first { $0.role == .paragraph })
        let letter = paragraph.lines[0], lines = Array(paragraph.lines.dropFirst())
        let dropCap = try #require(pages[0].dropCap)
        #expect(letter.isDropCap && letter.text == "L" && letter.source?.range == 0..<1)
        #expect(lines.allSatisfy { !$0.isDropCap })
        #expect(abs(letter.baseline - lines[2].baseline) < 0.01, "\(letter.baseline) against \(lines[2].baseline)")
        #expect(abs((letter.runs.first?.size ?? 0) - dropCap.size) < 1e-9)
        let left = Self.geometry.margin
        #expect(lines[0].text.hasPrefix("ast November") && lines[0].source?.range.lowerBound == 1)
        for line in lines.prefix(3) { #expect((line.runs.first?.left ?? 0) >= left + dropCap.indent - 1e-9) }
        #expect(abs((lines[3].runs.first?.left ?? 0) - left) < 1e-9)
        // The letter's capitals start where the first line's do (its cap height's top).
        #expect((letter.runs.first?.glyphs.first?.x ?? 0) >= left - 1e-9)
    }
}
