import FolioPluginAPI
import Foundation

/// The book of a publication in one geometry: every page of every article, in strip order (the
/// cover's first), as a fixed-layout XHTML page (`PageDocument`), with the fonts and photos
/// they draw, the cover image, the navigation document and the package document, in an OCF
/// ZIP container (`ZIPArchive`): `mimetype` first and stored, `META-INF/container.xml`, then
/// the files under `OEBPS/`.
struct EPUBBook {
    let publication: Publication
    /// The geometry's name in the issue's set.
    let geometry: String
    /// What draws the cover image (the first page, as the PDF draws it); nil for none.
    let rasterizer: (any PageRasterizer)?

    /// The pixels per CSS pixel of the cover image.
    static let coverScale = 2.0
    /// The file name a page of number `number` (from 1) has, in `OEBPS/pages/`.
    static func pageFile(_ number: Int) -> String { String(format: "page-%04d.xhtml", number) }

    private var issue: Issue { publication.issue }

    /// The container's bytes.
    func data() throws -> Data {
        guard let layout = publication.pages[geometry] else {
            throw FolioError(step: "publish epub", "the issue has no page geometry named '\(geometry)'")
        }
        // Each article's first page number, in strip order from 1 (the PDF's page labels).
        var firstPage: [Int] = []
        var number = 1
        for column in layout.columns {
            firstPage.append(number)
            number += column.count
        }
        let articleIndices = Dictionary(issue.articles.enumerated().map { ($1.id, $0) }) { first, _ in first }
        let theme = PageTheme.light(issue.settings.theme)
        let fonts = EPUBFonts()
        let photos = EPUBPhotos(publication: publication)
        var linkPages: [String: Int] = [:]
        func linkTarget(_ link: String) -> String? {
            if let id = ArticleLink.articleID(in: link), let index = articleIndices[id] {
                if let known = linkPages[link] { return Self.pageFile(known) }
                let offset = layout.columns[index].page(linkedBy: link, blocks: issue.articles[index].blocks)
                let page = firstPage[index] + min(max(offset, 0), max(layout.columns[index].count - 1, 0))
                linkPages[link] = page
                return Self.pageFile(page)
            }
            return link.contains(":") ? link : nil
        }

        var pageFiles: [(path: String, xhtml: String)] = []
        var firstTypeset: TypesetPage?
        var everyPhotoDescribed = true
        var hasPhotos = false
        for index in issue.articles.indices {
            let article = issue.articles[index]
            guard let pages = try publication.typesetPages(ofArticle: index, in: geometry) else { continue }
            for (offset, page) in pages.enumerated() {
                if firstTypeset == nil { firstTypeset = page }
                let number = firstPage[index] + offset
                for photo in [page.art?.photo].compactMap({ $0 }) + page.blocks.compactMap({ $0.photo?.photo }) {
                    hasPhotos = true
                    if (photo.alt ?? photo.caption ?? "").isEmpty { everyPhotoDescribed = false }
                }
                let document = PageDocument(
                    page: page, title: "\(article.title.isEmpty ? issue.title : article.title) (\(number))",
                    theme: theme, fonts: fonts, photos: photos, linkTarget: linkTarget)
                pageFiles.append(("pages/" + Self.pageFile(number), document.xhtml))
            }
        }
        guard !pageFiles.isEmpty else { throw FolioError(step: "publish epub", "the issue has no pages to write") }

        let coverIndex = issue.articles.indices.first { issue.articles[$0].kind == .cover }
        let navigation = NavigationDocument(
            title: issue.title, language: issue.settings.pageLanguage, direction: issue.settings.writingDirection,
            entries: issue.articles.indices.filter { layout.columns[$0].count > 0 }.map { index in
                let article = issue.articles[index]
                return NavigationDocument.Entry(
                    title: article.title, language: article.language ?? issue.settings.pageLanguage,
                    direction: article.direction,
                    path: "pages/" + Self.pageFile(firstPage[index]))
            },
            pages: pageFiles.map(\.path), cover: coverIndex.map { "pages/" + Self.pageFile(firstPage[$0]) },
            bodyStart: issue.articles.indices.first {
                issue.articles[$0].kind != .cover && layout.columns[$0].count > 0
            }
            .map { "pages/" + Self.pageFile(firstPage[$0]) })

        var items: [PackageDocument.Item] = [
            .init(id: "nav", path: "nav.xhtml", mediaType: "application/xhtml+xml", properties: "nav"),
            .init(id: "page-css", path: "styles/page.css", mediaType: "text/css"),
            .init(id: "fonts-css", path: "styles/fonts.css", mediaType: "text/css"),
        ]
        var files: [(path: String, data: Data)] = []
        for (offset, page) in pageFiles.enumerated() {
            items.append(.init(id: "page-\(offset + 1)", path: page.path, mediaType: "application/xhtml+xml"))
            files.append((page.path, Data(page.xhtml.utf8)))
        }
        if let cover = coverImage(of: firstTypeset, photos: photos) {
            items.append(
                .init(id: "cover-image", path: cover.path, mediaType: cover.mediaType, properties: "cover-image"))
            files.append((cover.path, cover.data))
        }
        for (offset, image) in photos.images.enumerated() where !files.contains(where: { $0.path == image.path }) {
            items.append(.init(id: "image-\(offset + 1)", path: image.path, mediaType: image.mediaType))
            files.append((image.path, image.data))
        }
        let fontFiles = try fonts.files()
        for (offset, file) in fontFiles.enumerated() {
            items.append(.init(id: "font-\(offset + 1)", path: file.path, mediaType: file.mediaType))
            files.append((file.path, file.data))
        }
        files.append(("styles/page.css", Data(PageStyleSheet.text(theme: theme).utf8)))
        files.append(("styles/fonts.css", Data(fonts.styleSheet(paths: fontFiles.map(\.path)).utf8)))
        files.append(("nav.xhtml", Data(navigation.xhtml.utf8)))

        let identity = BookIdentity(issue: issue, geometry: geometry)
        let package = PackageDocument(
            identifier: identity.identifier, title: issue.title, subtitle: issue.subtitle,
            languages: languages(), authors: authors(), date: identity.date, modified: identity.modified,
            direction: issue.settings.writingDirection, items: items,
            spine: pageFiles.indices.map { "page-\($0 + 1)" },
            accessibility: AccessibilityMetadata(
                everyPhotoDescribed: everyPhotoDescribed, hasPhotos: hasPhotos,
                geometry: "\(geometry) (\(PageDocument.viewport(of: layout.geometry)))"))

        var archive = ZIPArchive()
        try archive.append(.init(path: "mimetype", data: Data("application/epub+zip".utf8)))
        try archive.append(.init(path: "META-INF/container.xml", data: Data(Self.container.utf8)))
        try archive.append(.init(path: "OEBPS/content.opf", data: Data(package.xml.utf8)))
        for file in files { try archive.append(.init(path: "OEBPS/" + file.path, data: file.data)) }
        return archive.data
    }

    /// `META-INF/container.xml`: where the package document is.
    static let container = """
        <?xml version="1.0" encoding="UTF-8"?>
        <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
        <rootfiles>
        <rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
        </rootfiles>
        </container>

        """

    /// The cover image: the first page drawn by the rasterizer, else its bleeding photo.
    private func coverImage(of page: TypesetPage?, photos: EPUBPhotos) -> EPUBPhotos.Image? {
        guard let page else { return nil }
        if let rasterizer, let jpeg = try? rasterizer.jpeg(of: page, in: publication, scale: Self.coverScale) {
            return EPUBPhotos.Image(path: "images/cover.jpg", data: jpeg, mediaType: "image/jpeg")
        }
        guard let art = page.art else { return nil }
        return photos.image(for: art.photo, drawnWidth: art.frame.width)
    }

    /// The issue's language, then every other language an article is written in.
    private func languages() -> [String] {
        var languages = [issue.settings.pageLanguage]
        for article in issue.articles {
            if let language = article.language, !languages.contains(language) { languages.append(language) }
        }
        return languages
    }

    /// The articles' authors, each once, in strip order.
    private func authors() -> [String] {
        var seen: [String] = []
        for article in issue.articles {
            guard let author = article.header.author, !author.isEmpty, !seen.contains(author) else { continue }
            seen.append(author)
        }
        return seen
    }
}
