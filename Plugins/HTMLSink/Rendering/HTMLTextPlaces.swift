import FolioPluginAPI

/// Every place of each block of an article in its rendered text: `HTMLFragmentRenderer.textOffset`
/// of any offset in any block, from one walk of each block. The pages of every geometry name
/// places in the same blocks, so an article's page maps walk its text once, not once per page
/// and geometry.
package struct HTMLTextPlaces {
    /// Per block, the rendered offset of each plain-text offset from 0 to the block's length.
    private let tables: [[Int]]

    package init(_ article: Article) {
        tables = article.blocks.map { block in
            var walk = TextOffsetWalk(targets: nil)
            walk.block(block)
            return walk.finish()
        }
    }

    /// `HTMLFragmentRenderer.textOffset(of: offset, in: article.blocks[block])`.
    package func offset(of offset: Int, inBlock block: Int) -> Int {
        let table = tables[block]
        return table[min(max(offset, 0), table.count - 1)]
    }

    /// `offset(of:inBlock:)` of each of `offsets`.
    package func offsets(of offsets: [Int], inBlock block: Int) -> [Int] {
        offsets.map { offset(of: $0, inBlock: block) }
    }
}
