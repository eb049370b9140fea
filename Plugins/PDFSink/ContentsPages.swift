import FolioPluginAPI
import PDFCairo

/// The contents: every article but the cover, its title linking to its first page and the
/// page number it starts on, as many entries to a page as its text box holds. Its pages are
/// labelled i, ii, … so that article pages keep the numbers the foot and the entries show.
struct ContentsPages {
    /// One entry: an article and the number of its first page.
    struct Entry {
        var article: Article
        var page: Int
    }

    let publication: Publication
    let geometry: PageGeometry

    private var lineHeight: Double { geometry.fontSize * geometry.lineHeight }
    private var headingSize: Double { geometry.fontSize * 1.75 }
    private var headingHeight: Double { headingSize * 1.2 + geometry.fontSize * 1.25 }
    private var perPage: Int {
        max(Int((geometry.height - 2 * geometry.margin - headingHeight) / lineHeight), 1)
    }

    /// How many pages `count` entries take.
    func pageCount(for count: Int) -> Int {
        max((count + perPage - 1) / perPage, 1)
    }

    func draw(_ entries: [Entry], pageCount: Int, document: CairoDocument, drawer: PageDrawer, failure: PageFailure)
        throws
    {
        let rightToLeft = publication.issue.settings.writingDirection == .rightToLeft
        let start = geometry.margin
        let end = geometry.width - geometry.margin
        for page in 0..<pageCount {
            document.beginPage(width: geometry.width, height: geometry.height, label: Self.roman(page + 1))
            var top = geometry.margin
            if page == 0 {
                let heading = publication.typesetLine(
                    "Contents", heading: true, bold: true, size: headingSize, lineHeight: headingSize * 1.2)
                document.tagged("H1") {
                    drawer.draw([heading.moved(dx: rightToLeft ? end - heading.width : start, dy: top)])
                }
                document.destination("contents", x: 0, y: 0)
            }
            top += headingHeight
            let listed = entries.dropFirst(page * perPage).prefix(perPage)
            for entry in listed {
                let number = publication.typesetLine(
                    "\(entry.page)", size: geometry.fontSize, lineHeight: lineHeight)
                let room = end - start - number.width - geometry.fontSize
                let title = fitted(entry.article.title, width: room, language: entry.article.language)
                let placedTitle = title.moved(dx: rightToLeft ? end - title.width : start, dy: top)
                let placedNumber = number.moved(dx: rightToLeft ? start : end - number.width, dy: top)
                document.tagged("P") {
                    document.link(destination: entry.article.id) { drawer.draw([placedTitle, placedNumber]) }
                }
                top += lineHeight
            }
            do {
                try document.endPage()
            } catch {
                throw failure.contentsError(error, page: page + 1, titles: listed.map(\.article.title))
            }
        }
    }

    /// `text` on one line no wider than `width`, cut short with an ellipsis when it is wider.
    private func fitted(_ text: String, width: Double, language: String?) -> TypesetLine {
        func line(_ text: String) -> TypesetLine {
            publication.typesetLine(text, size: geometry.fontSize, lineHeight: lineHeight, language: language)
        }
        var shown = line(text)
        var characters = Array(text)
        while shown.width > width, characters.count > 1 {
            characters.removeLast(max(characters.count / 8, 1))
            shown = line(String(characters) + "…")
        }
        return shown
    }

    /// `number` in lowercase Roman numerals.
    static func roman(_ number: Int) -> String {
        let values = [
            (1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"), (50, "l"), (40, "xl"),
            (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i"),
        ]
        var rest = number
        var text = ""
        for (value, letters) in values {
            while rest >= value {
                text += letters
                rest -= value
            }
        }
        return text
    }
}
