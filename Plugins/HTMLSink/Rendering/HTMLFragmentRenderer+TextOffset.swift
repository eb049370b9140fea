import FolioPluginAPI

extension HTMLFragmentRenderer {
    /// Where a place in a block's plain text falls in the text of the element `block(_:)`
    /// renders for it: `offset` counts Unicode scalars of `Block.plainText` (as a
    /// `SourcePosition` does); the result counts UTF-16 code units of the element's
    /// `textContent` in a browser, so a script can cut the rendered element at that place.
    ///
    /// The two texts differ only where the renderer writes no text: the newlines that join a
    /// list's items, a quote's or an item's blocks and a table's cells, a hard line break (`<br>`), a photo's
    /// alt text without a caption (an attribute), and what `HTMLEscaping.escape` leaves out.
    /// Each text the renderer writes is measured as it escapes it, so the two never disagree. A
    /// place on a separator goes to the start of the text after it. The page maps place many
    /// offsets of a block: `HTMLTextPlaces` walks each block once for all of them.
    package static func textOffset(of offset: Int, in block: Block) -> Int {
        TextOffsetWalk.offset(offset, in: TextOffsetWalk.places(of: block))
    }

    /// Where a place in a text the renderer writes escaped as it is (an article's title or
    /// byline) falls in its element's `textContent`: `offset` counts Unicode scalars of `text`,
    /// the result UTF-16 code units.
    package static func textOffset(of offset: Int, inText text: String) -> Int {
        TextOffsetWalk.offset(offset, in: TextOffsetWalk.places(ofText: text))
    }
}
