import FolioCore
import Foundation

/// One article's pages as the carousel loads them: the file `articles/NAME.js`, a classic
/// script holding a single call, `folioArticle({"id": …, "pages": [{"html", "images",
/// "continuedItems"}, …]})`, to the registration function that `folio.js` defines. The
/// carousel inserts a `<script src>` for it when the article comes near the reader, which works
/// from `file://` (where `fetch` does not) and under the bundle's `script-src 'self'`.
///
/// Each page is its `HTMLFragmentRenderer` fragment, the paginator's drawn height of each
/// top-level photo (`images`, `null` where it has none) and how many list levels of its first
/// block continue an item from the page before (`continuedItems`). The JSON has sorted keys and
/// is escaped as `ScriptSafeJSON` does, so no content can end the call or the script.
///
/// The bytes depend only on the article (id, title, byline, blocks), its pages (made for the
/// issue's page geometry) and the asset paths of its own photos in `catalog`: never on the
/// article's place in the issue nor on any other article. An incremental build can therefore
/// keep an unchanged article's file as it is, and `relativePath` depends on the id alone.
public struct HTMLArticleScript: Sendable {
    /// Where the file goes, relative to the bundle folder (`articles/the-slow-harbour.js`).
    public let relativePath: String
    /// The file's bytes.
    public let data: Data
    /// What `index.html` carries about the article: id, title, thumbnail, page count, file.
    public let summary: HTMLArticleSummary

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
        relativePath = Self.relativePath(for: article.id)
        var bytes = Array("folioArticle(".utf8)
        bytes += try ScriptSafeJSON.encode(payload)
        bytes += Array(");\n".utf8)
        data = Data(bytes)
        summary = HTMLArticleSummary(article: article, pageCount: pages.count, catalog: catalog)
    }

    /// The file of the article with id `id`: `articles/ID.js` when the id is a plain slug (1 to
    /// 100 of `a-z`, `0-9` and `-`, as `Slug` and the sources' de-duplication make them, and
    /// not a name Windows reserves, such as `con`), otherwise `articles/SLUG_HASH.js`, the id's
    /// ASCII letters and digits then 16 hex digits of its FNV-1a hash. `_` never occurs in a plain
    /// slug, so the two forms cannot meet; `HTMLBundleWriter` refuses two articles with one file.
    /// Either way the name has no `/`, `.`, `%` or non-ASCII, and is the same on every build.
    public static func relativePath(for id: String) -> String {
        "articles/\(fileName(for: id)).js"
    }

    /// The file's base name (see `relativePath(for:)`).
    static func fileName(for id: String) -> String {
        let bytes = Array(id.utf8)
        let plain = (1...100).contains(bytes.count) && bytes.allSatisfy { isLowercaseLetterOrDigit($0) || $0 == UInt8(ascii: "-") }
        if plain && !reservedNames.contains(id) { return id }
        var readable = ""
        var pendingHyphen = false
        for byte in bytes where readable.utf8.count < 48 {
            let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
            if isLowercaseLetterOrDigit(lower) {
                if pendingHyphen && !readable.isEmpty { readable.append("-") }
                pendingHyphen = false
                readable.unicodeScalars.append(Unicode.Scalar(lower))
            } else {
                pendingHyphen = true
            }
        }
        let hash = String(fnv1a64(bytes), radix: 16)
        return readable + "_" + String(repeating: "0", count: 16 - hash.count) + hash
    }

    /// Device names that Windows reserves whatever the extension.
    private static let reservedNames = Set(["con", "prn", "aux", "nul"] + (1...9).flatMap { ["com\($0)", "lpt\($0)"] })

    private static func isLowercaseLetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The 64-bit FNV-1a hash: small, stable across platforms and releases.
    private static func fnv1a64(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
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
