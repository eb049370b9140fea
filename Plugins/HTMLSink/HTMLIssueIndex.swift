import FolioPluginAPI
import Foundation

/// What `index.html` carries about one article: enough to navigate, deep-link, announce and
/// list it in the contents overlay before (or without) loading its pages.
package struct HTMLArticleSummary: Sendable, Equatable {
    /// The article's id, as deep links (`#/ID/PAGE`) name it.
    package var id: String
    /// The title, for the contents overlay, peeks and announcements.
    package var title: String
    /// The author, for the contents, if the source names one.
    package var author: String?
    /// The one- or two-sentence summary, for the contents, if any.
    package var summary: String?
    /// The content path of the article's file, so that a link to it (`other-article.md`) can
    /// navigate inside the carousel.
    package var source: String
    /// The bundle path of the contents overlay's thumbnail (the article's first photo), if any.
    package var thumb: String?
    /// How many pages the article has.
    package var pageCount: Int
    /// The bundle path of the article's page (`articles/HASH.html`), which carries the carousel's pages.
    package var file: String
    /// The article's language (`lang` of its contents entry where it differs from the issue's).
    package var language: String
    /// The article's direction.
    package var direction: WritingDirection
    /// What kind of article it is: the issue's cover (the strip's first) is listed and drawn as such.
    package var kind: ArticleKind

    /// The summary of one entry of an issue index, whose photos are in `catalog`.
    package init(_ entry: IssueIndex.Entry, catalog: AssetCatalog) {
        id = entry.digest.id
        title = entry.digest.title
        author = entry.digest.author
        summary = entry.digest.summary
        source = entry.digest.sourcePath
        thumb = entry.digest.photos.first.flatMap { catalog.asset(for: $0)?.thumbnail.path }
        pageCount = entry.digest.pageCount
        file = entry.file
        language = entry.digest.header.pageLanguage
        direction = entry.digest.direction
        kind = entry.digest.header.kind
    }
}

/// The issue-level data that `index.html` holds as an inert `<script type="application/json"
/// id="folio-issue">` block: the issue's title, every page geometry of the issue's set with the
/// rules engine's `NavigationMap` for its pages (primary first, in its compact form), and one
/// short row per article (id, title, file). What only the contents overlay shows (authors,
/// summaries, thumbnails) and the source files that links name are in `contents.html`, which the
/// carousel loads when it first needs it, so `index.html` stays light however long the issue.
package struct HTMLIssueIndex: Sendable {
    /// One page geometry (CSS pixels) and where every arrow leads from every page made for it.
    package struct Geometry: Sendable {
        /// The geometry's name in the issue's set.
        package var name: String
        /// The page size, margin, type and columns.
        package var geometry: PageGeometry
        /// The navigation rules' export for this geometry's pages, written once for the build.
        var navigationJSON: JSONFragment

        /// One geometry of an issue index.
        package init(_ layout: IssueIndex.Layout) {
            name = layout.name
            geometry = layout.geometry
            navigationJSON = layout.navigationJSON
        }
    }

    /// The issue's title.
    package var title: String
    /// The issue's subtitle, if any.
    package var subtitle: String?
    /// The geometries the pages were made for, primary first; the carousel picks one for its window.
    package var geometries: [Geometry]
    /// The articles in strip order.
    package var articles: [HTMLArticleSummary]
    /// Where article files are, `*` standing for the hash each article's row names.
    package var articleFiles: String
    /// Whether the issue's text is justified: the carousel then sets each page's paragraphs
    /// justified on the paginator's lines (`Folio.loader`'s `justify`).
    package var justify: Bool
    /// The issue's language, stated by `index.html` and `contents.html` (`lang`).
    package var language = LanguageTag.unnamed
    /// The direction of the issue's language (`dir` of both pages).
    package var direction = WritingDirection.leftToRight
    /// What a shared link to `index.html` shows, if anything.
    var share: ShareMetadata? = nil
    /// The opening article's parts, which `index.html` carries (`IndexPage.opening`).
    var opening: HTMLArticlePage.CarouselParts? = nil

    /// The index of an issue titled `title` whose pages were made for `layouts`.
    package init(
        title: String, subtitle: String? = nil, layouts: [IssueIndex.Layout], articles: [HTMLArticleSummary],
        articleFiles: String = HTMLSink().articleFilePattern, justify: Bool = false
    ) {
        self.title = title
        self.subtitle = subtitle
        self.geometries = layouts.map(Geometry.init)
        self.articles = articles
        self.articleFiles = articleFiles
        self.justify = justify
    }

    /// `index.html` with this data.
    package func indexPage() throws -> Data {
        Data(
            IndexPage(
                title: title, payloadJSON: try scriptSafeJSON(),
                language: language, direction: direction, share: share, opening: opening
            ).html.utf8)
    }

    /// `contents.html`: the issue's contents as a plain page.
    package func contentsPage() -> Data {
        Data(
            ContentsPage(
                title: title, subtitle: subtitle, articles: articles, language: language, direction: direction
            ).html.utf8)
    }

    /// Compact JSON with sorted keys, written by `JSONWriter` in script-safe mode so that no content can close
    /// the `<script type="application/json">` element it sits in.
    func scriptSafeJSON() throws -> String {
        String(decoding: JSONWriter.data(self, scriptSafe: true, newline: false), as: UTF8.self)
    }
}
