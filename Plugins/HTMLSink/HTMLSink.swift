import FolioPluginAPI
import Foundation

/// A publisher of an issue as a static HTML carousel: `index.html` with the issue-level data, one
/// `articles/HASH.html` per article (the article as a plain page, with a page map per geometry), the script, style sheets and fonts, and the
/// asset stage's photos. It opens from disk (`file://`) or any static host.
///
/// The same content always gives byte-identical bundles: the web files are embedded in the
/// binary, article files are named by the hash of their bytes, and everything written derives
/// from the issue alone. As an `IncrementalPublisher`, a rebuild rewrites only changed articles.
public struct HTMLSink: IncrementalPublisher {
    /// Creates the publisher.
    public init() {}

    public var name: String { "html" }
    public var summary: String {
        "a static HTML carousel (index.html, articles/, script, styles, fonts, assets/) that opens from disk"
    }
    /// Article files are `articles/HASH.html`.
    public var articleFileExtension: String { "html" }

    /// The article as a plain page, with a page map per geometry.
    public func articleFile(for article: Article, pages: ArticlePages, assets: AssetCatalog) throws -> Data {
        try HTMLArticlePage(article: article, pages: pages, catalog: assets).data
    }

    /// The article's page with its share metadata (`ShareMetadata`), which names the issue.
    public func articleFile(
        for article: Article, pages: ArticlePages, assets: AssetCatalog, issue: ArticleFileIssue
    ) throws -> Data {
        try HTMLArticlePage(article: article, pages: pages, catalog: assets, issue: issue).data
    }

    /// The page with its own path where its share metadata names it (`ShareMetadata.ownPathMark`).
    public func placing(_ data: Data, at path: String) -> Data {
        let mark = Data(ShareMetadata.ownPathMark.utf8)
        guard data.range(of: mark) != nil else { return data }
        return Data(
            String(decoding: data, as: UTF8.self).replacingOccurrences(of: ShareMetadata.ownPathMark, with: path).utf8)
    }

    /// The script, style sheets and fonts, `issue.css` for every geometry, `contents.html`, `index.html`,
    /// then what makes the issue read offline (`OfflineApp`).
    public func issueFiles(for index: IssueIndex) throws -> [OutputFile] {
        var files = WebAssets.files().map { OutputFile(path: $0.0, data: $0.1) }
        files += try HTMLFonts(index.fonts, theme: index.theme, derived: index.derivedFiles).files
        let geometries = index.layouts.map { (name: $0.name, geometry: $0.geometry) }
        let elements = index.articles.reduce(into: BlockElements()) { $0.formUnion($1.digest.elements) }
        var styles = IssueStyleSheet(geometries: geometries, justify: index.justify, elements: elements)
        styles.opening = OpeningStyle(theme: index.theme)
        files.append(OutputFile(path: "issue.css", data: Data(styles.text.utf8)))
        var page = HTMLIssueIndex(
            title: index.title, subtitle: index.subtitle, layouts: index.layouts,
            articles: index.articles.map { HTMLArticleSummary($0, catalog: index.assets) },
            articleFiles: articleFilePattern, justify: index.justify)
        page.language = index.language
        page.direction = index.direction
        page.share = ShareMetadata.issue(index)
        page.opening = index.openingArticleFile.flatMap(HTMLArticlePage.carouselParts(of:))
        files += HTMLSearchFiles.files(for: index)
        files.append(OutputFile(path: "contents.html", data: page.contentsPage()))
        files.append(OutputFile(path: "index.html", data: try page.indexPage()))
        return files + (try OfflineApp.files(for: index, besides: files))
    }
}
