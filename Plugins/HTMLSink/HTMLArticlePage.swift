import FolioPluginAPI
import Foundation

/// One article as its own page, the file `articles/HASH.html`: a plain, readable HTML document
/// of the whole article (title, byline, every block; photos from the asset stage) for readers
/// without script, reader modes and crawlers, which also carries the carousel's page maps as an
/// inert `<script type="application/json" id="folio-pages">` block. The carousel loads the file
/// in a hidden frame; the page's one script, `folio-article.js`, hands the article element and
/// the block to the frame's parent with `postMessage`, which works from `file://` (where `fetch`
/// does not) and under the bundle's policy.
///
/// The content is written once (the `<article>`); each geometry adds only its page map
/// (`HTMLPageMap`): where each page's text columns start in that content, and each photo's
/// drawn height. The JSON has sorted keys and is written by `JSONWriter` in script-safe mode, so
/// no content can end the block.
///
/// The page and its `<article>` carry the article's `lang` and `dir`, which the carousel gives
/// the pages it cuts from it.
///
/// The bytes depend only on the article (id, title, byline, language, direction, blocks), its
/// pages (one list per geometry of the issue's set) and the asset paths of its own photos in
/// `catalog`: never on the article's place in the issue nor on any other article. The sink
/// names the file by the hash of these bytes, so an incremental build keeps an unchanged
/// article's file as it is.
package struct HTMLArticlePage: Sendable {
    /// The policy of an article page: the bundle's own files only; `<base href="../">` (so the
    /// bundle's paths work from `articles/`) is the one base allowed.
    static let contentSecurityPolicy = IndexPage.contentSecurityPolicy.replacingOccurrences(
        of: "base-uri 'none'", with: "base-uri 'self'")

    /// The file's bytes.
    package let data: Data

    /// The carousel's data: the article's id and one page map per geometry, in the set's order.
    struct Payload {
        var id: String
        var maps: [HTMLPageMap]
    }

    /// The page of `article` laid out as `pages` (every geometry), its photos pointing at `catalog`'s files.
    /// With `issue`, the page carries share metadata (`ShareMetadata`): the issue's base URL
    /// makes its URLs absolute.
    package init(article: Article, pages: ArticlePages, catalog: AssetCatalog, issue: ArticleFileIssue? = nil) throws {
        let renderer = HTMLFragmentRenderer(assets: catalog, articleLinks: "index.html")
        let places = HTMLTextPlaces(article)
        let payload = Payload(id: article.id, maps: pages.entries.map { HTMLPageMap($0, of: article, places: places) })
        let json = String(decoding: JSONWriter.data(payload, scriptSafe: true, newline: false), as: UTF8.self)
        let title = HTMLEscaping.escape(article.title)
        let language = article.header.pageLanguage
        let opening = DocumentHead.opening(
            title: title, policy: Self.contentSecurityPolicy, base: "../", language: language,
            direction: article.direction)
        let share = issue.map { Self.shareMetadata(article, issue: $0, catalog: catalog).tags.joined(separator: "\n") }
        let html = """
            \(opening)\(share.map { "\n" + $0 } ?? "")
            <link rel="stylesheet" href="folio.css">
            </head>
            <body class="article-page">
            <article\(DocumentHead.languageAttributes(language, article.direction))>\(renderer.header(article))\(renderer.blocks(article.blocks, anchors: HeadingAnchors(article.blocks)))</article>
            <p class="issue-link"><a href="index.html#/\(HTMLEscaping.escapeHref(article.id))/1">Read it in the issue</a></p>
            <script type="application/json" id="folio-pages">\(json)</script>
            <script src="folio-article.js"></script>
            </body>
            </html>

            """
        data = Data(html.utf8)
    }

    /// What the carousel takes from an article page's bytes (`data`): its `<article>` element
    /// and its page maps' JSON, as the page's script hands them over; nil for bytes that are
    /// not such a page. `index.html` carries its opening article's (`IndexPage.opening`), so
    /// that the first page needs no frame.
    package struct CarouselParts: Sendable, Equatable {
        /// The `<article …>…</article>` element, as the page holds it.
        package var article: String
        /// The page maps' JSON, script-safe, as the page's `folio-pages` block holds it.
        package var pagesJSON: String
    }

    /// The carousel's parts of a page this type wrote.
    package static func carouselParts(of data: Data) -> CarouselParts? {
        let text = String(decoding: data, as: UTF8.self)
        let blockStart = "<script type=\"application/json\" id=\"folio-pages\">"
        guard let start = text.range(of: "\n<article"), let block = text.range(of: blockStart),
            let end = text.range(of: "</article>", options: .backwards, range: start.upperBound..<block.lowerBound),
            let blockEnd = text.range(of: "</script>", range: block.upperBound..<text.endIndex)
        else { return nil }
        return CarouselParts(
            article: String(text[text.index(after: start.lowerBound)..<end.upperBound]),
            pagesJSON: String(text[block.upperBound..<blockEnd.lowerBound]))
    }

    /// What a shared link to the page shows: the article's title and summary (else its first
    /// paragraph), its photo (else the cover's) and, with a base URL, the page's own URL.
    static func shareMetadata(_ article: Article, issue: ArticleFileIssue, catalog: AssetCatalog) -> ShareMetadata {
        let firstParagraph = article.blocks.lazy.compactMap { block -> String? in
            guard case .paragraph = block else { return nil }
            return block.plainText
        }.first
        let image = issue.sharePhoto(of: article).flatMap { photo in
            catalog.asset(for: photo).flatMap { asset in
                issue.baseURL.map { base in
                    let file = ShareMetadata.picture(of: asset)
                    return ShareMetadata.Image(
                        url: base + file.path, width: file.width, height: file.height,
                        alt: photo.alt.flatMap { $0.isEmpty ? nil : $0 } ?? article.title)
                }
            }
        }
        return ShareMetadata(
            title: article.title,
            description: (article.header.summary ?? firstParagraph).flatMap(ShareMetadata.trimmed),
            url: issue.baseURL.map { $0 + ShareMetadata.ownPathMark }, type: "article", siteName: issue.title,
            language: article.header.pageLanguage, image: image)
    }
}
