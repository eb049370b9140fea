import FolioPluginAPI
import Foundation

/// Writes one JSON file per article (its id, title, blocks and page count) and `index.json`,
/// which names them in strip order; on a shelf, `shelf.json` names the issues. A rebuild keeps
/// the files of unchanged articles.
public struct ArticleListPublisher: IncrementalPublisher, ShelfPublisher {
    public init() {}
    public var name: String { "list" }
    public var summary: String { "one JSON file per article, and an index" }
    public var articleFileExtension: String { "json" }

    public func articleFile(for article: Article, pages: ArticlePages, assets: AssetCatalog) throws -> Data {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("blocks")
        writer.array(article.blocks)
        writer.key("id")
        writer.string(article.id)
        writer.key("pages")
        writer.int(pages.primary.count)
        writer.key("title")
        writer.string(article.title)
        writer.endObject()
        return Data(writer.bytes)
    }

    public func issueFiles(for index: IssueIndex) throws -> [OutputFile] {
        var writer = JSONWriter(pretty: true)
        writer.beginObject()
        writer.key("articles")
        writer.array(index.articles.map(\.file))
        writer.key("title")
        writer.string(index.title)
        writer.endObject()
        return [OutputFile(path: "index.json", data: Data(writer.bytes))]
    }

    public func shelfFiles(for shelf: ShelfSite) throws -> [OutputFile] {
        var writer = JSONWriter()
        writer.array(shelf.issues.map { "\($0.slug)/index.json" })
        return [OutputFile(path: "shelf.json", data: Data(writer.bytes))]
    }
}
