import FolioPluginAPI
import PDFCairo

/// The running foot: the issue's title at the start and the page number at the end, in the
/// bottom margin, below the paginator's text box (never on it): centred in the margin, and
/// left out when the margin is too small to hold it.
struct RunningFoot {
    let publication: Publication
    let geometry: PageGeometry
    /// The issue's title, shaped once for every page (nil when the margin holds no foot).
    private let title: TypesetLine?

    init(publication: Publication, geometry: PageGeometry) {
        self.publication = publication
        self.geometry = geometry
        let size = geometry.fontSize * 0.7
        title =
            geometry.margin >= size * 1.6
            ? publication.typesetLine(publication.issue.title, italic: true, size: size, lineHeight: size * 1.2) : nil
    }

    private var size: Double { geometry.fontSize * 0.7 }

    func draw(page number: Int, with drawer: PageDrawer) {
        guard let title else { return }
        let top = geometry.height - geometry.margin / 2 - size * 0.6
        let page = publication.typesetLine("\(number)", size: size, lineHeight: size * 1.2)
        let rightToLeft = publication.issue.settings.writingDirection == .rightToLeft
        let start = geometry.margin
        let end = geometry.width - geometry.margin
        let placedTitle = title.moved(dx: rightToLeft ? end - title.width : start, dy: top)
        let placedPage = page.moved(dx: rightToLeft ? start : end - page.width, dy: top)
        drawer.draw([placedTitle, placedPage], color: drawer.theme.foot.rgb)
    }
}
