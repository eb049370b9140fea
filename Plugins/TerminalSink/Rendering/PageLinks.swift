import FolioPluginAPI

/// The links of an article's page that lead to an article of the issue (`ArticleLink`:
/// `#/id`, `#/id#anchor`), in reading order: what Tab selects on the page and Enter follows.
enum PageLinks {
    /// The destinations of the links on `page` that lead into the issue, with each link's words.
    static func links(on page: Page) -> [(destination: String, words: String)] {
        var found: [(String, String)] = []
        for block in page.blocks { collect(block, into: &found) }
        return found
    }

    private static func collect(_ block: Block, into found: inout [(String, String)]) {
        switch block {
        case .heading(_, let content), .paragraph(let content):
            collect(content, into: &found)
        case .list(let list):
            for item in list.items { for nested in item { collect(nested, into: &found) } }
        case .quote(let blocks, _):
            for nested in blocks { collect(nested, into: &found) }
        case .photo(let photo):
            if let link = photo.link, ArticleLink.articleID(in: link) != nil {
                found.append((link, photo.alt ?? photo.caption ?? "photo"))
            }
        case .table(let table):
            for cell in table.cells { collect(cell, into: &found) }
        case .code, .thematicBreak, .pageBreak:
            break
        }
    }

    private static func collect(_ inlines: [Inline], into found: inout [(String, String)]) {
        for inline in inlines {
            switch inline {
            case .link(let destination, _, let content):
                if ArticleLink.articleID(in: destination) != nil {
                    found.append((destination, content.plainText))
                } else {
                    collect(content, into: &found)
                }
            case .emphasis(let content), .strong(let content), .styled(_, let content):
                collect(content, into: &found)
            case .text, .code, .lineBreak:
                continue
            }
        }
    }
}
