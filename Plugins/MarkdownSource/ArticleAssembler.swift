import FolioPluginAPI

/// Puts an article together from what the front matter says and what the body holds,
/// falling back to the body and the file name for what the front matter leaves out.
enum ArticleAssembler {
    /// The article of `file`. `cover` is the front matter's cover, already resolved; `opener` is
    /// how it opens when its front matter does not say (`issue.yaml`'s `opener:`).
    static func article(
        file: ContentFile, frontMatter: ArticleFrontMatter, cover: Photo?, blocks: [Block],
        opener: OpenerDesign = .plain
    ) -> (Article, [Diagnostic]) {
        // A page bundle (`trip/index.md`) is named by its folder, as Hugo and Zola name it.
        let name = file.bundleName ?? file.baseName
        var blocks = blocks
        let title: String
        if let given = frontMatter.title {
            title = given
        } else if let found = ArticleFallbacks.title(from: blocks) {
            title = found.title
            blocks = found.blocks
        } else {
            title = ArticleFallbacks.title(fromBaseName: name)
        }
        var photos: [Photo] = []
        for block in blocks { block.collectPhotos(into: &photos) }
        var article = Article(
            id: Slug.make(frontMatter.slug ?? name),
            title: title,
            author: frontMatter.author,
            date: frontMatter.date,
            summary: frontMatter.summary ?? ArticleFallbacks.summary(from: blocks),
            kind: .text,
            blocks: blocks,
            cover: cover ?? photos.first,
            order: frontMatter.order,
            sourcePath: file.relativePath,
            language: frontMatter.language)
        let design = frontMatter.opener ?? opener
        guard design != .plain else { return (article, []) }
        // The lead photo is the article's first block: the one its front matter names, put
        // there unless the text starts with it, else the photo the text starts with.
        let startingPhoto: Photo? = if case .photo(let photo) = article.blocks.first { photo } else { nil }
        if let cover, startingPhoto?.path != cover.path {
            article.blocks.insert(.photo(cover), at: 0)
        } else if cover == nil, startingPhoto == nil {
            guard let location = frontMatter.openerLocation else { return (article, []) }
            return (
                article,
                [
                    .warning(
                        "opener: '\(design.rawValue)' needs a lead photo: name one with 'image:' or start the text with a photo; the article opens plain",
                        at: location)
                ]
            )
        }
        article.header.opener = design
        article.header.dek = frontMatter.summary
        if let focus = frontMatter.focus, case .photo(var lead) = article.blocks[0] {
            lead.focus = focus
            article.blocks[0] = .photo(lead)
        }
        return (article, [])
    }
}
