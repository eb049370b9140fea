/// A block of article content, neutral of any source format.
public indirect enum Block: Sendable, Equatable, Decodable {
    /// A heading of level 1 to 6.
    case heading(level: Int, content: [Inline])
    /// A paragraph of inline runs.
    case paragraph([Inline])
    /// An ordered or unordered list; each item is a list of blocks, so lists nest.
    case list(ListBlock)
    /// A block quote holding blocks. `role` is what its source called it, when it said more
    /// than "a quote": an HTML class (`pquote` for a pull quote, `note`, `tip`, `warning` for
    /// callouts) or `aside` for an aside without one; nil for a plain Markdown quote.
    case quote([Block], role: String? = nil)
    /// A code block with its info string (`swift`, `sh`, or empty).
    case code(info: String, text: String)
    /// A thematic break (`---`).
    case thematicBreak
    /// A photo on its own.
    case photo(Photo)
    /// A forced page break (`<!-- page -->` in Markdown).
    case pageBreak
    /// A table of running-text cells.
    case table(TableBlock)

    /// Whether the block is an article's footnotes (`QuoteKind.footnotes`).
    public var isFootnotes: Bool {
        if case .quote(_, let role) = self { return QuoteKind(role: role) == .footnotes }
        return false
    }

    /// Appends every photo in this block, nested ones included, to `photos`.
    public func collectPhotos(into photos: inout [Photo]) {
        switch self {
        case .photo(let photo):
            photos.append(photo)
        case .quote(let blocks, _):
            for block in blocks { block.collectPhotos(into: &photos) }
        case .list(let list):
            for item in list.items { for block in item { block.collectPhotos(into: &photos) } }
        case .heading, .paragraph, .code, .thematicBreak, .pageBreak, .table:
            break
        }
    }

    /// The block's text with all markup removed, nested blocks (and a table's cells, row by row)
    /// joined by newlines.
    public var plainText: String {
        switch self {
        case .heading(_, let content), .paragraph(let content):
            return content.plainText
        case .list(let list):
            return list.items.map { $0.map(\.plainText).joined(separator: "\n") }.joined(separator: "\n")
        case .quote(let blocks, _):
            return blocks.map(\.plainText).joined(separator: "\n")
        case .code(_, let text):
            return text
        case .photo(let photo):
            return photo.caption ?? photo.alt ?? ""
        case .table(let table):
            return table.cells.map(\.plainText).joined(separator: "\n")
        case .thematicBreak, .pageBreak:
            return ""
        }
    }
}

/// An ordered or unordered list.
public struct ListBlock: Sendable, Equatable, Decodable {
    /// Whether items are numbered.
    public var ordered: Bool
    /// The first number of an ordered list.
    public var start: Int
    /// Whether the list is tight (no blank lines between items), as CommonMark decides.
    public var tight: Bool
    /// The items, each a list of blocks (paragraphs, nested lists, ...).
    public var items: [[Block]]

    /// Creates a list.
    public init(ordered: Bool, start: Int = 1, tight: Bool = true, items: [[Block]]) {
        self.ordered = ordered
        self.start = start
        self.tight = tight
        self.items = items
    }

    /// Whether the list sets its items and their blocks apart (`BlockSpacing.listItem` between
    /// items, `paragraph` between an item's blocks): a loose list whose items hold paragraphs.
    /// HTML shows a list is loose only by putting its items' text in `<p>` (CommonMark's
    /// rendering), so a loose list without paragraphs looks tight in a browser; the paginator,
    /// the style sheet and the terminal all follow this one rule.
    public var spacesItems: Bool {
        !tight
            && items.contains { item in
                item.contains { if case .paragraph = $0 { true } else { false } }
            }
    }
}
