import FolioModel

/// Where a top-level block refers to footnotes (`InlineStyle.noteReference`): each reference's
/// scalar offset in the block's plain text, counted as the paginator counts its rows' offsets (a
/// list's items and their blocks, a quote's blocks and a table's cells one after another, with
/// one separator each), and the note's number.
enum NoteReferences {
    /// The references of `block`, in reading order.
    static func of(_ block: Block) -> [(offset: Int, note: Int)] {
        var found: [(offset: Int, note: Int)] = []
        var offset = 0
        add(block, at: &offset, to: &found)
        return found
    }

    private static func add(_ block: Block, at offset: inout Int, to found: inout [(offset: Int, note: Int)]) {
        switch block {
        case .heading(_, let content), .paragraph(let content):
            add(content, at: &offset, to: &found)
        case .list(let list):
            for (index, item) in list.items.enumerated() {
                if index > 0 { offset += 1 }
                blocks(item, at: &offset, to: &found)
            }
        case .quote(let children, _):
            blocks(children, at: &offset, to: &found)
        case .table(let table):
            for (index, cell) in table.cells.enumerated() {
                if index > 0 { offset += 1 }
                add(cell, at: &offset, to: &found)
            }
        case .code, .photo, .thematicBreak, .pageBreak:
            offset += block.plainTextScalarCount
        }
    }

    private static func blocks(_ blocks: [Block], at offset: inout Int, to found: inout [(offset: Int, note: Int)]) {
        for (index, block) in blocks.enumerated() {
            if index > 0 { offset += 1 }
            add(block, at: &offset, to: &found)
        }
    }

    private static func add(_ inlines: [Inline], at offset: inout Int, to found: inout [(offset: Int, note: Int)]) {
        for inline in inlines {
            switch inline {
            case .styled(.noteReference, let content):
                if let note = Int(content.plainText) { found.append((offset, note)) }
                offset += content.scalarCount
            case .emphasis(let content), .strong(let content), .link(_, _, let content), .styled(_, let content):
                add(content, at: &offset, to: &found)
            case .text, .code, .lineBreak:
                offset += inline.scalarCount
            }
        }
    }
}

/// A block's references to footnotes, for the paginator to ask which notes its rows refer to.
struct RowNotes {
    /// The references' offsets, in order, and the highest note (0-based) referred to up to each.
    private let offsets: [Int]
    private let highest: [Int]

    /// The rows' notes of a block whose references are `references` (`NoteReferences.of`).
    init(_ references: [(offset: Int, note: Int)]) {
        let sorted = references.sorted { $0.offset < $1.offset }
        offsets = sorted.map(\.offset)
        var highest: [Int] = []
        highest.reserveCapacity(sorted.count)
        for reference in sorted { highest.append(max(highest.last ?? -1, reference.note - 1)) }
        self.highest = highest
    }

    /// The highest note (0-based) referred to in the block's text up to the end of row `row` of
    /// `rows` (a row runs to the next row's offset); nil when none is.
    func lastNote(before rows: [LayoutRow], row: Int) -> Int? {
        guard !offsets.isEmpty else { return nil }
        let end = row + 1 < rows.count ? rows[row + 1].offset : Int.max
        // The number of references before `end`, found by binary search.
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < end { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : highest[low - 1]
    }
}
