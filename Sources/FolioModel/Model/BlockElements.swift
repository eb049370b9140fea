/// The elements an article's blocks hold that need more than running text's styles: tables,
/// pull quotes, sidebars, footnotes. The HTML sink writes the style rules of each only for an issue that
/// holds it, so that an issue without them sends none of their bytes before its first page.
public struct BlockElements: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    /// Creates a set from its bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// A table (`Block.table`).
    public static let tables = BlockElements(rawValue: 1 << 0)
    /// A pull quote (`QuoteKind.pullQuote`).
    public static let pullQuotes = BlockElements(rawValue: 1 << 1)
    /// A sidebar (`QuoteKind.sidebar`).
    public static let sidebars = BlockElements(rawValue: 1 << 2)

    /// Footnotes (`QuoteKind.footnotes`).
    public static let footnotes = BlockElements(rawValue: 1 << 3)
    /// A block set across the columns of a page of several: a pull quote, or a photo its author
    /// set across them (`Photo.spansColumns`).
    public static let acrossColumns = BlockElements(rawValue: 1 << 4)
    /// A task item (`ListBlock.isTask`), whose mark stands in place of its bullet.
    public static let tasks = BlockElements(rawValue: 1 << 5)

    /// The elements `blocks` hold, nested ones included.
    public init(_ blocks: [Block]) {
        self = []
        for block in blocks { add(block, topLevel: true) }
    }

    /// Adds what `block` holds; only a top-level block is ever set across the columns.
    private mutating func add(_ block: Block, topLevel: Bool) {
        switch block {
        case .table:
            insert(.tables)
        case .quote(let children, let role):
            switch QuoteKind(role: role) {
            case .pullQuote: insert(topLevel ? [.pullQuotes, .acrossColumns] : .pullQuotes)
            case .sidebar: insert(.sidebars)
            case .footnotes: insert(.footnotes)
            case .quote, .callout: break
            }
            for child in children { add(child, topLevel: false) }
        case .list(let list):
            if list.items.indices.contains(where: list.isTask) { insert(.tasks) }
            for item in list.items { for child in item { add(child, topLevel: false) } }
        case .photo(let photo):
            if photo.spansColumns, topLevel { insert(.acrossColumns) }
        case .heading, .paragraph, .code, .thematicBreak, .pageBreak:
            break
        }
    }
}
