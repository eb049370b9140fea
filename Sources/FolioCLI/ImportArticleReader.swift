import FolioFormats
import FolioModel
import Foundation

/// Reads one of a site's Markdown files as `folio import` takes it: front matter through the
/// same reader and key mapping the Markdown source uses (`FrontMatterBlock`,
/// `ArticleFrontMatter`: YAML, TOML or JSON, with Jekyll's, Hugo's and Zola's keys), so that
/// what a key means is decided in one place, then written back in Folio's own keys.
struct ImportArticleReader {
    let site: SiteConfig
    let layout: ImportLayout
    /// The site's root as the user named it, for the paths the report shows.
    let siteName: String

    /// The path the report shows for the site's file at `sitePath`.
    func displayPath(_ sitePath: String) -> String {
        siteName == "." ? sitePath : (siteName as NSString).appendingPathComponent(sitePath)
    }

    /// The article at `sitePath`; nil, with the reason in `report`, when it cannot be read.
    func read(_ sitePath: String, report: inout ImportReport) -> ImportArticle? {
        let path = displayPath(sitePath)
        guard let data = FileManager.default.contents(atPath: site.root.appendingPathComponent(sitePath).path) else {
            report.add(.error("cannot read the file; not imported", at: SourceLocation(path: path)))
            return nil
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            report.add(.error("the file is not UTF-8 text; not imported", at: SourceLocation(path: path)))
            return nil
        }
        let block: FrontMatterBlock
        switch FrontMatterBlock.split(text) {
        case .success(let split): block = split
        case .failure(let unclosed):
            report.add(
                .error(
                    "the front matter is never closed (a line '\(unclosed.format.closingLine)' ends it); not imported",
                    at: SourceLocation(path: path, line: 1, column: 1)))
            return nil
        }
        var table = FrontMatterTable(path: path)
        switch ArticleFrontMatter.table(of: block, path: path) {
        case .success(let read)?: table = read
        case .failure(let diagnostic)?:
            report.add(diagnostic.with(message: diagnostic.message + "; not imported"))
            return nil
        case nil: break
        }
        let (matter, problems) = ArticleFrontMatter.read(table)
        // A value Folio cannot read is left out and the article still imported: a warning.
        for problem in problems {
            var warning = problem.with(message: problem.message + "; left out of the front matter")
            warning.severity = .warning
            report.add(warning)
        }
        for key in matter.unreadKeys {
            report.add(
                Diagnostic(
                    .note, "front matter key '\(key)' kept as written; Folio does not read it",
                    at: Self.location(ofKey: key, in: table)))
        }

        let base = layout.base(of: sitePath)
        let name = ((sitePath as NSString).lastPathComponent as NSString).deletingPathExtension
        let fileDate = site.kind == .jekyll ? ImportLayout.postDate(inName: name) : nil
        let language = matter.language ?? ImportSelection.language(ofPath: sitePath, base: base, site: site)
        var fields = ImportFields()
        fields.title = matter.title
        fields.author = matter.author
        fields.date = matter.date ?? fileDate
        fields.summary = matter.summary
        fields.cover = matter.image?.path
        fields.order = matter.order
        fields.lang = matter.language ?? (language != site.language ? language : nil)
        fields.tags = matter.tags
        fields.draft = matter.draft
        fields.slug = matter.slug
        fields.aliases = matter.aliases
        fields.kept = Self.kept(matter.unreadKeys, in: table)
        let written = (try? table.string("date").get()).flatMap { $0 }
        return ImportArticle(
            sitePath: sitePath, base: base,
            issuePath: layout.articlePath(of: sitePath, base: base) ?? sitePath,
            fields: fields, published: fields.date.map { day in written.map { day + "|" + $0 } ?? day },
            language: language, body: String(decoding: block.body, as: UTF8.self),
            bodyLineOffset: block.bodyLineOffset, coverLocation: matter.image?.location)
    }

    /// The values of `keys` (`layout`, or a nested `extra.toc`) in `table`, a nested key
    /// grouped under its table with the table's other unread keys (`extra: {toc: true}`).
    static func kept(_ keys: [String], in table: FrontMatterTable) -> [(key: String, value: FrontMatterValue)] {
        var kept: [(key: String, value: FrontMatterValue)] = []
        for key in keys {
            let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                if let node = table.node(key) { kept.append((key, node.value)) }
                continue
            }
            guard case .table(let nested)? = table.node(parts[0])?.value, let entry = nested.entry(parts[1]) else {
                continue
            }
            if let index = kept.firstIndex(where: { $0.key == parts[0] }), case .table(var group) = kept[index].value {
                group.entries.append(entry)
                kept[index].value = .table(group)
            } else {
                kept.append((parts[0], .table(FrontMatterTable(path: nested.path, entries: [entry]))))
            }
        }
        return kept
    }

    /// Where `key` (`layout`, or a nested `extra.toc`) is written in `table`.
    static func location(ofKey key: String, in table: FrontMatterTable) -> SourceLocation {
        let parts = key.split(separator: ".").map(String.init)
        guard parts.count > 1, case .table(let nested)? = table.node(parts[0])?.value else {
            return table.location(ofKey: key)
        }
        return location(ofKey: parts.dropFirst().joined(separator: "."), in: nested)
    }
}

extension Diagnostic {
    /// The same diagnostic with another message.
    func with(message: String) -> Diagnostic {
        var copy = self
        copy.message = message
        return copy
    }
}
