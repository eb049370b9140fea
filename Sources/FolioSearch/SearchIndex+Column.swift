import FolioLayout

extension SearchIndex.Place {
    /// The page the place is on among its article's pages `column` (a sink's own pagination, one
    /// article at a time), from 0: the title's is the first.
    public func page(inColumn column: [Page]) -> Int {
        guard block != SearchIndex.title else { return 0 }
        return column.page(containing: position)
    }

    /// The page the place is on among its article's pages, given where each starts (`Page.start`,
    /// in order), from 0: the title's is the first. For a sink that keeps only the starts.
    public func page(inColumnStarting starts: [SourcePosition]) -> Int {
        guard block != SearchIndex.title else { return 0 }
        return starts.page(containing: position)
    }

    /// Where the place is in its article's text.
    private var position: SourcePosition { SourcePosition(block: block, offset: offset) }
}
