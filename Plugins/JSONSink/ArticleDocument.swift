import FolioPluginAPI

/// One article's entry in `issue.json`: its metadata, its page count in every geometry and
/// the path of its own file.
package struct ArticleDocument: Sendable {
    /// The stable id, used in deep links.
    package let id: String
    /// The position in the strip, from 0.
    package let index: Int
    /// The title.
    package let title: String
    /// The author, if any.
    package let author: String?
    /// The date as YYYY-MM-DD, if any.
    package let date: String?
    /// The summary, if any.
    package let summary: String?
    /// `text` or `gallery`.
    package let kind: String
    /// The content path of the file the article came from.
    package let source: String
    /// The cover photo's content path (a key of `photos`), if any.
    package let cover: String?
    /// The bundle path of the cover's thumbnail, for contents lists.
    package let thumbnail: String?
    /// How many pages the article has in each geometry, by the geometry's name.
    package let pageCounts: [(geometry: String, count: Int)]
    /// The bundle path of the article's file (`ArticleFileDocument`).
    package let file: String
    /// The article's language, a BCP 47 tag (`en` when neither it nor the issue names one).
    package let language: String
    /// The direction it is written in.
    package let direction: WritingDirection

    init(_ entry: IssueIndex.Entry, index: Int, geometryNames: [String], assets: AssetCatalog) {
        let article = entry.digest
        id = article.id
        self.index = index
        title = article.title
        author = article.author
        date = article.date
        summary = article.summary
        kind = article.kind.rawValue
        source = article.sourcePath
        cover = article.cover?.path
        thumbnail = article.cover.flatMap { assets.asset(for: $0)?.thumbnail.path }
        pageCounts = zip(geometryNames, article.geometries).map { ($0, $1.pageCount) }
        file = entry.file
        language = article.header.pageLanguage
        direction = article.direction
    }
}
