import FolioFormats
import FolioModel
import FolioPluginAPI

/// What ordering needs of an article: a build's entry for one, or `Article` itself.
protocol StripOrderable {
    /// The id, made unique by `ArticleOrdering.uniqueIDs`.
    var id: String { get set }
    /// An explicit strip position, if any.
    var order: Int? { get }
    /// The content path of the file the article came from.
    var sourcePath: String { get }
}

extension Article: StripOrderable {}

/// Puts articles in strip order and makes their ids unique.
enum ArticleOrdering {
    /// Gives a later article whose id is taken the id with `-2`, `-3`, ... appended, with a
    /// warning, so that deep links stay unambiguous. Articles are taken in source-path order;
    /// the ids in `reserved` (the cover's) are taken before the first.
    static func uniqueIDs<Item: StripOrderable>(
        _ articles: [Item], reserving reserved: Set<String> = [], diagnostics: inout [Diagnostic]
    ) -> [Item] {
        var taken = reserved
        var result: [Item] = []
        for var article in articles {
            if taken.contains(article.id) {
                var suffix = 2
                while taken.contains("\(article.id)-\(suffix)") { suffix += 1 }
                let unique = "\(article.id)-\(suffix)"
                let user = reserved.contains(article.id) ? "the issue's cover" : "an earlier article"
                diagnostics.append(
                    .warning(
                        "article id '\(article.id)' is used by \(user); this one is '\(unique)'",
                        at: SourceLocation(path: article.sourcePath)))
                article.id = unique
            }
            taken.insert(article.id)
            result.append(article)
        }
        return result
    }

    /// Articles named in `order` come first, in that order; the rest follow by their own
    /// `order` value, then in the order the sources produced them (source path order). A message
    /// about an id of `order` names where it is written (`locations`, one per id), else the file.
    static func order<Item: StripOrderable>(
        _ articles: [Item], by order: [String], locations: [SourceLocation] = [], settingsFile: ContentFile?,
        diagnostics: inout [Diagnostic]
    ) -> [Item] {
        var byID: [String: Item] = [:]
        for article in articles { byID[article.id] = article }
        var placed: [Item] = []
        var named: Set<String> = []
        for (index, id) in order.enumerated() {
            let location = locations.indices.contains(index) ? locations[index] : settingsFile?.location()
            guard let article = byID[id] else {
                let known = articles.map(\.id).joined(separator: ", ")
                diagnostics.append(.error("order: no article has the id '\(id)' (ids: \(known))", at: location))
                continue
            }
            guard named.insert(id).inserted else {
                diagnostics.append(.warning("order: '\(id)' is named twice", at: location))
                continue
            }
            placed.append(article)
        }
        let rest = articles.enumerated()
            .filter { !named.contains($0.element.id) }
            .sorted { ($0.element.order ?? Int.max, $0.offset) < ($1.element.order ?? Int.max, $1.offset) }
            .map(\.element)
        return placed + rest
    }
}
