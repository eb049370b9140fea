import FolioPluginAPI

/// Walks a block's plain text and its rendered text side by side, noting where each of some
/// places in the plain text (in ascending order) falls in the rendered text; with no targets,
/// where every place does (the result's index is the place, its last entry the text's end).
struct TextOffsetWalk {
    /// The places in the plain text, in Unicode scalars, ascending; nil for every place.
    let targets: [Int]?
    /// The rendered offset of each target reached so far.
    private var results: [Int] = []
    /// Unicode scalars of plain text passed so far.
    private var read = 0
    /// UTF-16 code units of rendered text passed so far.
    private var written = 0

    init(targets: [Int]?) {
        self.targets = targets
        results.reserveCapacity(targets?.count ?? 64)
    }

    private var done: Bool { targets.map { results.count == $0.count } ?? false }

    /// The next target not yet reached: the place the results have come to when every place is.
    private var next: Int { targets?[results.count] ?? results.count }

    /// Notes every target at or before where the walk is.
    private mutating func noteReached() {
        while !done, next <= read { results.append(written) }
    }

    /// The rendered offsets of every target; those past the text's end are at its end. With no
    /// targets, the rendered offset of every place up to the text's end.
    mutating func finish() -> [Int] {
        guard targets != nil else {
            noteReached()
            return results
        }
        while !done { results.append(written) }
        return results
    }

    /// Plain text the renderer writes as escaped text (its `textContent` is the text minus what
    /// escaping drops).
    mutating func text(_ text: String) {
        noteReached()
        guard targets != nil else { return everyPlace(in: text) }
        guard !done else { return }
        var next = self.next
        for scalar in text.unicodeScalars {
            while read >= next {
                results.append(written)
                guard !done else { return }
                next = self.next
            }
            written += HTMLEscaping.textContentLength(of: scalar)
            read += 1
        }
        noteReached()
    }

    /// `text(_:)` noting every place: the place after each scalar is where the rendered text has
    /// come to (printable ASCII, a tab or a line feed is one code unit of rendered text each).
    private mutating func everyPlace(in text: String) {
        let utf8 = text.utf8
        if utf8.allSatisfy({ (0x20..<0x7F).contains($0) || $0 == 0x09 || $0 == 0x0A }) {
            results.append(contentsOf: (written + 1)..<(written + 1 + utf8.count))
            written += utf8.count
            read += utf8.count
            return
        }
        for scalar in text.unicodeScalars {
            written += HTMLEscaping.textContentLength(of: scalar)
            read += 1
            results.append(written)
        }
    }

    /// Plain text the renderer writes nothing for (a separator, a break, an attribute): a
    /// place on it goes to the start of the text after it.
    mutating func skip(_ scalars: Int) {
        noteReached()
        guard !done else { return }
        let end = read + scalars
        while !done, next <= end { results.append(written) }
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
