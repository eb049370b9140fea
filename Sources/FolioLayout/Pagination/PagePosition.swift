extension Array where Element == Page {
    /// The index of the page that shows `position`: the last page starting at or before it
    /// (the first page for a position before every page). Pages start in increasing order,
    /// so this is a binary search; a reader's place survives re-pagination through it.
    public func page(containing position: SourcePosition) -> Int {
        var low = 0
        var high = count - 1
        var found = 0
        while low <= high {
            let middle = (low + high) / 2
            if self[middle].start <= position {
                found = middle
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return found
    }
}

extension IssueLayout {
    /// The page of article `article` (its index in the strip) that shows `position`.
    public func page(containing position: SourcePosition, inArticle article: Int) -> Int {
        guard columns.indices.contains(article) else { return 0 }
        return columns[article].page(containing: position)
    }
}
