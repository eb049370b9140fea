import FolioPluginAPI

extension HTMLFragmentRenderer {
    /// Where a place in a block's plain text falls in the text of the element `block(_:)`
    /// renders for it: `offset` counts Unicode scalars of `Block.plainText` (as a
    /// `SourcePosition` does); the result counts UTF-16 code units of the element's
    /// `textContent` in a browser, so a script can cut the rendered element at that place.
    ///
    /// The two texts differ only where the renderer writes no text: the newlines that join a
    /// list's items and a quote's or an item's blocks, a hard line break (`<br>`), a photo's
    /// alt text without a caption (an attribute), and what `HTMLEscaping.escape` leaves out.
    /// Each text the renderer writes is measured as it escapes it, so the two never disagree. A
    /// place on a separator goes to the start of the text after it.
    package static func textOffset(of offset: Int, in block: Block) -> Int {
        var walk = TextOffsetWalk(target: offset)
        walk.block(block)
        return walk.written
    }

    /// Where a place in a text the renderer writes escaped as it is (an article's title or
    /// byline) falls in its element's `textContent`: `offset` counts Unicode scalars of `text`,
    /// the result UTF-16 code units.
    package static func textOffset(of offset: Int, inText text: String) -> Int {
        var walk = TextOffsetWalk(target: offset)
        walk.text(text)
        return walk.written
    }
}

/// Walks a block's plain text and its rendered text side by side up to a place in the plain text.
private struct TextOffsetWalk {
    /// The place in the plain text, in Unicode scalars.
    let target: Int
    /// Unicode scalars of plain text passed so far.
    var read = 0
    /// UTF-16 code units of rendered text passed so far.
    var written = 0

    init(target: Int) {
        self.target = target
    }

    var done: Bool { read >= target }

    /// Plain text the renderer writes as escaped text (its `textContent` is the text minus what
    /// escaping drops).
    mutating func text(_ text: String) {
        guard !done else { return }
        let count = text.unicodeScalars.count
        if read + count <= target {
            read += count
            written += Self.renderedLength(of: text)
        } else {
            let prefix = String(String.UnicodeScalarView(text.unicodeScalars.prefix(target - read)))
            read = target
            written += Self.renderedLength(of: prefix)
        }
    }

    /// Plain text the renderer writes nothing for (a separator, a break, an attribute).
    mutating func skip(_ scalars: Int) {
        guard !done else { return }
        read = min(read + scalars, target)
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
        case .quote(let content):
            blocks(content)
        case .code(_, let code):
            text(code)
        case .photo(let photo):
            if let caption = photo.caption { text(caption) } else { skip((photo.alt ?? "").unicodeScalars.count) }
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
            case .emphasis(let content), .strong(let content), .link(_, _, let content): inlines(content)
            case .lineBreak: skip(1)
            }
        }
    }

    /// The UTF-16 length of `text` as a browser reads it back from the renderer's escaped
    /// form: every character reference (`&amp;`, `&#39;`…) is one code unit.
    static func renderedLength(of text: String) -> Int {
        var length = 0
        var inReference = false
        for unit in HTMLEscaping.escape(text).utf16 {
            if inReference {
                if unit == UInt16(UInt8(ascii: ";")) { inReference = false }
                continue
            }
            if unit == UInt16(UInt8(ascii: "&")) { inReference = true }
            length += 1
        }
        return length
    }
}
