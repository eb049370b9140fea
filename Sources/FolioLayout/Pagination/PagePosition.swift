extension Array where Element == Page {
    /// The index of the page that shows `position`: the last page starting at or before it
    /// (the first page for a position before every page). Pages start in increasing order,
    /// so this is a binary search; a reader's place survives re-pagination through it.
    public func page(containing position: SourcePosition) -> Int {
        lastIndex(startingAtOrBefore: position) { $0.start }
    }
}

extension Array where Element == SourcePosition {
    /// The index of the page that shows `position`, of pages starting at these positions (in
    /// increasing order): as `[Page].page(containing:)`, for a sink that keeps where each page of
    /// an article starts and not the pages.
    public func page(containing position: SourcePosition) -> Int {
        lastIndex(startingAtOrBefore: position) { $0 }
    }
}

extension Array {
    /// The last index whose element starts (`start`) at or before `position`, 0 when none does;
    /// the starts increase, so a binary search.
    fileprivate func lastIndex(
        startingAtOrBefore position: SourcePosition, start: (Element) -> SourcePosition
    ) -> Int {
        var low = 0
        var high = count - 1
        var found = 0
        while low <= high {
            let middle = (low + high) / 2
            if start(self[middle]) <= position {
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
