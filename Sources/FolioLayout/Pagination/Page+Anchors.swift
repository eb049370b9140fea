import FolioModel

extension Array where Element == Page {
    /// The page each heading of `anchors` (an article's `HeadingAnchors`) lands on, by anchor:
    /// what a link to `#/id#anchor` opens in a sink that knows its pages (the PDF, the terminal).
    public func pages(of anchors: HeadingAnchors) -> [String: Int] {
        var pages: [String: Int] = [:]
        for entry in anchors.entries {
            pages[entry.anchor] = page(containing: SourcePosition(block: entry.block, offset: entry.offset))
        }
        return pages
    }

    /// The page a link to `destination` (`ArticleLink`: `#/id`, `#/id/3`, `#/id#anchor`) opens
    /// in this article's pages (the article `blocks` laid out): the heading's page, the page
    /// named (from 1), else the first.
    public func page(linkedBy destination: String, blocks: [Block]) -> Int {
        if let anchor = ArticleLink.anchor(in: destination),
            let entry = HeadingAnchors(blocks).entry(named: anchor)
        {
            return page(containing: SourcePosition(block: entry.block, offset: entry.offset))
        }
        let parts = destination.dropFirst(ArticleLink.prefix.count).split(separator: "/")
        if parts.count == 2, let number = Int(parts[1]), number >= 1, number <= count { return number - 1 }
        return 0
    }
}
