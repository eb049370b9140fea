import FolioModel

/// One run of a page's text column and where it starts in the article's unpaginated blocks. A
/// region runs until the next region starts (in its column or the next, or the next page's
/// first; the article's end for the last) unless it names where it ends (`end`), so a page map
/// needs only these places: the content itself is stored once.
public struct PageRegion: Sendable, Equatable, Hashable {
    /// The text column, 0 for the first.
    public var column: Int
    /// Where the region's content starts.
    public var start: SourcePosition
    /// Where its content ends, when its last block ends there (the start of the block after
    /// it); nil when its last block goes on past the page.
    public var end: SourcePosition?

    /// Creates a region.
    public init(column: Int, start: SourcePosition, end: SourcePosition? = nil) {
        self.column = column
        self.start = start
        self.end = end
    }
}

extension Page {
    /// The page's text columns that hold something, in reading order, each with where it
    /// starts: one on a one-column page, up to one per column on a wider page (a last page's
    /// second column may be empty and is left out). The first starts where the page does. A
    /// column whose blocks are not one run of the article's (a block set across the columns,
    /// `acrossRegions`, was left out between two of them) is one region for each run.
    /// An `over` opener's page has none: its one block, the photo, is drawn as its art.
    public var regions: [PageRegion] {
        if placements.isEmpty, art != nil { return [] }
        var regions = [PageRegion(column: 0, start: start)]
        var last: BlockPlacement?
        for placement in placements where !placement.isFootnotes && !placement.spansColumns {
            // A placement goes on the region before it when it is in the same column and the next
            // of the article's blocks (or more of the same block); the first column's first is
            // the first region's.
            let follows =
                last.map {
                    $0.column == placement.column
                        && (placement.source == $0.source || placement.source == $0.source + 1)
                } ?? (placement.column == 0)
            if !follows {
                regions.append(
                    PageRegion(
                        column: placement.column,
                        start: SourcePosition(block: placement.source, offset: placement.offset)))
            }
            regions[regions.count - 1].end =
                placement.continues ? nil : SourcePosition(block: placement.source + 1, offset: 0)
            last = placement
        }
        return regions
    }

    /// The blocks set across the page's columns at its top (`BlockPlacement.spansColumns`), in
    /// reading order (before the columns'), each whole: from its start to the next block's.
    public var acrossRegions: [PageRegion] {
        placements.filter(\.spansColumns).map { placement in
            PageRegion(
                column: 0, start: SourcePosition(block: placement.source, offset: placement.offset),
                end: SourcePosition(block: placement.source + 1, offset: 0))
        }
    }
}
