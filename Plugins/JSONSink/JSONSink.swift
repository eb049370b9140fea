import FolioBuild
import FolioFormats
import FolioPluginAPI
import Foundation

/// A publisher of an issue as a JSON bundle: `issue.json`, one file per article in `articles/`,
/// the JSON Schema, and `assets/`.
///
/// The bundle is the public format other clients read (see docs/json-bundle.md). The same
/// content always gives byte-identical bundles: keys are sorted, ids are stable, article files
/// are named by the hash of their bytes, and nothing depends on the time or the machine.
public struct JSONSink: ArticleFileSink {
    /// Creates the publisher.
    public init() {}

    public var name: String { "json" }
    public var summary: String {
        "a versioned JSON bundle (issue.json, one file per article, its JSON Schema, assets/) for other clients"
    }
    /// Writes the whole bundle into an empty `folder` (a build reuses unchanged articles' files
    /// instead, with the same bytes).
    public func publish(_ publication: Publication, to folder: URL) throws {
        try publishWhole(publication, to: folder)
    }

    package var articleFileExtension: String { "json" }

    package func articleFile(for article: Article, pages: ArticlePages, assets: AssetCatalog) throws -> Data {
        JSONWriter.data(ArticleFileDocument(article, pages: pages))
    }

    package func issueFiles(for index: IssueIndex) throws -> [OutputFile] {
        [
            OutputFile(path: IssueSchema.fileName, data: Data(IssueSchema.text.utf8)),
            OutputFile(path: "issue.json", data: JSONWriter.data(BundleDocument(index))),
        ]
    }
}
