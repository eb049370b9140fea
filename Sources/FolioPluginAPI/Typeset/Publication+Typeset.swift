import FolioLayout
import FolioModel
import FolioText

extension Publication {
    /// The pages of the article at `index` of the strip in the geometry named `geometry`, every
    /// line shaped and placed (`TypesetPage`): for a sink that draws glyphs itself (the PDF).
    ///
    /// The pages are the paginator's: the article is laid out again with its lines kept (the
    /// publication keeps pages without their lines, to save memory), with the same fonts,
    /// hyphenation and geometry, and checked against `pages`: the same number of pages and
    /// the same line breaks on each, or this throws. Nil when the issue has no such geometry.
    public func typesetPages(ofArticle index: Int, in geometry: String) throws -> [TypesetPage]? {
        guard let row = pages.rows.first(where: { $0.name == geometry }) else { return nil }
        let article = issue.articles[index]
        let typesetting = Typesetting(fonts: fonts ?? DefaultStacks.shared, hyphenates: issue.settings.hyphenate)
        let paginator = Paginator.standard(for: row.layout.geometry, typesetting: typesetting)
        let laidOut = paginator.paginate(article, keepingLines: true)
        let published = row.layout.columns[index]
        guard laidOut.count == published.count,
            zip(laidOut, published).allSatisfy({ $0.lineBreaks == $1.lineBreaks })
        else {
            throw FolioError(
                step: "typeset",
                "article '\(article.id)' in \(geometry): its pages laid out again differ from the publication's")
        }
        let measure = FontMeasure(geometry: row.layout.geometry.singleColumn, fonts: typesetting.fonts)
        let setter = LineSetter(
            measure: measure, language: article.language ?? "en", hyphenates: typesetting.hyphenates)
        let typesetter = PageTypesetter(
            article: article, geometry: row.layout.geometry, measure: measure, setter: setter,
            justifies: issue.settings.justify, shaper: LineShaper(language: article.language ?? "en"))
        return laidOut.map(typesetter.page)
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
        let scalars = Array(text.unicodeScalars)
        let segment = LineShaper.Segment(range: 0..<scalars.count, stack: stack, size: size, link: nil)
        let line = LineShaper(language: language).line(
            0..<scalars.count, of: scalars, segments: [segment], hyphenated: false, keepsLeadingSpaces: false,
            placement: .init(left: 0, width: 0, top: 0, height: lineHeight, direction: direction, justified: false))
        return line.moved(dx: -(line.runs.first?.left ?? 0), dy: 0)
    }
}
