import FolioFormats
import FolioHashing
import FolioLayout
import FolioModel
import FolioNavigation
import FolioPluginAPI
import FolioText
import Foundation

/// A publishing sink whose output is one file per article plus issue-level files made from an
/// `IssueIndex`. Article files are named by the hash of their bytes, so a warm build keeps the
/// files of unchanged articles where they are and writes only what changed (see `IssueBuilder`).
///
/// An article's file must depend only on that article, its pages in every geometry of the
/// issue's set (`ArticlePages`, primary first), and its photos' files: never on its position
/// in the strip or on other articles.
package protocol ArticleFileSink: Publisher {
    /// The extension of article files (`json`, `js`); they go in `articles/`.
    var articleFileExtension: String { get }
    /// The bytes of one article's file, from its pages in every geometry.
    func articleFile(for article: Article, pages: ArticlePages, assets: AssetCatalog) throws -> Data
    /// The bytes of one article's file, knowing what it may of its issue (`ArticleFileIssue`);
    /// by default `articleFile(for:pages:assets:)`.
    func articleFile(for article: Article, pages: ArticlePages, assets: AssetCatalog, issue: ArticleFileIssue) throws
        -> Data
    /// The bytes of one article's file with its frames in the geometries the sink draws frames
    /// of (`Publisher.framedGeometries`; none for most sinks); by default
    /// `articleFile(for:pages:assets:issue:)`.
    func articleFile(
        for article: Article, pages: ArticlePages, frames: ArticleFrames, assets: AssetCatalog, issue: ArticleFileIssue
    ) throws -> Data
    /// The file's bytes once its path (named by the hash of `data`) is known, for a file that
    /// names itself (an article page's canonical URL); by default `data` as it is.
    func placing(_ data: Data, at path: String) -> Data
    /// Every other file of the output except the photos' files: the index and the sink's fixed
    /// files. The file that readers open first comes last, so that it is replaced last.
    func issueFiles(for index: IssueIndex) throws -> [OutputFile]
}

extension ArticleFileSink {
    package func articleFile(
        for article: Article, pages: ArticlePages, assets: AssetCatalog, issue: ArticleFileIssue
    ) throws -> Data {
        try articleFile(for: article, pages: pages, assets: assets)
    }

    package func articleFile(
        for article: Article, pages: ArticlePages, frames: ArticleFrames, assets: AssetCatalog, issue: ArticleFileIssue
    ) throws -> Data {
        try articleFile(for: article, pages: pages, assets: assets, issue: issue)
    }

    package func placing(_ data: Data, at path: String) -> Data { data }

    /// Where article files go: `articles/*.EXT`, `*` standing for the hash of the file's bytes.
    /// An index may name an article file by its hash alone and carry this pattern once.
    package var articleFilePattern: String { "articles/*.\(articleFileExtension)" }

    /// The path an article file with these bytes has in the output: `articles/HASH.EXT`.
    package func articlePath(for data: Data) -> String {
        articleFilePattern.replacingOccurrences(of: "*", with: XXHash64.wideHex(data))
    }

    /// Writes the whole publication into an empty `folder` (`publishWhole`).
    package func publish(_ publication: Publication, to folder: URL) throws {
        try publishWhole(publication, to: folder)
    }

    /// Writes the whole publication into an empty `folder`: photos, every article's file, then
    /// the issue-level files. `IssueBuilder` makes the same bytes, reusing unchanged files. (A
    /// public publisher's `publish(_:to:)` calls this: the default above is `package`.)
    package func publishWhole(_ publication: Publication, to folder: URL) throws {
        let catalog = try publication.installAssets(into: folder, for: name)
        let pairs = publication.issue.articles.indices.map { index in
            (
                article: publication.issue.articles[index], pages: publication.pages.articles[index],
                lined: index < publication.lined.count ? publication.lined[index] : .none
            )
        }
        let framer = ArticleFramer(
            typesetting: Typesetting(
                fonts: publication.fonts ?? DefaultStacks.shared, hyphenates: publication.issue.settings.hyphenate),
            justifies: publication.issue.settings.justify)
        var staged = StagedWrites(step: PipelineStep.publishName(name))
        let written: ArticleFileWriter.Written
        do {
            let issue = ArticleFileIssue(publication.issue, digests: publication.digests)
            written = try ArticleFileWriter(sink: self, assets: catalog, issue: issue, framer: framer).write(
                pairs, into: folder, staged: &staged)
            try staged.commit()
        } catch {
            staged.discard()
            throw error
        }
        let digests = publication.digests
        let entries = zip(digests, written.paths).map { IssueIndex.Entry(digest: $0, file: $1) }
        var index = IssueIndex(
            issue: publication.issue, layouts: try publication.indexLayouts(), articles: entries, assets: catalog)
        // A publication made without a build gets fonts for its text, as a build would find them.
        index.fonts = publication.fonts ?? IssueFonts(characters: CharacterInventory(publication.issue))
        for file in try issueFiles(for: index) {
            try OutputFolder.write(file, into: folder)
        }
    }
}
