import FolioFormats
import FolioModel

/// One article as `folio import` takes it from the site: where it comes from and goes, its
/// front matter in Folio's keys and its body as written.
struct ImportArticle {
    /// The source file, site-relative.
    var sitePath: String
    /// The folder whose structure the issue mirrors for it (`ImportLayout.base`).
    var base: String
    /// Where it is written, issue-relative.
    var issuePath: String
    /// Its front matter in Folio's keys.
    var fields: ImportFields
    /// When it was published, as a sortable text (`2024-05-01T09:30:00+01:00` or a date);
    /// nil when undated.
    var published: String?
    /// Its language: front matter, else a Hugo file name's (`x.fr.md`), else a language folder.
    var language: String?
    /// The Markdown after its front matter, exactly as written.
    var body: String
    /// How many lines of the source file come before the body.
    var bodyLineOffset: Int
    /// Where its front matter names its cover image, if it does.
    var coverLocation: SourceLocation?

    /// `published`'s calendar date (`YYYY-MM-DD`), if any.
    var day: String? { published.map { String($0.prefix(10)) }.flatMap { ISODate.isValid($0) ? $0 : nil } }
}

/// An article's front matter in Folio's keys, as `folio import` writes it.
struct ImportFields {
    var title: String?
    var author: String?
    var date: String?
    var summary: String?
    var cover: String?
    var order: Int?
    var lang: String?
    var tags: [String] = []
    var draft = false
    var slug: String?
    var aliases: [String] = []
    /// The site's keys Folio does not read, kept as written below Folio's, so that nothing is
    /// lost and a template's `{{ page.x }}` still finds them.
    var kept: [(key: String, value: FrontMatterValue)] = []

    /// The front matter block, `---` lines included, keys in Folio's order.
    var yaml: String {
        var lines = ["---"]
        if let title { lines.append(ImportYAMLText.line("title", title)) }
        if let author { lines.append(ImportYAMLText.line("author", author)) }
        if let date { lines.append("date: " + (ISODate.isValid(date) ? date : ImportYAMLText.scalar(date))) }
        if let summary { lines.append(ImportYAMLText.line("summary", summary)) }
        if let cover { lines.append(ImportYAMLText.line("cover", cover)) }
        if let order { lines.append("order: \(order)") }
        if let lang { lines.append(ImportYAMLText.line("lang", lang)) }
        if !tags.isEmpty { lines.append(ImportYAMLText.line("tags", list: tags)) }
        if let slug { lines.append(ImportYAMLText.line("slug", slug)) }
        if !aliases.isEmpty { lines.append(ImportYAMLText.line("aliases", list: aliases)) }
        if draft { lines.append("draft: true") }
        if !kept.isEmpty {
            lines.append("# Kept from the site; Folio does not read these:")
            lines += kept.map { ImportYAMLText.line($0.key, value: $0.value) }
        }
        lines.append("---")
        return lines.joined(separator: "\n") + "\n"
    }
}
