import FolioPluginAPI
import Foundation
import PDFCairo

/// Draws articles of a publication, in one geometry, into one PDF file: the contents page
/// (for more than one article), each article's pages as the paginator made them, the running
/// foot in the bottom margin, an outline entry and a destination per article, page labels,
/// metadata, and the structure tags; then the document language (`IncrementalUpdate`).
struct PDFWriter {
    let publication: Publication
    let geometry: String
    /// Each article's index by its id (the first, should two share one), for links to articles:
    /// made once for every file written, not found by a walk of the issue per link, which grew
    /// with the square of an issue whose articles link to others.
    let articleIndices: [String: Int]

    init(publication: Publication, geometry: String) {
        self.publication = publication
        self.geometry = geometry
        articleIndices = Dictionary(publication.issue.articles.enumerated().map { ($1.id, $0) }) { first, _ in first }
    }

    private var issue: Issue { publication.issue }

    func write(articles indices: [Int], to url: URL) throws {
        do {
            try draw(articles: indices, to: url)
        } catch let error as CairoError {
            throw FolioError(step: "publish pdf", error.message)
        }
    }

    private func draw(articles indices: [Int], to url: URL) throws {
        guard let layout = publication.pages[geometry] else { return }
        let page = layout.geometry
        let document = try CairoDocument(url: url)
        let fonts = FontFaces()
        let photos = PhotoFiles(publication: publication)
        let single = indices.count == 1 ? issue.articles[indices[0]] : nil
        document.setMetadata(
            title: single.map { "\($0.title) · \(issue.title)" } ?? issue.title,
            author: single?.header.author ?? authors(of: indices), subject: single?.header.summary ?? issue.subtitle,
            date: single?.header.date ?? issue.date ?? indices.compactMap { issue.articles[$0].header.date }.max())

        // The order of the document: the cover (when the issue has one), the contents, the rest.
        let coverCount = indices.first.map { issue.articles[$0].kind == .cover ? 1 : 0 } ?? 0
        let contents = ContentsPages(publication: publication, geometry: page)
        let listed = indices.filter { issue.articles[$0].kind != .cover }
        let contentsPageCount = indices.count > 1 ? contents.pageCount(for: listed.count) : 0
        var firstPage: [Int: Int] = [:]
        var number = 1
        for index in indices {
            firstPage[index] = number
            number += layout.columns[index].count
        }
        let drawer = PageDrawer(
            document: document, fonts: fonts, photos: photos, issue: issue, articleIndices: articleIndices)
        let foot = RunningFoot(publication: publication, geometry: page)
        let failure = PageFailure(publication: publication, fileName: url.lastPathComponent)

        var labels: [IncrementalUpdate.PageLabel] = []
        func drawArticle(_ index: Int) throws {
            let article = issue.articles[index]
            guard let pages = try publication.typesetPages(ofArticle: index, in: geometry) else { return }
            // Each heading's page, a destination for links to it (PageDrawer): found once per
            // article, not once per page.
            let anchorPages = layout.columns[index].pages(of: drawer.anchors(of: index)).sorted { $0.key < $1.key }
            for (offset, typeset) in pages.enumerated() {
                let pageNumber = firstPage[index]! + offset
                document.beginPage(width: page.width, height: page.height, label: "\(pageNumber)")
                labels.append(.decimal(pageNumber))
                // The page's destinations (and outline entry), its first `count` blocks and,
                // past them, the running foot: all of it here; some of it again, into a scratch
                // document, to find what cairo refused (`PageFailure`).
                func draw(into target: CairoDocument, with drawer: PageDrawer, count: Int) {
                    if offset == 0 {
                        target.destination(article.id, x: 0, y: 0)
                        target.addOutline(article.title, destination: article.id)
                    }
                    for (anchor, page) in anchorPages where page == offset {
                        target.destination(ArticleLink.destination(of: article.id, anchor: anchor), x: 0, y: 0)
                    }
                    var blocks = typeset
                    blocks.blocks = Array(typeset.blocks.prefix(count))
                    drawer.draw(blocks)
                    // A photo behind the words runs to the page's edges: no running foot over it.
                    if count > typeset.blocks.count, !typeset.inkOverPhoto { foot.draw(page: pageNumber, with: drawer) }
                }
                draw(into: document, with: drawer, count: .max)
                do {
                    try document.endPage()
                } catch {
                    throw failure.error(
                        error, article: index, page: offset, of: pages.count, number: pageNumber, typeset: typeset
                    ) { scratch, count in
                        let scratchDrawer = PageDrawer(
                            document: scratch, fonts: fonts, photos: photos, issue: issue,
                            articleIndices: articleIndices)
                        draw(into: scratch, with: scratchDrawer, count: count)
                    }
                }
            }
        }

        for index in indices.prefix(coverCount) { try drawArticle(index) }
        if contentsPageCount > 0 {
            let entries = listed.map { ContentsPages.Entry(article: issue.articles[$0], page: firstPage[$0]!) }
            try contents.draw(
                entries, pageCount: contentsPageCount, document: document, drawer: drawer, failure: failure)
            labels += (1...contentsPageCount).map { .roman($0) }
        }
        for index in indices.dropFirst(coverCount) { try drawArticle(index) }
        try document.finish()
        try IncrementalUpdate.append(
            language: single?.language ?? issue.settings.pageLanguage, figures: drawer.figureAlternates, labels: labels,
            to: url)
    }

    /// The articles' authors, each once, in strip order (at most five, then "and others").
    private func authors(of indices: [Int]) -> String? {
        var seen: [String] = []
        for index in indices {
            guard let author = issue.articles[index].header.author, !author.isEmpty, !seen.contains(author) else {
                continue
            }
            seen.append(author)
        }
        guard !seen.isEmpty else { return nil }
        return seen.count > 5 ? seen.prefix(5).joined(separator: ", ") + " and others" : seen.joined(separator: ", ")
    }
}

/// The cairo font face of each font file, made once per document.
final class FontFaces {
    private var faces: [TypesetLine.Font: CairoFontFace] = [:]

    func face(for font: TypesetLine.Font) -> CairoFontFace? {
        if let known = faces[font] { return known }
        let made = CairoFontFace(bytes: font.bytes, index: font.index)
        faces[font] = made
        return made
    }
}
