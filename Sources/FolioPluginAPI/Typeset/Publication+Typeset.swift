import FolioLayout
import FolioModel
import FolioText

extension Publication {
    /// The frames of the article at `index` of the strip in the geometry named `geometry`: its
    /// pages with every line shaped and placed (`TypesetPage`), for a sink that draws glyphs
    /// itself (the PDF). Nil when the issue has no such geometry.
    ///
    /// They are made from the pages the build kept with their lines for the geometries its
    /// publishers draw (`Publisher.framedGeometries`), with no second pagination. In any other
    /// geometry the article is laid out again with its lines, with the same fonts, hyphenation
    /// and geometry, and checked against `pages`: the same number of pages and the same line
    /// breaks on each, or this throws.
    public func typesetPages(ofArticle index: Int, in geometry: String) throws -> [TypesetPage]? {
        guard let row = pages.rows.first(where: { $0.name == geometry }) else { return nil }
        let article = issue.articles[index]
        let typesetting = Typesetting(settings: issue.settings, fonts: fonts)
        let laidOut: [Page]
        if index < lined.count, let kept = lined[index].byGeometry[geometry] {
            laidOut = kept
        } else {
            laidOut = Paginator.standard(for: row.layout.geometry, typesetting: typesetting)
                .paginate(article, keepingLines: true)
            let published = row.layout.columns[index]
            guard laidOut.count == published.count,
                zip(laidOut, published).allSatisfy({ $0.lineBreaks == $1.lineBreaks })
            else {
                throw FolioError(
                    step: "typeset",
                    "article '\(article.id)' in \(geometry): its pages laid out again differ from the publication's")
            }
        }
        return framer(typesetting).frames(of: article, pages: laidOut, in: row.layout.geometry)
    }

    /// The first page of the issue's cover laid out and typeset in `geometry`, which need not
    /// be one of the issue's (the shelf draws covers at `ShelfIssue.coverGeometry`): the same
    /// cover layout, photo crop, scrims and lines as at any other size. Nil when the issue has
    /// no cover.
    public func coverFrame(at geometry: PageGeometry) -> TypesetPage? {
        guard let cover = issue.articles.first(where: { $0.kind == .cover }) else { return nil }
        let typesetting = Typesetting(settings: issue.settings, fonts: fonts)
        let pages = Paginator.standard(for: geometry, typesetting: typesetting).paginate(cover, keepingLines: true)
        return framer(typesetting).frames(of: cover, pages: Array(pages.prefix(1)), in: geometry).first
    }

    /// What makes frames of the issue's pages: its typesetting, justification and light theme.
    private func framer(_ typesetting: Typesetting) -> ArticleFramer {
        ArticleFramer(typesetting: typesetting, justifies: issue.settings.justify, theme: .light(issue.settings.theme))
    }

    /// One line of `text` shaped in the issue's faces, for what a sink adds to its pages (a
    /// running foot, a contents page): the body faces (`heading`: the headings'), `bold` and
    /// `italic` as asked, `size` CSS pixels per em, in `language` (the issue's by default),
    /// its left edge at 0 and its line box (`lineHeight` tall) at 0, read left to right or
    /// right to left as `direction` says.
    public func typesetLine(
        _ text: String, heading: Bool = false, bold: Bool = false, italic: Bool = false, size: Double,
        lineHeight: Double, language: String? = nil, direction: WritingDirection = .leftToRight
    ) -> TypesetLine {
        let language = language ?? issue.settings.language ?? "en"
        let fonts: any FontStacks = self.fonts ?? DefaultStacks.shared
        let stack = fonts.stack(
            for: FaceRequest(role: heading ? .heading : .body, bold: bold, italic: italic), language: language)
        return LineShaper.line(
            text, stack: stack, size: size, lineHeight: lineHeight, language: language, direction: direction,
            files: FontFiles.files(for: fonts))
    }
}
