/// One page of an article's column: the blocks (or block fragments) placed on it.
public struct Page: Sendable, Equatable, Codable {
    /// The blocks on this page, in order; a split paragraph, list or code block appears as
    /// the fragment that falls on this page.
    public var blocks: [Block]
    /// Where the page starts in the article's unpaginated blocks.
    public var start: SourcePosition
    /// How full the page is, from 0 to 1.
    public var fill: Double

    /// Creates a page.
    public init(blocks: [Block], start: SourcePosition, fill: Double) {
        self.blocks = blocks
        self.start = start
        self.fill = fill
    }
}

/// A place in an article's unpaginated blocks: a top-level block and a character offset in
/// its plain text. It survives re-pagination, so a reader keeps their place after a resize.
public struct SourcePosition: Sendable, Equatable, Hashable, Codable, Comparable {
    /// The index of the top-level block.
    public var block: Int
    /// The character offset within that block's plain text.
    public var offset: Int

    /// Creates a position.
    public init(block: Int, offset: Int) {
        self.block = block
        self.offset = offset
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.block, lhs.offset) < (rhs.block, rhs.offset)
    }
}
