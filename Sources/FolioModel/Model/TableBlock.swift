/// A table: a header row and body rows of cells, each cell running text. GitHub's Markdown
/// writes one with pipes (`| a | b |` over `| --- | :-: |`); every row has one cell per column.
public struct TableBlock: Sendable, Equatable, Decodable {
    /// How a column's cells set their lines.
    public enum Alignment: String, Sendable, Equatable, Decodable, CaseIterable {
        /// As the text runs (the delimiter row said nothing: `---`).
        case none
        /// At the left edge (`:--`).
        case left
        /// Centred (`:-:`).
        case center
        /// At the right edge (`--:`).
        case right
    }

    /// One alignment per column; their number is the number of columns.
    public var alignments: [Alignment]
    /// The header row's cells, one per column.
    public var header: [[Inline]]
    /// The body rows, each with one cell per column.
    public var rows: [[[Inline]]]

    /// Creates a table. Rows with fewer cells than columns get empty ones, and cells past the
    /// last column are dropped, as GitHub does.
    public init(alignments: [Alignment], header: [[Inline]], rows: [[[Inline]]]) {
        let columns = max(alignments.count, 1)
        self.alignments = alignments.isEmpty ? [.none] : alignments
        self.header = Self.fitted(header, columns: columns)
        self.rows = rows.map { Self.fitted($0, columns: columns) }
    }

    /// The number of columns.
    public var columnCount: Int { alignments.count }

    /// Every cell, the header's first, row by row: the order of the table's plain text.
    public var cells: [[Inline]] { header + rows.flatMap { $0 } }

    /// The table with only the body rows in `range` (the header stays).
    public func keepingRows(_ range: Range<Int>) -> TableBlock {
        var table = self
        table.rows = Array(rows[range.clamped(to: rows.indices)])
        return table
    }

    private static func fitted(_ row: [[Inline]], columns: Int) -> [[Inline]] {
        row.count == columns
            ? row : Array(row.prefix(columns)) + Array(repeating: [], count: max(columns - row.count, 0))
    }
}
