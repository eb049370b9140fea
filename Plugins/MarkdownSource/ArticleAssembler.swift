import FolioPluginAPI

/// Puts an article together from what the front matter says and what the body holds,
/// falling back to the body and the file name for what the front matter leaves out.
enum ArticleAssembler {
    /// The article of `file`. `cover` is the front matter's cover, already resolved.
    static func article(file: ContentFile, frontMatter: ArticleFrontMatter, cover: Photo?, blocks: [Block]) -> Article {
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
        return Article(
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
    }
}
