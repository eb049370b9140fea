import FolioFormats
import FolioModel
import Foundation

/// Chooses the articles `folio import` takes, as `ImportOptions` ask, and orders them newest
/// first (undated ones after, by their order or weight, then by path), counting what each
/// option left out so the summary can say it.
struct ImportSelection {
    /// The articles taken, in the order.
    var articles: [ImportArticle]
    /// The language articles were chosen in, if any.
    var language: String?
    /// What was left out, in words (`12 in other languages`), in the order the options apply.
    var leftOut: [String]

    /// Chooses among `candidates`.
    init(_ candidates: [ImportArticle], options: ImportOptions, site: SiteConfig) {
        var pool = candidates
        var leftOut: [String] = []
        func keep(_ reason: String, where predicate: (ImportArticle) -> Bool) {
            let before = pool.count
            pool = pool.filter(predicate)
            if pool.count < before { leftOut.append("\(before - pool.count) \(reason)") }
        }
        let language =
            options.lang.flatMap { LanguageTag($0)?.text } ?? site.language ?? Self.mostCommonLanguage(in: pool)
        if let language {
            keep("in other languages") { article in
                article.language.map { Self.sameLanguage($0, language) } ?? true
            }
        }
        if !options.drafts { keep("drafts (--drafts takes them)") { !$0.fields.draft } }
        if let since = options.since {
            keep("dated before \(since) or undated") { article in article.day.map { $0 >= since } ?? false }
        }
        if let tag = options.tag?.lowercased() {
            keep("without the tag '\(options.tag!)'") { $0.fields.tags.contains { $0.lowercased() == tag } }
        }
        pool.sort(by: Self.newestFirst)
        if let limit = options.limit, pool.count > limit {
            leftOut.append("\(pool.count - limit) older (--limit \(limit))")
            pool = Array(pool.prefix(limit))
        }
        articles = pool
        self.language = language
        self.leftOut = leftOut
    }

    /// Newest first; undated after dated, by their order (or weight), then by path.
    static func newestFirst(_ a: ImportArticle, _ b: ImportArticle) -> Bool {
        switch (a.published, b.published) {
        case (let x?, let y?) where x != y: return x > y
        case (.some, nil): return true
        case (nil, .some): return false
        default:
            let (x, y) = (a.fields.order ?? Int.max, b.fields.order ?? Int.max)
            return x != y ? x < y : a.sitePath < b.sitePath
        }
    }

    /// Whether two language tags name the same language: equal, or one a region or script of
    /// the other (`en` and `en-US`).
    static func sameLanguage(_ a: String, _ b: String) -> Bool {
        let (x, y) = (a.lowercased(), b.lowercased())
        return x == y || x.hasPrefix(y + "-") || y.hasPrefix(x + "-")
    }

    /// The language most articles are in; on a tie, the one whose articles sit least deep
    /// (a site's main language at the top, translations in folders below), then by name.
    static func mostCommonLanguage(in articles: [ImportArticle]) -> String? {
        var counts: [String: (count: Int, depth: Int)] = [:]
        for article in articles {
            guard let language = article.language else { continue }
            let depth = article.sitePath.split(separator: "/").count
            let old = counts[language] ?? (0, Int.max)
            counts[language] = (old.count + 1, min(old.depth, depth))
        }
        return counts.min { x, y in
            (-x.value.count, x.value.depth, x.key) < (-y.value.count, y.value.depth, y.key)
        }?.key
    }

    /// The language an article is in when its front matter names none: a Hugo or Zola file
    /// name's (`about.fr.md`), else a folder named for one of the site's languages, or (for
    /// Jekyll collections, translated in folders like `_articles/de/`) a folder directly in
    /// the collection named by a language tag; else the site's.
    static func language(ofPath sitePath: String, base: String, site: SiteConfig) -> String? {
        let name = ((sitePath as NSString).lastPathComponent as NSString).deletingPathExtension
        let parts = name.split(separator: ".")
        if site.kind != .jekyll, parts.count > 1, let tag = LanguageTag(String(parts.last!)) {
            return tag.text
        }
        let folders = sitePath.split(separator: "/").dropLast().map(String.init)
        for folder in folders {
            if let known = site.languages.first(where: { sameLanguage($0, folder) && folder.count <= $0.count }) {
                return known
            }
        }
        if site.kind == .jekyll, folders.count >= 2, folders[folders.count - 2].hasPrefix("_"),
            let last = folders.last, (2...3).contains(last.count) || last.contains("-"), let tag = LanguageTag(last)
        {
            return tag.text
        }
        return site.language
    }
}
