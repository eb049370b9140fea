import FolioCore
import Foundation

/// The issue data the carousel's script reads: geometry, the rules engine's navigation map,
/// and every article's pages as sanitized fragments from `HTMLFragmentRenderer`.
struct IssuePayload: Encodable {
    /// The page geometry in CSS pixels.
    struct Geometry: Encodable {
        var width: Double
        var height: Double
        var margin: Double
    }

    /// One page: its fragment, the drawn height of each top-level photo in order, and how
    /// many list levels of its first block continue an item from the previous page (those
    /// items are drawn without a marker).
    struct PageData: Encodable {
        var html: String
        var images: [Double?]
        var continuedItems: Int
    }

    /// One article: its id (for deep links), title, overlay thumbnail and pages.
    struct ArticleData: Encodable {
        var id: String
        var title: String
        var thumb: String?
        var pages: [PageData]
    }

    var title: String
    var geometry: Geometry
    var navigation: NavigationMap
    var articles: [ArticleData]

    /// The payload of a publication whose photos are in `catalog`.
    init(_ publication: Publication, catalog: AssetCatalog) throws {
        let renderer = HTMLFragmentRenderer(assets: catalog)
        let geometry = publication.layout.geometry
        title = publication.issue.title
        self.geometry = Geometry(width: geometry.width, height: geometry.height, margin: geometry.margin)
        navigation = try publication.navigationMap()
        articles = zip(publication.issue.articles, publication.layout.columns).map { article, column in
            ArticleData(
                id: article.id,
                title: article.title,
                thumb: article.allPhotos.first.flatMap { catalog.asset(for: $0)?.thumbnail.path },
                pages: column.enumerated().map { index, page in
                    PageData(
                        html: renderer.page(page, index: index, of: article), images: Self.imageHeights(page),
                        continuedItems: Self.continuedListItems(page))
                })
        }
    }

    /// The paginator's picture height for each top-level photo of `page`.
    private static func imageHeights(_ page: Page) -> [Double?] {
        page.blocks.enumerated().compactMap { index, block -> Double?? in
            guard case .photo = block else { return nil }
            return .some(page.placements.indices.contains(index) ? page.placements[index].imageHeight : nil)
        }
    }

    /// The list levels of the page's first block that continue an item from the page before.
    private static func continuedListItems(_ page: Page) -> Int {
        guard case .list = page.blocks.first, let placement = page.placements.first else { return 0 }
        return placement.continuedListItems
    }

    /// Compact JSON with sorted keys, with `<`, `>`, `&` and the line separators escaped so
    /// that no content can close the `<script type="application/json">` element it sits in.
    func scriptSafeJSON() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(self), as: UTF8.self)
        var safe = ""
        safe.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": safe += "\\u003c"
            case ">": safe += "\\u003e"
            case "&": safe += "\\u0026"
            case "\u{2028}": safe += "\\u2028"
            case "\u{2029}": safe += "\\u2029"
            default: safe.unicodeScalars.append(scalar)
            }
        }
        return safe
    }
}
