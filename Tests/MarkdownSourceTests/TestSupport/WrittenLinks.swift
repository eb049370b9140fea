import FolioPluginAPI

/// An article as the Markdown source made it, with each link it left for the build's link
/// step (`ArticleLink.reference`, which carries the link's place) back as the author wrote
/// it: what the source's own tests compare, as a build without other articles would show it.
enum WrittenLinks {
    static func of(_ article: Article) -> Article {
        var article = article
        article.blocks = article.blocks.map(block)
        return article
    }

    static func destination(_ destination: String) -> String {
        ArticleLink.parseReference(destination)?.written ?? destination
    }

    private static func block(_ block: Block) -> Block {
        switch block {
        case .heading(let level, let content): return .heading(level: level, content: inlines(content))
        case .paragraph(let content): return .paragraph(inlines(content))
        case .list(var list):
            list.items = list.items.map { $0.map(self.block) }
            return .list(list)
        case .quote(let blocks, let role): return .quote(blocks.map(self.block), role: role)
        case .photo(var photo):
            photo.link = photo.link.map(destination)
            return .photo(photo)
        case .table(var table):
            table.header = table.header.map(inlines)
            table.rows = table.rows.map { $0.map(inlines) }
            return .table(table)
        case .code, .thematicBreak, .pageBreak: return block
        }
    }

    private static func inlines(_ runs: [Inline]) -> [Inline] {
        runs.map { run in
            switch run {
            case .emphasis(let content): .emphasis(inlines(content))
            case .strong(let content): .strong(inlines(content))
            case .styled(let style, let content): .styled(style, inlines(content))
            case .link(let written, let title, let content):
                .link(destination: destination(written), title: title, content: inlines(content))
            case .text, .code, .lineBreak: run
            }
        }
    }
}
