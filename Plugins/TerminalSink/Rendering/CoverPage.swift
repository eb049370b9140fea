import FolioPluginAPI

/// What the preview reads off the cover's page: its cover lines, as many as the paginator fit
/// on the page (it leaves out the last ones first), each as the id of the article its link
/// leads to (`ArticleLink`).
enum CoverPage {
    /// The article ids of the cover lines on `page`, in order: one per item of its list.
    static func articleIDs(on page: Page) -> [String] {
        for block in page.blocks {
            guard case .list(let list) = block else { continue }
            return list.items.compactMap { item in item.lazy.compactMap(articleID(in:)).first }
        }
        return []
    }

    private static func articleID(in block: Block) -> String? {
        guard case .paragraph(let content) = block else { return nil }
        return articleID(in: content)
    }

    private static func articleID(in inlines: [Inline]) -> String? {
        for inline in inlines {
            switch inline {
            case .link(let destination, _, let content):
                if let id = ArticleLink.articleID(in: destination) { return id }
                if let id = articleID(in: content) { return id }
            case .emphasis(let content), .strong(let content), .styled(_, let content):
                if let id = articleID(in: content) { return id }
            default:
                continue
            }
        }
        return nil
    }
}
