import FolioPluginAPI

/// Every place of each block of an article in its rendered text: `HTMLFragmentRenderer.textOffset`
/// of any offset in any block, from one walk of each block. The pages of every geometry name
/// places in the same blocks, so an article's page maps walk its text once, not once per page
/// and geometry.
package struct HTMLTextPlaces {
    /// Per block, the rendered offset of each plain-text offset from 0 to the block's length.
    private let tables: [[Int]]

    package init(_ article: Article) {
        tables = article.blocks.map(TextOffsetWalk.places(of:))
    }

    /// `HTMLFragmentRenderer.textOffset(of: offset, in: article.blocks[block])`.
    package func offset(of offset: Int, inBlock block: Int) -> Int {
        TextOffsetWalk.offset(offset, in: tables[block])
    }

    /// `offset(of:inBlock:)` of each of `offsets`, in any order.
    package func offsets(of offsets: [Int], inBlock block: Int) -> [Int] {
        offsets.map { offset(of: $0, inBlock: block) }
    }

    /// `HTMLFragmentRenderer.textOffset(of:inText:)` of each of `offsets`, in any order, from one
    /// walk of `text` (a title, a byline, a dek).
    package static func offsets(of offsets: [Int], inText text: String) -> [Int] {
        let places = TextOffsetWalk.places(ofText: text)
        return offsets.map { TextOffsetWalk.offset($0, in: places) }
    }
}
