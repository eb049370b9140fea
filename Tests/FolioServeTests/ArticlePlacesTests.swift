import FolioBuild
import FolioPluginAPI
import FolioServer
import Testing

/// A reader's place follows the text across an edit: the blocks before and after the edited
/// stretch are lined up by their text.
struct ArticlePlacesTests {
    func paragraph(_ text: String) -> Block { .paragraph([.text(text)]) }

    func places(_ texts: [String], pageStarts: [(Int, Int)]) -> ArticlePlaces {
        ArticlePlaces(
            blocks: texts.map(paragraph),
            pages: pageStarts.map { Page(blocks: [], start: SourcePosition(block: $0.0, offset: $0.1), fill: 1) })
    }

    let old = ["Alpha one.", "Bravo two.", "Charlie three, a long paragraph.", "Delta four.", "Echo five."]

    @Test func aParagraphInsertedAboveMovesTheReadersTextDown() {
        let before = places(old, pageStarts: [(0, 0), (2, 0), (2, 12), (4, 0)])
        let after = places(["New opening paragraph."] + old, pageStarts: [(0, 0), (2, 0), (3, 0), (3, 12), (5, 0)])
        #expect(after.page(showing: 0, of: before) == 0)
        #expect(after.page(showing: 1, of: before) == 2, "Charlie's start is now on the third page")
        #expect(after.page(showing: 2, of: before) == 3, "the middle of Charlie too")
        #expect(after.page(showing: 3, of: before) == 4)
    }

    @Test func anEditBelowTheReaderLeavesTheirPage() {
        let before = places(old, pageStarts: [(0, 0), (2, 0), (4, 0)])
        var edited = old
        edited[4] = "Echo five, now much longer."
        let after = places(edited, pageStarts: [(0, 0), (2, 0), (4, 0), (4, 20)])
        #expect(after.page(showing: 1, of: before) == 1)
        #expect(after.page(showing: 2, of: before) == 2)
    }

    @Test func aPlaceInsideTheEditedParagraphGoesToItsStart() {
        let before = places(old, pageStarts: [(0, 0), (2, 20), (4, 0)])
        var edited = old
        edited[2] = "Charlie rewritten."
        let after = places(edited, pageStarts: [(0, 0), (2, 0), (3, 0)])
        #expect(after.page(showing: 1, of: before) == 1)
        #expect(after.page(showing: 2, of: before) == 2, "Echo is lined up from the end")
    }

    @Test func aPageThatNoLongerExistsBecomesTheLast() {
        let before = places(old, pageStarts: [(0, 0), (2, 0), (4, 0)])
        let after = places(["Alpha one."], pageStarts: [(0, 0)])
        #expect(after.page(showing: 2, of: before) == 0)
        #expect(after.page(showing: 7, of: before) == 0)
    }

    /// Each geometry's pages follow the text on their own: the same edit moves the reader
    /// of a phone page and the reader of a two-column page to different page numbers.
    @Test func eachGeometryFollowsTheTextInItsOwnPages() {
        func pages(_ starts: [(Int, Int)]) -> [Page] {
            starts.map { Page(blocks: [], start: SourcePosition(block: $0.0, offset: $0.1), fill: 1) }
        }
        let geometry = PageGeometry.portrait
        let before = ArticlePlaces(
            blocks: old.map(paragraph),
            pages: ArticlePages([
                .init(name: "phone", geometry: geometry, pages: pages([(0, 0), (2, 0), (2, 12), (4, 0)])),
                .init(name: "desktop", geometry: geometry, pages: pages([(0, 0), (3, 0)])),
            ]))
        let after = ArticlePlaces(
            blocks: (["New opening paragraph."] + old).map(paragraph),
            pages: ArticlePages([
                .init(name: "phone", geometry: geometry, pages: pages([(0, 0), (2, 0), (3, 0), (3, 12), (5, 0)])),
                .init(name: "desktop", geometry: geometry, pages: pages([(0, 0), (2, 0), (4, 0)])),
            ]))
        #expect(after.geometries == ["desktop", "phone"])
        #expect(after.page(showing: 1, of: before, in: "phone") == 2)
        #expect(after.page(showing: 1, of: before, in: "desktop") == 2, "Delta starts the third desktop page now")
        #expect(after.pageCount(in: "desktop") == 3)
        #expect(after.pageCount(in: "tablet") == 0, "a geometry the article was not laid out in has no pages")
    }
}
