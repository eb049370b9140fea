import FolioPluginAPI

/// Walks a text's plain form and the text the renderer writes for it side by side, noting where
/// every place of the plain text falls in the rendered text: `places[p]` is the UTF-16 offset in
/// the rendered text of the place after `p` Unicode scalars of the plain text, the last entry the
/// text's end. A place on plain text the renderer writes nothing for (a separator, a break, an
/// attribute) goes to the start of the text after it.
struct TextOffsetWalk {
    /// The rendered offset of every place reached so far.
    private(set) var places: [Int] = [0]
    /// UTF-16 code units of rendered text passed so far.
    private var written = 0

    /// Every place of `block` (`Block.plainText`) in the text `HTMLFragmentRenderer.block(_:)`
    /// writes for it.
    static func places(of block: Block) -> [Int] {
        var walk = TextOffsetWalk()
        walk.block(block)
        return walk.places
    }

    /// Every place of a text the renderer writes escaped as it is (a title, a byline).
    static func places(ofText text: String) -> [Int] {
        var walk = TextOffsetWalk()
        walk.text(text)
        return walk.places
    }

    /// The rendered offset of `offset` among `places`; one before the start is at the start, one
    /// past the end at the end.
    static func offset(_ offset: Int, in places: [Int]) -> Int {
        places[min(max(offset, 0), places.count - 1)]
    }

    /// Plain text the renderer writes as escaped text (its `textContent` is the text minus what
    /// escaping drops): printable ASCII, a tab or a line feed is one code unit each.
    mutating func text(_ text: String) {
        let utf8 = text.utf8
        if utf8.allSatisfy({ (0x20..<0x7F).contains($0) || $0 == 0x09 || $0 == 0x0A }) {
            places.append(contentsOf: (written + 1)..<(written + 1 + utf8.count))
            written += utf8.count
            return
        }
        for scalar in text.unicodeScalars {
            written += HTMLEscaping.textContentLength(of: scalar)
            places.append(written)
        }
    }

    /// Plain text the renderer writes nothing for: its places are where the text after it starts.
    mutating func skip(_ scalars: Int) {
        places.append(contentsOf: repeatElement(written, count: scalars))
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
