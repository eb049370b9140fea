import FolioFormats
import FolioLayout
import FolioModel
import FolioPluginAPI

/// Where each page of an article starts in its text, kept from one build to the next so that
/// a reader's place follows the text when an edit moves it to another page (`folio serve`).
///
/// The blocks of the two versions are lined up by their plain text: the blocks before the
/// first that differs and after the last that differs are the same blocks; a place inside
/// the edited stretch goes to the start of what replaced it.
package struct ArticlePlaces: Sendable, Equatable {
    /// A top-level block as the lining up compares it: its plain text, and that text's length
    /// in Unicode scalars (`SourcePosition.offset` counts them).
    struct BlockText: Sendable, Equatable {
        var text: String
        var length: Int
    }

    var blocks: [BlockText]
    /// Each geometry's pages, by the geometry's name, each reduced to where it starts.
    var starts: [String: [SourcePosition]]

    /// The places of an article's `blocks` laid out in every geometry of `pages`.
    package init(blocks: [Block], pages: ArticlePages) {
        self.blocks = blocks.map { block in
            let text = block.plainText
            return BlockText(text: text, length: text.unicodeScalars.count)
        }
        var starts: [String: [SourcePosition]] = [:]
        for entry in pages.entries { starts[entry.name] = entry.pages.map(\.start) }
        self.starts = starts
    }

    /// The places of an article's `blocks` laid out as `pages`, in one geometry named as a
    /// single `page:` (`PageGeometrySet.singleName`).
    package init(blocks: [Block], pages: [Page]) {
        self.init(
            blocks: blocks,
            pages: ArticlePages([
                .init(name: PageGeometrySet.singleName, geometry: .portrait, pages: pages)
            ]))
    }

    /// The names of the geometries the article was laid out in.
    package var geometries: [String] { starts.keys.sorted() }

    /// How many pages the article has in `geometry` (by default the single `page:`).
    package func pageCount(in geometry: String = PageGeometrySet.singleName) -> Int {
        starts[geometry]?.count ?? 0
    }

    /// The page of this version in `geometry` that shows the text page `page` of `old` (in
    /// the same geometry) started with.
    package func page(showing page: Int, of old: ArticlePlaces, in geometry: String = PageGeometrySet.singleName) -> Int
    {
        let pages = (starts[geometry] ?? []).map { Page(blocks: [], start: $0, fill: 0) }
        guard !pages.isEmpty else { return 0 }
        let previous = old.starts[geometry] ?? []
        guard previous.indices.contains(page) else { return min(max(page, 0), pages.count - 1) }
        return pages.page(containing: place(of: previous[page], in: old))
    }

    /// Where `position` of `old` is in this version.
    func place(of position: SourcePosition, in old: ArticlePlaces) -> SourcePosition {
        let shorter = min(blocks.count, old.blocks.count)
        var same = 0
        while same < shorter, blocks[same] == old.blocks[same] { same += 1 }
        var trailing = 0
        while trailing < shorter - same,
            blocks[blocks.count - 1 - trailing] == old.blocks[old.blocks.count - 1 - trailing]
        {
            trailing += 1
        }
        if position.block < same { return position }
        if position.block >= old.blocks.count - trailing {
            return SourcePosition(block: position.block + blocks.count - old.blocks.count, offset: position.offset)
        }
        guard blocks.indices.contains(same) else { return SourcePosition(block: max(blocks.count - 1, 0), offset: 0) }
        return SourcePosition(block: same, offset: min(position.offset, blocks[same].length))
    }
}
