import FolioModel

/// One text column of a page and where it starts in the article's unpaginated blocks. A
/// column runs until the next region starts (the next column, or the next page's first
/// column; the article's end for the last), so a page map needs only these starts: the
/// content itself is stored once.
public struct PageRegion: Sendable, Equatable, Hashable {
    /// The text column, 0 for the first.
    public var column: Int
    /// Where the column's content starts.
    public var start: SourcePosition

    /// Creates a region.
    public init(column: Int, start: SourcePosition) {
        self.column = column
        self.start = start
    }
}

extension Page {
    /// The page's text columns that hold something, in reading order, each with where it
    /// starts: one on a one-column page, up to one per column on a wider page (a last page's
    /// second column may be empty and is left out). The first starts where the page does.
    /// An `over` opener's page has none: its one block, the photo, is drawn as its art.
    public var regions: [PageRegion] {
        if placements.isEmpty, art != nil { return [] }
        var regions = [PageRegion(column: 0, start: start)]
        for placement in placements where placement.column > (regions.last?.column ?? 0) && !placement.isFootnotes {
            regions.append(
                PageRegion(
                    column: placement.column, start: SourcePosition(block: placement.source, offset: placement.offset))
            )
        }
        return regions
    }
}
