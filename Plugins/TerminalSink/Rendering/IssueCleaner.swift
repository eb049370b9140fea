import FolioPluginAPI

/// Runs every piece of text of an article through `SafeText` before it is paginated, so the
/// lines the paginator measures are the lines the screen shows, and no control character
/// from content ever reaches the terminal.
enum IssueCleaner {
    /// The article with its title, byline, summary, blocks and photos' words cleaned.
    static func clean(_ article: Article) -> Article {
        var article = article
        article.title = SafeText.clean(article.title)
        article.author = article.author.map(SafeText.clean)
        article.date = article.date.map(SafeText.clean)
        article.summary = article.summary.map(SafeText.clean)
        article.cover = article.cover.map(clean)
        article.blocks = article.blocks.map(clean)
        return article
    }

    static func clean(_ block: Block) -> Block {
        switch block {
        case .heading(let level, let content):
            return .heading(level: level, content: clean(content))
        case .paragraph(let content):
            return .paragraph(clean(content))
        case .list(var list):
            list.items = list.items.map { $0.map(clean) }
            return .list(list)
        case .quote(let blocks, let role):
            return .quote(blocks.map(clean), role: role.map(SafeText.clean))
        case .code(let info, let text):
            return .code(info: SafeText.clean(info), text: SafeText.clean(text))
        case .photo(let photo):
            return .photo(clean(photo))
        case .table(var table):
            table.header = table.header.map(clean)
            table.rows = table.rows.map { $0.map(clean) }
            return .table(table)
        case .thematicBreak, .pageBreak:
            return block
        }
    }

    static func clean(_ inlines: [Inline]) -> [Inline] {
        inlines.map { inline in
            switch inline {
            case .text(let text): .text(SafeText.clean(text))
            case .code(let text): .code(SafeText.clean(text))
            case .emphasis(let content): .emphasis(clean(content))
            case .strong(let content): .strong(clean(content))
            case .link(let destination, let title, let content):
                .link(destination: SafeText.url(destination), title: title.map(SafeText.clean), content: clean(content))
            case .lineBreak: .lineBreak
            case .styled(let style, let content): .styled(style, clean(content))
            }
        }
    }

    static func clean(_ photo: Photo) -> Photo {
        var photo = photo
        photo.caption = photo.caption.map(SafeText.clean)
        photo.alt = photo.alt.map(SafeText.clean)
        return photo
    }
}
