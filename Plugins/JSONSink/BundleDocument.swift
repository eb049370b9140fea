import FolioCore

/// The content of `issue.json`, version 2 of the `folio.issue` format.
public struct BundleDocument: Sendable {
    /// Always `folio.issue`.
    public let format = "folio.issue"
    /// The format's major version; additions keep it, breaking changes raise it.
    public let version = 2
    /// The schema file shipped beside `issue.json`.
    public let schema = IssueSchema.fileName
    /// Title, subtitle and date.
    public let issue: IssueMetadata
    /// The page geometry the pages were made for.
    public let geometry: GeometryDocument
    /// The navigation policy and page graph every client follows (the rules engine's export).
    public let navigation: NavigationMap
    /// `navigation` as written once for the build (see `IssueIndex.navigationJSON`).
    let navigationJSON: JSONFragment

    /// The articles in strip order; each names its own file.
    public let articles: [ArticleDocument]
    /// Every photo's files, keyed by the photo's content path (as blocks name it).
    public let photos: [String: PhotoAsset]

    /// Builds the document for an issue index.
    public init(_ index: IssueIndex) {
        issue = IssueMetadata(title: index.title, subtitle: index.subtitle, date: index.date)
        geometry = GeometryDocument(index.geometry)
        navigation = index.navigation
        navigationJSON = index.navigationJSON
        articles = index.articles.enumerated().map { ArticleDocument($1, index: $0, assets: index.assets) }
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

/// The page geometry in CSS pixels.
public struct GeometryDocument: Sendable {
    /// Always `css-px`.
    public let unit = "css-px"
    /// Page width.
    public let width: Double
    /// Page height.
    public let height: Double
    /// Margin on every side.
    public let margin: Double
    /// Body font size.
    public let fontSize: Double
    /// Body line height, as a multiple of the font size.
    public let lineHeight: Double

    init(_ geometry: PageGeometry) {
        width = geometry.width
        height = geometry.height
        margin = geometry.margin
        fontSize = geometry.fontSize
        lineHeight = geometry.lineHeight
    }
}
