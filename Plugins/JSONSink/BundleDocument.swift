import FolioPluginAPI

/// The content of `issue.json`, version 4 of the `folio.issue` format.
package struct BundleDocument: Sendable {
    /// Always `folio.issue`.
    package let format = "folio.issue"
    /// The format's major version; additions keep it, breaking changes raise it.
    package let version = 4
    /// The schema file shipped beside `issue.json`.
    package let schema = IssueSchema.fileName
    /// Title, subtitle, date, number and cover lines.
    package let issue: IssueMetadata
    /// Every page geometry the articles were laid out for, each with its navigation map,
    /// primary first; article files list their page maps in the same order.
    package let geometries: [GeometryDocument]
    /// The articles in strip order; each names its own file.
    package let articles: [ArticleDocument]
    /// Every photo's files, keyed by the photo's content path (as blocks name it).
    package let photos: [String: PhotoAsset]
    /// The face files the frames' glyphs are drawn from, by the face's name as runs name it
    /// (`fonts/HASH.otf`); empty when the bundle has no frames.
    package let fonts: [String: String]
    /// The colours and measures the frames are drawn with (`PageTheme`), with the frames: nil
    /// when the bundle has none.
    package let theme: PageTheme?

    /// Builds the document for an issue index, whose frames draw with the face files `fonts`
    /// (and the page theme).
    package init(_ index: IssueIndex, fonts: [String: String] = [:]) {
        self.fonts = fonts
        theme = fonts.isEmpty ? nil : .light(index.theme)
        issue = IssueMetadata(
            title: index.title, subtitle: index.subtitle, date: index.date, number: index.number,
            coverLines: index.coverLines, language: index.language, direction: index.direction)
        geometries = index.layouts.map(GeometryDocument.init)
        let names = index.layouts.map(\.name)
        articles = index.articles.enumerated().map {
            ArticleDocument($1, index: $0, geometryNames: names, assets: index.assets)
        }
        photos = index.assets.photos
    }
}

/// The issue's own words.
package struct IssueMetadata: Sendable {
    /// The issue title.
    package let title: String
    /// The subtitle, if any.
    package let subtitle: String?
    /// The date as YYYY-MM-DD, if any.
    package let date: String?
    /// The issue's number, if any.
    package let number: String?
    /// The cover's lines, in order (empty without a cover).
    package let coverLines: [CoverLine]
    /// The issue's language, a BCP 47 tag (`en` when `issue.yaml` names none).
    package let language: String
    /// The direction of the issue's language; the strip's order is the navigation policy's.
    package let direction: WritingDirection
}
