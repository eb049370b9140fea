import FolioCore
import Foundation

/// Publishes an issue as a JSON bundle: `issue.json`, one file per article in `articles/`,
/// the JSON Schema, and `assets/`.
///
/// The bundle is the public format other clients read (see docs/json-bundle.md). The same
/// content always gives byte-identical bundles: keys are sorted, ids are stable, article files
/// are named by the hash of their bytes, and nothing depends on the time or the machine.
public struct JSONSink: ArticleFileSink {
    /// Creates the sink.
    public init() {}

    public var name: String { "json" }
    public var summary: String {
        "a versioned JSON bundle (issue.json, one file per article, its JSON Schema, assets/) for other clients"
    }
    public var publishes: Bool { true }
    public var articleFileExtension: String { "json" }

    public func articleFile(for article: Article, pages: ArticlePages, assets: AssetCatalog) throws -> Data {
        JSONWriter.data(ArticleFileDocument(article, pages: pages))
    }

    public func issueFiles(for index: IssueIndex) throws -> [OutputFile] {
        [
            OutputFile(path: IssueSchema.fileName, data: Data(IssueSchema.text.utf8)),
            OutputFile(path: "issue.json", data: JSONWriter.data(BundleDocument(index))),
        ]
    }
}
