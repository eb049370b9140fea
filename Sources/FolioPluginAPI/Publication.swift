import FolioLayout
import FolioModel
import FolioText

/// The finished issue that sinks receive: the content, its pages, and what the content
/// folder's files were.
public struct Publication: Sendable {
    /// The issue, articles in strip order.
    public var issue: Issue
    /// The pages: a row per geometry of the issue's set, primary first, a column per article;
    /// `pages.article(at: i)` and `pages.rows[g].layout.columns[i]` belong to `issue.articles[i]`.
    public var pages: PageMatrix
    /// The content folder the issue came from, for reading photo files by their paths.
    public var folder: ContentFolder
    /// The photos' content-hashed files, renditions and thumbnails, when the asset stage ran
    /// (it runs before publishing sinks; an interactive preview reads photos directly).
    public var assets: PreparedAssets?
    /// The issue's fonts (the build's fonts step): the stacks its pages were measured with,
    /// which the HTML bundle ships. Nil when the build found none (a publication made by hand).
    package var fonts: IssueFonts?
    /// Each article's pages with their lines in the geometries the build kept them for
    /// (`Publisher.framedGeometries`), in strip order; empty when none were kept.
    package var lined: [LinedPages] = []

    /// Each article's pages in the primary geometry, the one navigation and sinks that show
    /// a single page map use; `layout.columns[i]` belongs to `issue.articles[i]`. Setting it
    /// replaces the primary geometry's pages only.
    public var layout: IssueLayout {
        get { pages.primary }
        set { pages.primary = newValue }
    }

    /// Creates a publication with every geometry's pages.
    public init(issue: Issue, pages: PageMatrix, folder: ContentFolder, assets: PreparedAssets? = nil) {
        self.issue = issue
        self.pages = pages
        self.folder = folder
        self.assets = assets
    }

    /// Creates a publication paginated for one geometry only, named as the primary geometry
    /// of the issue's set.
    public init(issue: Issue, layout: IssueLayout, folder: ContentFolder, assets: PreparedAssets? = nil) {
        let name = issue.settings.pages.entries[0].name
        self.init(
            issue: issue, pages: PageMatrix(rows: [.init(name: name, layout: layout)]), folder: folder,
            assets: assets)
    }
}
