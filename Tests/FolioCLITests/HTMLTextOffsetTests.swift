import FolioBuild
import FolioPluginAPI
import FolioTestSupport
import Foundation
import HTMLSink
import MarkdownSource
import PlistSource
import Testing

/// `HTMLFragmentRenderer.textOffset` against the renderer's own output: for every text column of
/// every page of the sample issue in its geometry and in each of the standard set, the rendered text of the whole
/// block cut at the offset begins with the rendered text of the fragment the paginator put
/// there, and a column that ends inside the same block ends where the next column starts.
@Suite struct HTMLTextOffsetTests {
    @Test func regionStartsCutTheRenderedBlocksWhereThePaginatorCutThem() async throws {
        let registry = PluginRegistry(sources: [MarkdownSource(), PlistSource()])
        let path = FolioProcess.packageRoot.appendingPathComponent("Content").path
        let issue = try await IssueLoader(registry: registry).load(folderAt: path).issue
        let renderer = HTMLFragmentRenderer()
        var checked = 0, inside = 0
        // The sample's own geometry and the standard five (phone, phone-landscape, tablet, laptop, desktop).
        let sets = [issue.settings.pages, PageGeometrySet.standard]
        for (article, pages) in sets.flatMap({ zip(issue.articles, ArticlePages.paginate(issue.articles, for: $0)) }) {
            for entry in pages.entries {
                // The published pages keep no blocks: the same pages as the paginator cut them.
                let laidOut = Paginator.standard(for: entry.geometry).paginate(article)
                #expect(laidOut.map(\.published) == entry.pages, "\(article.id) \(entry.name)")
                let starts = laidOut.flatMap { page in page.regions.map { (page, $0) } }
                for (index, (page, region)) in starts.enumerated() {
                    let start = region.start
                    guard article.blocks.indices.contains(start.block),
                        let fragment = page.placements.firstIndex(where: {
                            $0.source == start.block && $0.offset == start.offset
                        })
                    else {
                        Testing.Issue.record("\(article.id) \(entry.name): no fragment at \(start)")
                        continue
                    }
                    let block = article.blocks[start.block]
                    let whole = Self.textContent(renderer.block(block))
                    let offset = HTMLFragmentRenderer.textOffset(of: start.offset, in: block)
                    let rest = Array(whole.dropFirst(offset))
                    let cut = Self.textContent(renderer.block(page.blocks[fragment]))
                    #expect(
                        rest.starts(with: cut),
                        "\(article.id) \(entry.name) \(start): \(String(decoding: cut, as: UTF16.self).prefix(60))")
                    if index + 1 < starts.count, starts[index + 1].1.start.block == start.block {
                        let next = HTMLFragmentRenderer.textOffset(of: starts[index + 1].1.start.offset, in: block)
                        #expect(next - offset == cut.count, "\(article.id) \(entry.name) \(start): the column's text")
                        inside += 1
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 100 && inside > 10, "\(checked) region starts, \(inside) inside a block")
    }

    @Test func separatorsBreaksAndDroppedCharactersWriteNoText() {
        let list = Block.list(
            ListBlock(
                ordered: true,
                items: [
                    [.paragraph([.text("one")])],
                    [
                        .paragraph([.text("a"), .lineBreak, .text("b<&")]),
                        .list(ListBlock(ordered: false, items: [[.paragraph([.text("x\u{1}y")])]])),
                    ],
                ]))
        // plain text: "one\na\nb<&\nx\u{1}y"; rendered text: "oneab<&xy"
        let expected = [0: 0, 3: 3, 4: 3, 5: 4, 6: 4, 7: 5, 9: 7, 10: 7, 11: 8, 12: 8, 13: 9]
        for (plain, rendered) in expected {
            #expect(HTMLFragmentRenderer.textOffset(of: plain, in: list) == rendered, "\(plain)")
        }
        let photo = Block.photo(Photo(path: "p.jpg", width: 1, height: 1, caption: nil, alt: "alt"))
        #expect(HTMLFragmentRenderer.textOffset(of: 3, in: photo) == 0, "alt text is an attribute")
        let wide = Block.paragraph([.text("🌊é"), .emphasis([.text("x")])])
        #expect(HTMLFragmentRenderer.textOffset(of: 2, in: wide) == 3, "UTF-16: the wave is two code units")
        #expect(HTMLFragmentRenderer.textOffset(of: 3, in: wide) == 4)
    }

    /// The places of an article made once for all its pages (`HTMLTextPlaces`) are the places
    /// `textOffset` finds one walk at a time, at every offset of every block, one past the end
    /// included: in the sample, in every script of Examples/Scripts, and in blocks whose plain
    /// and rendered texts differ (separators, breaks, dropped characters, attributes, UTF-16 pairs).
    @Test func placesMadeOnceAreThePlacesFoundOneByOne() async throws {
        let registry = PluginRegistry(sources: [MarkdownSource(), PlistSource()])
        var articles: [Article] = []
        for folder in ["Content", "Examples/Scripts"] {
            let path = FolioProcess.packageRoot.appendingPathComponent(folder).path
            articles += try await IssueLoader(registry: registry).load(folderAt: path).issue.articles
        }
        let made = [
            Block.list(
                ListBlock(
                    ordered: true,
                    items: [
                        [.paragraph([.text("one")])],
                        [
                            .paragraph([.text("a"), .lineBreak, .text("b<&")]),
                            .quote([.paragraph([.text("x\u{1}y")])]),
                        ],
                    ])),
            .photo(Photo(path: "p.jpg", width: 1, height: 1, caption: nil, alt: "alt")),
            .photo(Photo(path: "p.jpg", width: 1, height: 1, caption: "a caption", alt: "alt")),
            .paragraph([
                .text("🌊é"), .emphasis([.text("x")]), .link(destination: "#", title: nil, content: [.code("c")]),
            ]),
            .thematicBreak, .code(info: "", text: "let a = 1 < 2\n"),
        ]
        articles.append(Article(id: "made", title: "Made", blocks: made, sourcePath: "made.md"))
        var checked = 0
        for article in articles {
            let places = HTMLTextPlaces(article)
            for (index, block) in article.blocks.enumerated() {
                for offset in 0...(block.plainText.unicodeScalars.count + 1) {
                    #expect(
                        places.offset(of: offset, inBlock: index)
                            == HTMLFragmentRenderer.textOffset(of: offset, in: block),
                        "\(article.id) block \(index) offset \(offset)")
                    checked += 1
                }
            }
        }
        #expect(checked > 10_000, "\(checked) places")
    }

    /// The `textContent` a browser gives for the renderer's HTML, as UTF-16 code units.
    static func textContent(_ html: String) -> [UInt16] {
        let text = html.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
        return Array(text.utf16)
    }
}
