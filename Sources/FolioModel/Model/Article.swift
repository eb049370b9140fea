/// One article of the strip: a vertical column of pages once paginated. It is its header
/// (`ArticleHeader`: id, title, author, date, summary, kind, cover, order, source path,
/// language, direction) plus
/// its blocks; the header's fields read and write through the article (`article.title`,
/// `Article+Header.swift`).
public struct Article: Sendable, Equatable, Decodable, Identifiable {
    /// What the article says about itself.
    public var header: ArticleHeader
    /// The article's content, unpaginated.
    public var blocks: [Block]

    /// Creates an article from its header and blocks.
    public init(header: ArticleHeader, blocks: [Block] = []) {
        self.header = header
        self.blocks = blocks
    }

    /// Creates an article.
    public init(
        id: String,
        title: String,
        author: String? = nil,
        date: String? = nil,
        summary: String? = nil,
        kind: ArticleKind = .text,
        blocks: [Block] = [],
        cover: Photo? = nil,
        order: Int? = nil,
        sourcePath: String,
        language: String? = nil
    ) {
        self.init(
            header: ArticleHeader(
                id: id, title: title, author: author, date: date, summary: summary, kind: kind, cover: cover,
                order: order, sourcePath: sourcePath, language: language),
            blocks: blocks)
    }

    /// Reads an article as one object: the header's keys beside `blocks`.
    public init(from decoder: any Decoder) throws {
        header = try ArticleHeader(from: decoder)
        blocks = try decoder.container(keyedBy: BlockKey.self).decode([Block].self, forKey: .blocks)
    }

    private enum BlockKey: String, CodingKey { case blocks }

    /// The cover and every photo block, nested ones included, in reading order.
    public var allPhotos: [Photo] {
        var photos: [Photo] = []
        if let cover = header.cover { photos.append(cover) }
        for block in blocks { block.collectPhotos(into: &photos) }
        return photos
    }
}
