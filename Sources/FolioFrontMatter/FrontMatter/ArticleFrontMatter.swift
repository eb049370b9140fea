import FolioModel

/// What an article's front matter says, in Folio's terms, from the keys of Folio, Jekyll, Hugo
/// and Zola alike: the one place that maps another tool's keys to Folio's, used by the Markdown
/// source and by `folio import`.
///
/// | Folio | read from |
/// | --- | --- |
/// | title | `title` |
/// | authors | `author` (text, a list, or a table with `name`), `authors` |
/// | date | `date` (YYYY-MM-DD, RFC 3339, Jekyll's `YYYY-MM-DD HH:MM:SS ±hhmm`, TOML's date-time) |
/// | summary | `summary`, else `description` |
/// | image (the lead photo) | `cover` (a path, or a table with `image`), `image`, `featured_image`, `[extra] image` |
/// | tags | `tags`, `categories`, Zola's `[taxonomies]` `tags` and `categories` |
/// | draft | `draft: true`, Jekyll's `published: false` |
/// | slug (the id) | `slug` |
/// | order | `order`, `weight` |
/// | language | `lang` |
/// | aliases | `aliases` |
/// | opener | `opener` (`over`, `under`, `plain`) |
/// | focus (the lead photo's) | `focus` (`30% 60%`, `top`, ...) |
public struct ArticleFrontMatter: Equatable, Sendable {
    /// A path as written in front matter, with where it is written.
    public struct Reference: Equatable, Sendable {
        /// The path as written.
        public var path: String
        /// Where it is written.
        public var location: SourceLocation
        /// The key it is written under (`cover`, `image`, `extra.image`): Folio's own `cover`
        /// must name a photo; another tool's key that names none is only a warning.
        public var key: String
    }

    /// The title (`title`).
    public var title: String?
    /// The authors by name, in the order written (`author`, `authors`).
    public var authors: [String] = []
    /// The calendar date the front matter gives (`YYYY-MM-DD`), whatever the form it is in.
    public var date: String?
    /// One or two sentences on the article (`summary`, else `description`).
    public var summary: String?
    /// The lead photo as written, still to be resolved against the content folder.
    public var image: Reference?
    /// Tags and categories, in the order written, each once.
    public var tags: [String] = []
    /// Left out of the issue unless drafts are included.
    public var draft = false
    /// The id the front matter asks for, as written (the source makes it a slug).
    public var slug: String?
    /// Where the article stands in the strip, before those without one (`order`,
    /// `weight`).
    public var order: Int?
    /// `lang:`, a BCP 47 tag in its conventional case.
    public var language: String?
    /// Other addresses of the article (Hugo's `aliases`).
    public var aliases: [String] = []
    /// How the article opens on its lead photo (`opener:`); nil when not written (the issue's
    /// `opener:` then decides).
    public var opener: OpenerDesign?
    /// Where `opener:` is written, when it is.
    public var openerLocation: SourceLocation?
    /// The point of the lead photo an opener's crop keeps in view (`focus:`).
    public var focus: PhotoFocus?
    /// The keys the front matter holds that Folio does not read (`layout`, `extra.toc`), in
    /// the order written: counted for the whole issue, not warned about per file.
    public var unreadKeys: [String] = []

    /// The top-level keys Folio reads.
    package static let readKeys: Set<String> = [
        "title", "author", "authors", "date", "summary", "description", "cover", "image", "featured_image", "extra",
        "tags", "categories", "taxonomies", "draft", "published", "slug", "order", "weight", "lang", "aliases",
        "opener", "focus",
    ]

    /// The author's byline: the authors joined with commas.
    public var author: String? { authors.isEmpty ? nil : authors.joined(separator: ", ") }

    /// Creates empty front matter.
    public init() {}

    /// Reads the front matter of `block` (from the file shown as `path`): nil when the file has
    /// none, else the table or the syntax error, located in the whole file.
    package static func table(of block: FrontMatterBlock, path: String) -> Result<FrontMatterTable, Diagnostic>? {
        guard let format = block.format, let text = block.text else { return nil }
        switch format {
        case .yaml: return YAMLMapping.parse(text, path: path, lineOffset: block.textLineOffset).map(\.table)
        case .toml: return TOMLReader.read(text, path: path, lineOffset: block.textLineOffset)
        case .json: return JSONFrontMatter.read(text, path: path, lineOffset: block.textLineOffset)
        }
    }

    /// Reads Folio's fields from `table`. Each wrong value is reported at its place and left
    /// unset; the others still count.
    package static func read(_ table: FrontMatterTable) -> (ArticleFrontMatter, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        func value<Value>(_ result: Result<Value?, Diagnostic>) -> Value? {
            switch result {
            case .success(let value): return value
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                return nil
            }
        }
        var matter = ArticleFrontMatter()
        matter.title = value(table.string("title"))
        matter.authors = authors(table, value)
        matter.summary = value(table.string("summary")) ?? value(table.string("description"))
        matter.order = value(table.int("order")) ?? value(table.int("weight"))
        matter.draft = value(table.bool("draft")) ?? (value(table.bool("published")).map { !$0 } ?? false)
        matter.language = value(table.languageTag("lang"))
        matter.slug = value(table.string("slug"))
        matter.aliases = value(table.strings("aliases")) ?? []
        matter.opener = value(table.choice("opener", OpenerDesign.self))
        if matter.opener != nil { matter.openerLocation = table.location(ofValue: "opener") }
        matter.focus = value(
            table.string("focus").flatMap { ChoiceValue.focus($0, as: "focus", at: table.location(ofValue: "focus")) })
        if let date = value(table.string("date")) {
            if let day = ISODate.calendarDate(of: date) {
                matter.date = day
            } else {
                diagnostics.append(
                    .error(
                        "date: '\(ControlCharacters.escaped(date))' is not a calendar date; write it as \(ISODate.forms)",
                        at: table.location(ofValue: "date")))
            }
        }
        let extra = value(table.table("extra"))
        let taxonomies = value(table.table("taxonomies"))
        matter.image = image(table, extra: extra, value)
        var tags: [String] = []
        for (source, key) in [(table, "tags"), (table, "categories"), (taxonomies, "tags"), (taxonomies, "categories")]
        {
            guard let source else { continue }
            for tag in value(source.strings(key, splittingSpaces: true)) ?? [] where !tags.contains(tag) {
                tags.append(tag)
            }
        }
        matter.tags = tags
        matter.unreadKeys = table.keys.filter { !readKeys.contains($0) }
        matter.unreadKeys += (extra?.keys ?? []).filter { $0 != "image" }.map { "extra.\($0)" }
        matter.unreadKeys += (taxonomies?.keys ?? []).filter { $0 != "tags" && $0 != "categories" }.map {
            "taxonomies.\($0)"
        }
        return (matter, diagnostics)
    }

    private static func authors(
        _ table: FrontMatterTable, _ value: (Result<[String]?, Diagnostic>) -> [String]?
    ) -> [String] {
        var authors: [String] = []
        for key in ["author", "authors"] {
            // Jekyll themes write `author: {name: …, url: …}`.
            if case .table(let person)? = table.node(key)?.value {
                if case .success(let name?) = person.string("name") { authors.append(name) }
                continue
            }
            for name in value(table.strings(key)) ?? [] where !authors.contains(name) { authors.append(name) }
        }
        return authors
    }

    private static func image(
        _ table: FrontMatterTable, extra: FrontMatterTable?, _ value: (Result<String?, Diagnostic>) -> String?
    ) -> Reference? {
        // Hugo themes write `cover: {image: …, alt: …}`.
        if case .table(let cover)? = table.node("cover")?.value, let path = value(cover.string("image")) {
            return Reference(path: path, location: cover.location(ofValue: "image"), key: "cover.image")
        }
        for (source, key) in [(table, "cover"), (table, "image"), (table, "featured_image"), (extra, "image")] {
            guard let source, let path = value(source.string(key)) else { continue }
            return Reference(
                path: path, location: source.location(ofValue: key), key: source == extra ? "extra.\(key)" : key)
        }
        return nil
    }
}
