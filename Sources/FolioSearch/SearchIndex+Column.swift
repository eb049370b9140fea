import FolioLayout

extension SearchIndex.Place {
    /// The page the place is on among its article's pages `column` (a sink's own pagination, one
    /// article at a time), from 0: the title's is the first.
    package func page(inColumn column: [Page]) -> Int {
        guard block != SearchIndex.title else { return 0 }
        return column.page(containing: SourcePosition(block: block, offset: offset))
    }
}
