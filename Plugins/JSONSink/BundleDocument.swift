import FolioCore

/// The content of `issue.json`, version 4 of the `folio.issue` format.
public struct BundleDocument: Sendable {
    /// Always `folio.issue`.
    public let format = "folio.issue"
    /// The format's major version; additions keep it, breaking changes raise it.
    public let version = 4
    /// The schema file shipped beside `issue.json`.
    public let schema = IssueSchema.fileName
    /// Title, subtitle and date.
    public let issue: IssueMetadata
    /// Every page geometry the articles were laid out for, each with its navigation map,
    /// primary first; article files list their page maps in the same order.
    public let geometries: [GeometryDocument]
    /// The articles in strip order; each names its own file.
    public let articles: [ArticleDocument]
    /// Every photo's files, keyed by the photo's content path (as blocks name it).
    public let photos: [String: PhotoAsset]

    /// Builds the document for an issue index.
    public init(_ index: IssueIndex) {
        issue = IssueMetadata(title: index.title, subtitle: index.subtitle, date: index.date)
        geometries = index.layouts.map(GeometryDocument.init)
        let names = index.layouts.map(\.name)
        articles = index.articles.enumerated().map {
            ArticleDocument($1, index: $0, geometryNames: names, assets: index.assets)
        }
        photos = index.assets.photos
    }
}

/// The issue's own words.
public struct IssueMetadata: Sendable {
    /// The issue title.
    public let title: String
    /// The subtitle, if any.
    public let subtitle: String?
    /// The date as YYYY-MM-DD, if any.
    public let date: String?
}
