import FolioFormats
import FolioPluginAPI
import Foundation
import XCTest

@testable import HTMLSink

/// The page map's line breaks: each of the paginator's `Page.lineBreaks` as `[element, offset,
/// hyphen]`, in the terms of the regions (elements after the header, UTF-16 offsets of what the
/// renderer writes; the title -1, the byline -2).
final class HTMLPageMapBreaksTests: XCTestCase {
    func testBreaksNameTheRenderedElementAndItsUTF16Offset() throws {
        let article = Article(
            id: "waves", title: "Wave 🌊 after wave", author: "Zoë Ångström",
            blocks: [
                .paragraph([.text("Tom & Jerry")]), .pageBreak,
                .paragraph([.text("🌊🌊 "), .emphasis([.text("Dampfschifffahrt")]), .text(" on")]),
            ],
            sourcePath: "waves.md")
        var first = Page(
            blocks: [article.blocks[0]], start: .init(block: 0, offset: 0), fill: 0.5, showsTitle: true)
        // The title wraps before "after" (scalar 7: the wave is one scalar, two UTF-16 units), the
        // byline before "Ångström", the paragraph before "Jerry" (the ampersand is one character).
        first.lineBreaks = [
            LineBreak(source: LineBreak.title, offset: 7), LineBreak(source: LineBreak.byline, offset: 4),
            LineBreak(source: 0, offset: 6),
        ]
        var second = Page(blocks: [article.blocks[2]], start: .init(block: 2, offset: 0), fill: 0.5)
        // "Dampf-schifffahrt", hyphenated after 3 + 5 scalars (two waves are four UTF-16 units).
        second.lineBreaks = [LineBreak(source: 2, offset: 8, hyphenated: true)]
        let entry = ArticlePages.Entry(name: "phone", geometry: .portrait, pages: [first, second])

        let map = HTMLPageMap(entry, of: article)
        XCTAssertEqual(map.pages.map(\.breaks), [[-1, 8, 0, -2, 4, 0, 0, 6, 0], [1, 10, 1]])

        // Each offset is where the text after the break starts in the element's textContent.
        let title = Array(article.title.utf16)
        XCTAssertEqual(String(decoding: title[8...], as: UTF16.self), "after wave")
        let byline = Array(article.byline.utf16)
        XCTAssertEqual(String(decoding: byline[4...], as: UTF16.self), "Ångström")
        let paragraph = Array("🌊🌊 Dampfschifffahrt on".utf16)
        XCTAssertEqual(String(decoding: paragraph[10...], as: UTF16.self), "schifffahrt on")
    }

    /// A table that goes on in a page's second column repeats its header row there, so the
    /// header's wrap comes again after the body's: the breaks of one block are not in ascending
    /// order. Each is placed where it is (the repeated one was placed at the previous break's
    /// place, where the carousel then broke a line of the body: seen in Examples/Magazine), and
    /// the repeated one only once: the carousel puts breaks into the one element whose header
    /// row both columns show, and a second break there drew an empty line in the header.
    func testARepeatedHeaderRowsBreakIsPlacedAgainWhereItIs() throws {
        let table = Block.table(
            TableBlock(
                alignments: [.none, .none], header: [[.text("Name of it")], [.text("Where")]],
                rows: [[[.text("Long & longer")], [.text("In a garden")]], [[.text("Short")], [.text("By a wall")]]]))
        let article = Article(id: "t", title: "T", blocks: [table], sourcePath: "t.md")
        var page = Page(blocks: article.blocks, start: .init(block: 0, offset: 0), fill: 0.5, showsTitle: true)
        page.lineBreaks = [
            LineBreak(source: 0, offset: 5), LineBreak(source: 0, offset: 30), LineBreak(source: 0, offset: 5),
            LineBreak(source: 0, offset: 45),
        ]
        let map = HTMLPageMap(.init(name: "p", geometry: .portrait, pages: [page]), of: article)
        let offsets = [5, 30, 5, 45].map { HTMLFragmentRenderer.textOffset(of: $0, in: table) }
        XCTAssertEqual(offsets[0], offsets[2])
        XCTAssertLessThan(offsets[0], offsets[1])
        XCTAssertEqual(map.pages[0].breaks, [offsets[0], offsets[1], offsets[3]].flatMap { [0, $0, 0] })
    }

    func testAPageWithoutBreaksLeavesTheKeyOut() throws {
        let article = Article(id: "a", title: "A", blocks: [.paragraph([.text("One line.")])], sourcePath: "a.md")
        var page = Page(blocks: article.blocks, start: .init(block: 0, offset: 0), fill: 0.1, showsTitle: true)
        func json(_ page: Page) -> String {
            let map = HTMLPageMap(.init(name: "p", geometry: .portrait, pages: [page]), of: article)
            return String(decoding: JSONWriter.data(map, newline: false), as: UTF8.self)
        }
        XCTAssertEqual(json(page), #"{"name":"p","pages":[{"photos":[],"regions":[[0,0,0]],"title":true}]}"#)
        page.lineBreaks = [LineBreak(source: 0, offset: 4)]
        XCTAssertEqual(
            json(page), #"{"name":"p","pages":[{"breaks":[0,4,0],"photos":[],"regions":[[0,0,0]],"title":true}]}"#)
    }
}
