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
    /// place on a separator goes to the start of the text after it.
    package static func textOffset(of offset: Int, in block: Block) -> Int {
        textOffsets(of: [offset], in: block)[0]
    }

    /// `textOffset(of:in:)` of each of `offsets` (in ascending order), in one walk of the block:
    /// a page's line breaks in a long paragraph cost one walk, not one each.
    package static func textOffsets(of offsets: [Int], in block: Block) -> [Int] {
        var walk = TextOffsetWalk(targets: offsets)
        walk.block(block)
        return walk.finish()
    }

    /// Where a place in a text the renderer writes escaped as it is (an article's title or
    /// byline) falls in its element's `textContent`: `offset` counts Unicode scalars of `text`,
    /// the result UTF-16 code units.
    package static func textOffset(of offset: Int, inText text: String) -> Int {
        var walk = TextOffsetWalk(targets: [offset])
        walk.text(text)
        return walk.finish()[0]
    }
}

/// Walks a block's plain text and its rendered text side by side, noting where each of some
/// places in the plain text (in ascending order) falls in the rendered text.
private struct TextOffsetWalk {
    /// The places in the plain text, in Unicode scalars, ascending.
    let targets: [Int]
    /// The rendered offset of each target reached so far.
    private var results: [Int] = []
    /// Unicode scalars of plain text passed so far.
    private var read = 0
    /// UTF-16 code units of rendered text passed so far.
    private var written = 0

    init(targets: [Int]) {
        self.targets = targets
        results.reserveCapacity(targets.count)
    }

    private var done: Bool { results.count == targets.count }

    /// Notes every target at or before where the walk is.
    private mutating func noteReached() {
        while !done, targets[results.count] <= read { results.append(written) }
    }

    /// The rendered offsets of every target; those past the text's end are at its end.
    mutating func finish() -> [Int] {
        while !done { results.append(written) }
        return results
    }

    /// Plain text the renderer writes as escaped text (its `textContent` is the text minus what
    /// escaping drops).
    mutating func text(_ text: String) {
        noteReached()
        guard !done else { return }
        var next = targets[results.count]
        for scalar in text.unicodeScalars {
            while read >= next {
                results.append(written)
                guard !done else { return }
                next = targets[results.count]
            }
            written += HTMLEscaping.textContentLength(of: scalar)
            read += 1
        }
        noteReached()
    }

    /// Plain text the renderer writes nothing for (a separator, a break, an attribute): a
    /// place on it goes to the start of the text after it.
    mutating func skip(_ scalars: Int) {
        noteReached()
        guard !done else { return }
        let end = read + scalars
        while !done, targets[results.count] <= end { results.append(written) }
        read = end
    }

    mutating func block(_ block: Block) {
        switch block {
        case .heading(_, let content), .paragraph(let content):
            inlines(content)
        case .list(let list):
            for (index, item) in list.items.enumerated() {
                if index > 0 { skip(1) }
                blocks(item)
            }
        case .quote(let content, _):
            blocks(content)
        case .code(_, let code):
            text(code)
        case .photo(let photo):
            if let caption = photo.caption { text(caption) } else { skip((photo.alt ?? "").unicodeScalars.count) }
        case .table(let table):
            // Cells are joined by line feeds in the plain text, by nothing in the rendered text.
            for (index, cell) in table.cells.enumerated() {
                if index > 0 { skip(1) }
                inlines(cell)
            }
        case .thematicBreak, .pageBreak:
            break
        }
    }

    /// Blocks joined by newlines in the plain text, by nothing in the rendered text (a tight
    /// item's paragraphs render as their bare text, which is the same text).
    mutating func blocks(_ blocks: [Block]) {
        for (index, block) in blocks.enumerated() {
            if index > 0 { skip(1) }
            self.block(block)
        }
    }

    mutating func inlines(_ runs: [Inline]) {
        for run in runs {
            switch run {
            case .text(let value), .code(let value): text(value)
            case .emphasis(let content), .strong(let content), .link(_, _, let content), .styled(_, let content):
                inlines(content)
            case .lineBreak: skip(1)
            }
        }
    }
}
