import FolioCore
import Foundation

/// One article's pages as the carousel loads them: the file `articles/HASH.js`, a classic
/// script holding a single call, `folioArticle({"id": …, "pages": [{"html", "images",
/// "continuedItems"}, …]})`, to the registration function that `folio.js` defines. The
/// carousel inserts a `<script src>` for it when the article comes near the reader, which works
/// from `file://` (where `fetch` does not) and under the bundle's `script-src 'self'`.
///
/// Each page is its `HTMLFragmentRenderer` fragment, the paginator's drawn height of each
/// top-level photo (`images`, `null` where it has none) and how many list levels of its first
/// block continue an item from the page before (`continuedItems`). The JSON has sorted keys and
/// is written by `JSONWriter` in script-safe mode, so no content can end the call or the script.
///
/// The bytes depend only on the article (id, title, byline, blocks), its pages (made for the
/// issue's page geometry) and the asset paths of its own photos in `catalog`: never on the
/// article's place in the issue nor on any other article. The sink names the file by the hash
/// of these bytes, so an incremental build keeps an unchanged article's file as it is.
public struct HTMLArticleScript: Sendable {
    /// The file's bytes.
    public let data: Data

    /// One page as the script ships it.
    struct PageData: Encodable {
        var html: String
        var images: [Double?]
        var continuedItems: Int
    }

    /// The script's argument.
    struct Payload: Encodable {
        var id: String
        var pages: [PageData]
    }

    /// The script of `article` laid out as `pages`, its photos pointing at `catalog`'s files.
    public init(article: Article, pages: [Page], catalog: AssetCatalog) throws {
        let renderer = HTMLFragmentRenderer(assets: catalog)
        let payload = Payload(
            id: article.id,
            pages: pages.enumerated().map { index, page in
                PageData(
                    html: renderer.page(page, index: index, of: article), images: Self.imageHeights(page),
                    continuedItems: Self.continuedListItems(page))
            })
        var bytes = Array("folioArticle(".utf8)
        bytes += JSONWriter.data(payload, scriptSafe: true, newline: false)
        bytes += Array(");\n".utf8)
        data = Data(bytes)
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
