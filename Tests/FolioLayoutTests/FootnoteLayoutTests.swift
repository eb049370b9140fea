import FolioModel
import PropertyBased
import Testing

@testable import FolioLayout

/// Footnotes at the foot of the page that calls them: each note on the page (the column) of its
/// first reference, the notes of a page one run at its bottom under a gap, the text above them,
/// a note too long for the room left going on at the next page's foot; in the terminal, endnotes
/// after the text.
@Suite struct FootnoteLayoutTests {
    /// For each page of `pages`, the notes (0-based) first referred to on it, in order: a
    /// reference is on the page of its block's fragment that starts last at or before it.
    private static func firstReferences(_ pages: [Page], article: Article) -> [[Int]] {
        var fragments: [Int: [(offset: Int, page: Int)]] = [:]
        for (number, page) in pages.enumerated() {
            for placement in page.placements where !placement.isFootnotes {
                fragments[placement.source, default: []].append((placement.offset, number))
            }
        }
        var firstPage: [Int: Int] = [:]
        for (index, block) in article.blocks.enumerated() {
            for reference in NoteReferences.of(block) {
                guard let page = fragments[index]?.last(where: { $0.offset <= reference.offset })?.page else {
                    continue
                }
                firstPage[reference.note - 1] = min(firstPage[reference.note - 1] ?? page, page)
            }
        }
        return pages.indices.map { number in firstPage.filter { $0.value == number }.keys.sorted() }
    }

    /// The notes (0-based) each page sets at its feet, from the frames' text.
    private static func footNotes(_ pages: [Page]) -> [[Int]] {
        pages.map { page in
            zip(page.blocks, page.placements).filter { $0.1.isFootnotes }.flatMap { block, _ -> [Int] in
                guard case .quote(let notes, _) = block else { return [] }
                return notes.compactMap { note -> Int? in
                    guard case .paragraph(let content) = note else { return nil }
                    return Int(content.plainText.prefix { $0.isNumber }).map { $0 - 1 }
                }
            }
        }
    }

    @Test func eachNoteIsAtTheFootOfThePageOfItsFirstReference() async {
        await propertyCheck(count: PaginatorPropertyTests.count, input: PaginatorPropertyTests.seeds) { seed in
            var generator = ArticleGenerator(random: SplitMix(seed: seed))
            let article = generator.article()
            guard let last = article.blocks.last, last.isFootnotes else { return }
            let geometry = PageGeometry(width: 400, height: 640, margin: 24, fontSize: 16, lineHeight: 1.5)
            let paginator = Paginator.standard(for: geometry)
            let pages = paginator.paginate(article)
            let box = geometry.height - 2 * geometry.margin
            #expect(Self.footNotes(pages) == Self.firstReferences(pages, article: article), "seed \(seed)")
            for (number, page) in pages.enumerated() {
                let feet = page.placements.filter(\.isFootnotes)
                #expect(feet.count <= 1, "seed \(seed) page \(number): one foot per column")
                guard let foot = feet.first, foot.height <= box else { continue }
                #expect(abs(foot.top + foot.height - box) < 1e-6, "seed \(seed) page \(number): the foot ends the page")
                let text = page.placements.filter { !$0.isFootnotes }.map { $0.top + $0.height }.max() ?? 0
                #expect(text <= foot.top + 1e-6, "seed \(seed) page \(number): the text runs into the foot")
            }
            // The feet run through the notes once, in order, from the first to the last.
            let feet = pages.flatMap { $0.placements.filter(\.isFootnotes) }
            #expect(feet.first?.offset == 0 && feet.last?.continues == false, "seed \(seed)")
            #expect(zip(feet, feet.dropFirst()).allSatisfy { $0.offset < $1.offset }, "seed \(seed)")
            // The endnotes and their rule are never in the text.
            let flowed = pages.flatMap { $0.placements.filter { !$0.isFootnotes }.map(\.source) }
            #expect(!flowed.contains(article.blocks.count - 1) && !flowed.contains(article.blocks.count - 2))
        }
    }

    @Test func aNoteTooLongForItsPageGoesOnAtTheNextFoot() {
        let long = (0..<400).map { "word\($0)" }.joined(separator: " ")
        let paragraphs = (0..<12).map { number -> Block in
            let words = (0..<40).map { "text\(number)x\($0)" }.joined(separator: " ")
            return .paragraph(
                [.text(words)] + (number == 1 ? [.styled(.noteReference, [.text("1")])] : [])
                    + (number == 3 ? [.styled(.noteReference, [.text("2")])] : []))
        }
        let article = Article(
            id: "a", title: "T",
            blocks: paragraphs + [
                .thematicBreak,
                .quote(
                    [.paragraph([.text("1. " + long)]), .paragraph([.text("2. A short note.")])], role: "footnotes"),
            ], sourcePath: "a.md")
        let geometry = PageGeometry(width: 400, height: 640, margin: 24, fontSize: 16, lineHeight: 1.5)
        let pages = Paginator.standard(for: geometry).paginate(article)
        let box = geometry.height - 2 * geometry.margin
        let feet = pages.enumerated().flatMap { number, page in
            page.placements.filter(\.isFootnotes).map { (number, $0) }
        }
        // The long note runs over several feet, each at its page's bottom, under the page's text.
        #expect(feet.count >= 2)
        #expect(feet.first?.1.offset == 0 && feet.last?.1.continues == false)
        #expect(zip(feet, feet.dropFirst()).allSatisfy { $0.1.offset < $1.1.offset && $0.0 < $1.0 })
        for page in pages {
            var bottom = page.titleHeight
            for placement in page.placements {
                #expect(placement.top >= bottom - 1e-6)
                bottom = placement.top + placement.height
            }
            #expect(bottom <= box + 1e-6)
        }
        // Every paragraph of the text is placed, in order.
        let sources = pages.flatMap { $0.placements.filter { !$0.isFootnotes }.map(\.source) }
        #expect(Array(Set(sources)).sorted() == Array(0..<12))
    }

    @Test func theTerminalShowsEndnotes() {
        let article = Article(
            id: "a", title: "T",
            blocks: [
                .paragraph([.text("A claim."), .styled(.noteReference, [.text("1")])]), .thematicBreak,
                .quote([.paragraph([.text("1. The source.")])], role: "footnotes"),
            ], sourcePath: "a.md")
        let pages = Paginator.terminal(columns: 40, rows: 20).paginate(article)
        #expect(pages.count == 1)
        #expect(pages[0].placements.map(\.source) == [0, 1, 2])
        #expect(pages[0].placements.allSatisfy { !$0.isFootnotes })
    }
}
