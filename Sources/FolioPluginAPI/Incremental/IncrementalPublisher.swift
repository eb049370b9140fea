import FolioLayout
import FolioModel
import FolioText
import Foundation

/// A publisher whose output is one file per article plus issue-level files made from an
/// `IssueIndex`, so that a build can be incremental. Article files are named by the hash of
/// their bytes (`articles/HASH.EXT`), so `folio build` keeps the files of unchanged articles
/// where they are and writes only what changed, then the issue-level files.
///
/// An article's file must depend only on that article, its pages in every geometry of the
/// issue's set (`ArticlePages`, primary first), its photos' files and what `ArticleFileIssue`
/// says of the issue: never on its position in the strip or on other articles.
///
/// A conforming publisher implements `articleFileExtension`, one of the `articleFile` methods
/// and `issueFiles(for:)`; `publish(_:to:)` has a default that writes the whole publication
/// with the same bytes a build writes.
public protocol IncrementalPublisher: Publisher {
    /// The extension of article files (`json`, `html`); they go in `articles/`.
    var articleFileExtension: String { get }
    /// The bytes of one article's file, from its pages in every geometry.
    func articleFile(for article: Article, pages: ArticlePages, assets: AssetCatalog) throws -> Data
    /// The bytes of one article's file, knowing what it may of its issue (`ArticleFileIssue`);
    /// by default `articleFile(for:pages:assets:)`.
    func articleFile(for article: Article, pages: ArticlePages, assets: AssetCatalog, issue: ArticleFileIssue) throws
        -> Data
    /// The bytes of one article's file with its frames in the geometries the publisher draws
    /// frames of (`Publisher.framedGeometries`; none for most); by default
    /// `articleFile(for:pages:assets:issue:)`.
    func articleFile(
        for article: Article, pages: ArticlePages, frames: ArticleFrames, assets: AssetCatalog, issue: ArticleFileIssue
    ) throws -> Data
    /// The file's bytes once its path (named by the hash of `data`) is known, for a file that
    /// names itself (an article page's canonical URL); by default `data` as it is.
    func placing(_ data: Data, at path: String) -> Data
    /// Every other file of the output except the photos' files: the index and the publisher's
    /// fixed files. The file that readers open first comes last, so that it is replaced last.
    func issueFiles(for index: IssueIndex) throws -> [OutputFile]
}

extension IncrementalPublisher {
    /// `articleFile(for:pages:assets:)`: the issue is not needed.
    public func articleFile(
        for article: Article, pages: ArticlePages, assets: AssetCatalog, issue: ArticleFileIssue
    ) throws -> Data {
        try articleFile(for: article, pages: pages, assets: assets)
    }

    /// `articleFile(for:pages:assets:issue:)`: no frames are drawn.
    public func articleFile(
        for article: Article, pages: ArticlePages, frames: ArticleFrames, assets: AssetCatalog, issue: ArticleFileIssue
    ) throws -> Data {
        try articleFile(for: article, pages: pages, assets: assets, issue: issue)
    }

    /// `data` as it is.
    public func placing(_ data: Data, at path: String) -> Data { data }

    /// Where article files go: `articles/*.EXT`, `*` standing for the hash of the file's bytes.
    /// An index may name an article file by its hash alone and carry this pattern once.
    public var articleFilePattern: String { "articles/*.\(articleFileExtension)" }

    /// The path an article file with these bytes has in the output: `articles/HASH.EXT`.
    public func articlePath(for data: Data) -> String {
        articleFilePattern.replacingOccurrences(of: "*", with: ContentHash.name(of: data))
    }

    /// Writes the whole publication into an empty `folder` (`publishWhole(_:to:)`).
    public func publish(_ publication: Publication, to folder: URL) throws {
        try publishWhole(publication, to: folder)
    }

    /// Writes the whole publication into an empty `folder`: photos, every article's file, then
    /// the issue-level files; `folio build` makes the same bytes, reusing unchanged files. (A
    /// publisher that implements `publish(_:to:)` itself may call this.)
    public func publishWhole(_ publication: Publication, to folder: URL) throws {
        let catalog = try publication.installAssets(into: folder, for: name)
        let issue = ArticleFileIssue(publication.issue, digests: publication.digests)
        let framer = ArticleFramer(
            typesetting: Typesetting(settings: publication.issue.settings, fonts: publication.fonts),
            justifies: publication.issue.settings.justify, theme: .light(publication.issue.settings.theme))
        let articles = publication.issue.articles.indices.map { index in
            (
                article: publication.issue.articles[index], pages: publication.pages.articles[index],
                lined: index < publication.lined.count ? publication.lined[index] : .none
            )
        }
        var paths: [String] = []
        paths.reserveCapacity(articles.count)
        for batch in stride(from: 0, to: articles.count, by: Self.articleBatchSize) {
            let files = ParallelMap.map(
                Array(articles[batch..<min(batch + Self.articleBatchSize, articles.count)]), threshold: 2
            ) { entry in
                Result { () throws(FolioError) in
                    try articleOutputFile(
                        entry.article, pages: entry.pages, lined: entry.lined, framer: framer, assets: catalog,
                        issue: issue)
                }
            }
            for file in files {
                let file = try file.get()
                try file.write(into: folder)
                paths.append(file.path)
            }
        }
        let entries = zip(publication.digests, paths).map { IssueIndex.Entry(digest: $0, file: $1) }
        var index = IssueIndex(
            issue: publication.issue, layouts: try publication.indexLayouts(), articles: entries, assets: catalog)
        // A publication made without a build gets fonts for its text, as a build would find them.
        index.fonts = publication.fonts ?? IssueFonts(characters: CharacterInventory(publication.issue))
        index.readOpeningArticle(in: folder)
        for file in try issueFiles(for: index) {
            try file.write(into: folder)
        }
    }

    /// How many articles' files are made at once across the cores: enough to keep every core
    /// busy, few enough that the bytes of 10,000 articles are never all in memory at once.
    package static var articleBatchSize: Int { 64 }

    /// One article's file, named by the hash of its bytes and placed there: what a whole
    /// publication and a build (`ArticleFileWriter`) write for each article. A failure names
    /// the publish step and the article.
    package func articleOutputFile(
        _ article: Article, pages: ArticlePages, lined: LinedPages, framer: ArticleFramer, assets: AssetCatalog,
        issue: ArticleFileIssue
    ) throws(FolioError) -> OutputFile {
        do {
            let frames = ArticleFrames(article, pages: pages, lined: lined, framer: framer)
            let data = try articleFile(for: article, pages: pages, frames: frames, assets: assets, issue: issue)
            let path = articlePath(for: data)
            return OutputFile(path: path, data: placing(data, at: path))
        } catch {
            throw FolioError(step: "publish \(name)", "article '\(article.id)': \(error)")
        }
    }
}
