import FolioCore
import Foundation

/// One article as its own page, the file `articles/HASH.html`: a plain, readable HTML document
/// of the whole article (title, byline, every block; photos from the asset stage) for readers
/// without script, reader modes and crawlers, which also carries the carousel's pages as an inert
/// `<script type="application/json" id="folio-pages">` block, `{"id": …, "pages": [{"html",
/// "images", "continuedItems"}, …]}`. The carousel loads the file in a hidden frame; the page's
/// one script, `folio-article.js`, hands the block to the frame's parent with `postMessage`, which
/// works from `file://` (where `fetch` does not) and under the bundle's policy.
///
/// Each page is its `HTMLFragmentRenderer` fragment, the paginator's drawn height of each
/// top-level photo (`images`, `null` where it has none) and how many list levels of its first
/// block continue an item from the page before (`continuedItems`). The JSON has sorted keys and
/// is written by `JSONWriter` in script-safe mode, so no content can end the block.
///
/// The bytes depend only on the article (id, title, byline, blocks), its pages (made for the
/// issue's page geometry) and the asset paths of its own photos in `catalog`: never on the
/// article's place in the issue nor on any other article. The sink names the file by the hash
/// of these bytes, so an incremental build keeps an unchanged article's file as it is.
public struct HTMLArticlePage: Sendable {
    /// The policy of an article page: the bundle's own files only; `<base href="../">` (so the
    /// bundle's paths work from `articles/`) is the one base allowed.
    static let contentSecurityPolicy = IndexPage.contentSecurityPolicy.replacingOccurrences(
        of: "base-uri 'none'", with: "base-uri 'self'")

    /// The file's bytes.
    public let data: Data

    /// One page as the carousel gets it.
    struct PageData {
        var html: String
        var images: [Double?]
        var continuedItems: Int
    }

    /// The carousel's data.
    struct Payload {
        var id: String
        var pages: [PageData]
    }

    /// The page of `article` laid out as `pages`, its photos pointing at `catalog`'s files.
    public init(article: Article, pages: [Page], catalog: AssetCatalog) throws {
        let renderer = HTMLFragmentRenderer(assets: catalog)
        let payload = Payload(
            id: article.id,
            pages: pages.enumerated().map { index, page in
                PageData(
                    html: renderer.page(page, index: index, of: article), images: Self.imageHeights(page),
                    continuedItems: Self.continuedListItems(page))
            })
        let json = String(decoding: JSONWriter.data(payload, scriptSafe: true, newline: false), as: UTF8.self)
        let title = HTMLEscaping.escape(article.title)
        let html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <base href="../">
            <meta http-equiv="Content-Security-Policy" content="\(Self.contentSecurityPolicy)">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <link rel="stylesheet" href="folio.css">
            </head>
            <body class="article-page">
            <article>\(renderer.header(article))\(renderer.blocks(article.blocks))</article>
            <p class="issue-link"><a href="index.html#/\(HTMLEscaping.escapeHref(article.id))/1">Read it in the issue</a></p>
            <script type="application/json" id="folio-pages">\(json)</script>
            <script src="folio-article.js"></script>
            </body>
            </html>

            """
        data = Data(html.utf8)
    }

    /// The paginator's picture height for each top-level photo of `page`.
    static func imageHeights(_ page: Page) -> [Double?] {
        page.blocks.enumerated().compactMap { index, block -> Double?? in
            guard case .photo = block else { return nil }
            return .some(page.placements.indices.contains(index) ? page.placements[index].imageHeight : nil)
        }
    }

    /// The list levels of the page's first block that continue an item from the page before.
    static func continuedListItems(_ page: Page) -> Int {
        guard case .list = page.blocks.first, let placement = page.placements.first else { return 0 }
        return placement.continuedListItems
    }
}
