import FolioModel
import Testing

@testable import FolioLayout

/// A first line in small capitals (`theme: first-line: small-caps`): the paginator fills the
/// opening paragraph's first line with its small capitals' widths (each lowercase letter as its
/// capital at `Typography.smallCapsSize`), the others with the text's own, and every sink draws
/// the runs it names.
@Suite struct SmallCapsTests {
    static let geometry = DropCapTests.geometry

    static func typesetting(_ opening: OpeningStyle) -> Typesetting {
        Typesetting(fonts: DefaultStacks.shared, hyphenates: false, opening: opening)
    }

    static func firstPage(_ article: Article, _ opening: OpeningStyle) throws -> (Page, [TextLine]) {
        let page = try #require(
            Paginator.standard(for: geometry, typesetting: typesetting(opening)).paginate(article).first)
        for layout in page.layouts {
            if case .lines(let lines, _) = layout.content { return (page, lines) }
        }
        Issue.record("no paragraph on the first page")
        return (page, [])
    }

    @Test func onlyLowercaseLettersWithOneCapitalOfTheirLengthAreRaised() {
        #expect(SmallCaps.capital(of: "a") == "A" && SmallCaps.capital(of: "é") == "É")
        #expect(SmallCaps.capital(of: "A") == nil && SmallCaps.capital(of: "1") == nil)
        #expect(SmallCaps.capital(of: " ") == nil && SmallCaps.capital(of: ",") == nil)
        #expect(SmallCaps.capital(of: "ß") == nil, "its capital is two letters: it keeps its form")
        #expect(SmallCaps.capital(of: "ſ") == nil, "its capital is shorter in UTF-8")
        #expect(SmallCaps.capitals("Last November, 12 ß"[...]) == "LAST NOVEMBER, 12 ß")
        #expect(SmallCaps.applies(to: "en") && SmallCaps.applies(to: "de-CH"))
        #expect(!SmallCaps.applies(to: "tr") && !SmallCaps.applies(to: "el") && !SmallCaps.applies(to: "nl-BE"))
    }

    @Test func theFirstLineIsFilledWithTheCapitalsWidthsAndTheOthersWithTheTexts() throws {
        let article = DropCapTests.article([.paragraph([.text(DropCapTests.text)])])
        let (page, lines) = try Self.firstPage(article, OpeningStyle(smallCapsFirstLine: true))
        let (_, plain) = try Self.firstPage(article, .plain)
        let first = try #require(lines.first)
        // Small capitals have widths of their own (in Caladea narrower than lowercase letters):
        // the first line ends elsewhere than the text's own first line.
        #expect(first.end != plain[0].end)
        #expect(first.smallCaps.first?.lowerBound == 1, "the L is a capital already")
        #expect(first.smallCaps.allSatisfy { $0.upperBound <= first.end })
        #expect(lines.dropFirst().allSatisfy { $0.smallCaps.isEmpty })
        #expect(page.smallCaps?.block == 0 && page.smallCaps?.ranges == first.smallCaps)
        let width = Self.geometry.width - 2 * Self.geometry.margin
        for line in lines { #expect(line.width <= width + 1e-9) }
        // The lines after the first follow on from where it ends, filled as the text's own.
        #expect(zip(lines, lines.dropFirst()).allSatisfy { $0.end == $1.start })
        #expect(lines.last?.end == plain.last?.end)
    }

    @Test func withADropCapTheLetterIsTheCapsAndTheRestOfTheLineSmallCaps() throws {
        let article = DropCapTests.article([.paragraph([.text(DropCapTests.text)])])
        let (page, lines) = try Self.firstPage(article, OpeningStyle(dropCapLines: 3, smallCapsFirstLine: true))
        let dropCap = try #require(page.dropCap)
        #expect(lines[0].dropCap == dropCap && lines.prefix(3).allSatisfy { $0.indent == dropCap.indent })
        #expect(lines[0].smallCaps.first?.lowerBound == 1)
        #expect(lines[3].indent == 0)
    }

    @Test func codeAndLanguagesThatUppercaseTheirOwnWayAreLeftAsTheyAre() throws {
        let code = DropCapTests.article([.paragraph([.code("let x"), .text(" is code " + DropCapTests.text)])])
        let (_, lines) = try Self.firstPage(code, OpeningStyle(smallCapsFirstLine: true))
        #expect(lines[0].smallCaps.allSatisfy { $0.lowerBound >= 5 }, "not the code")
        let turkish = DropCapTests.article([.paragraph([.text(DropCapTests.text)])], language: "tr")
        let (_, turkishLines) = try Self.firstPage(turkish, OpeningStyle(smallCapsFirstLine: true))
        #expect(turkishLines.allSatisfy { $0.smallCaps.isEmpty })
    }

    /// The frame shapes the runs as capitals at their size and keeps the letters written as the
    /// runs' text, so the PDF's text reads as written.
    @Test func theFrameDrawsCapitalsAndKeepsTheText() throws {
        let article = DropCapTests.article([.paragraph([.text(DropCapTests.text)])])
        let typesetting = Self.typesetting(OpeningStyle(smallCapsFirstLine: true))
        let pages = Paginator.standard(for: Self.geometry, typesetting: typesetting).paginate(article)
        let frame = try #require(
            ArticleFramer(typesetting: typesetting, justifies: false).frames(
                of: article, pages: pages, in: Self.geometry
            )
            .first)
        let line = try #require(frame.blocks.first { $0.role == .paragraph }?.lines.first)
        #expect(line.text.hasPrefix("Last November"))
        let small = try #require(line.runs.first { $0.text.hasPrefix("ast") })
        let capital = try #require(line.runs.first { $0.text == "L" })
        #expect(abs(small.size - capital.size * Typography.standard.smallCapsSize) < 1e-9)
        // Its glyphs are the capitals': the same glyph as the L's for the l of "November"? No: as
        // the capital A's, found in a run of its own.
        let plainA = try Self.glyphs(of: "A", size: capital.size, typesetting: typesetting)
        #expect(small.glyphs.first?.id == plainA)
    }

    /// The glyph of `letter` in running text's face.
    static func glyphs(of letter: String, size: Double, typesetting: Typesetting) throws -> UInt32 {
        let article = DropCapTests.article([.paragraph([.text(letter)])])
        let pages = Paginator.standard(for: geometry, typesetting: typesetting).paginate(article)
        let frame = try #require(
            ArticleFramer(typesetting: Typesetting(fonts: DefaultStacks.shared, hyphenates: false), justifies: false)
                .frames(of: article, pages: pages, in: geometry).first)
        return try #require(frame.blocks.first { $0.role == .paragraph }?.lines.first?.runs.first?.glyphs.first?.id)
    }
}
