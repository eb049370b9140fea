import FolioLayout
import FolioModel

/// Where each page of an article starts in its text, kept from one build to the next so that
/// a reader's place follows the text when an edit moves it to another page (`folio serve`).
///
/// The blocks of the two versions are lined up by their plain text: the blocks before the
/// first that differs and after the last that differs are the same blocks; a place inside
/// the edited stretch goes to the start of what replaced it.
public struct ArticlePlaces: Sendable, Equatable {
    /// A top-level block as the lining up compares it: its plain text, and that text's length
    /// in Unicode scalars (`SourcePosition.offset` counts them).
    struct BlockText: Sendable, Equatable {
        var text: String
        var length: Int
    }

    var blocks: [BlockText]
    /// The pages, each reduced to where it starts (`[Page].page(containing:)` finds a place).
    var pages: [Page]

    /// The places of an article's `blocks` laid out as `pages`.
    public init(blocks: [Block], pages: [Page]) {
        self.blocks = blocks.map { block in
            let text = block.plainText
            return BlockText(text: text, length: text.unicodeScalars.count)
        }
        self.pages = pages.map { Page(blocks: [], start: $0.start, fill: 0) }
    }

    /// How many pages the article has.
    public var pageCount: Int { pages.count }

    /// The page of this version that shows the text page `page` of `old` started with.
    public func page(showing page: Int, of old: ArticlePlaces) -> Int {
        guard !pages.isEmpty else { return 0 }
        guard old.pages.indices.contains(page) else { return min(max(page, 0), pages.count - 1) }
        return pages.page(containing: place(of: old.pages[page].start, in: old))
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
