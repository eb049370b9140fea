import FolioPluginAPI

// The carousel's data as `JSONWriter` writes it in script-safe mode: compact, keys sorted, with
// `<`, `>`, `&`, U+2028 and U+2029 escaped, so no content can close the `<script>` element the
// index sits in or end the call in an article's script.

extension HTMLIssueIndex: JSONWritable {
    /// Writes the index: each article as a row `[id, title, file]`, `file` being the hash that
    /// `articleFiles` (`articles/*.html`) completes, so the index grows by one short row per article;
    /// `justify: true` when the text is justified and `cover: true` when its first article
    /// is its cover (each left out otherwise).
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("articleFiles"); writer.string(articleFiles)
        let pattern = ArticleRow.Pattern(articleFiles)
        writer.key("articles"); writer.array(parallel: articles.map { ArticleRow($0, pattern: pattern) })
        if articles.first?.kind == .cover { writer.key("cover"); writer.bool(true) }
        writer.key("geometries"); writer.array(geometries)
        if justify { writer.key("justify"); writer.bool(true) }
        writer.field("subtitle", ifPresent: subtitle)
        writer.key("title"); writer.string(title)
        writer.endObject()
    }
}

/// One article of the index as a row: `[id, title, file]`.
struct ArticleRow: JSONWritable, Sendable {
    var summary: HTMLArticleSummary
    var file: String

    /// An article-file pattern split at its `*`.
    struct Pattern {
        var prefix: String
        var suffix: String

        /// `pattern` split at its one `*` (all prefix when it has none).
        init(_ pattern: String) {
            let parts = pattern.split(separator: "*", maxSplits: 1, omittingEmptySubsequences: false)
            prefix = String(parts[0])
            suffix = parts.count > 1 ? String(parts[1]) : ""
        }
    }

    /// The row of `summary`, its file named by what stands for `*` in `pattern`.
    init(_ summary: HTMLArticleSummary, pattern: Pattern) {
        self.summary = summary
        let file = summary.file
        if file.hasPrefix(pattern.prefix), file.hasSuffix(pattern.suffix),
            file.utf8.count >= pattern.prefix.utf8.count + pattern.suffix.utf8.count
        {
            self.file = String(file.dropFirst(pattern.prefix.count).dropLast(pattern.suffix.count))
        } else {
            self.file = file
        }
    }

    func write(to writer: inout JSONWriter) {
        writer.array([summary.id, summary.title, file])
    }
}

extension HTMLIssueIndex.Geometry: JSONWritable {
    /// Writes one geometry: its name, sizes, columns and navigation map.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("columnGap"); writer.double(geometry.columnGap)
        writer.key("columns"); writer.int(geometry.columns)
        writer.key("fontSize"); writer.double(geometry.fontSize)
        writer.key("height"); writer.double(geometry.height)
        writer.key("lineHeight"); writer.double(geometry.lineHeight)
        writer.key("margin"); writer.double(geometry.margin)
        writer.key("name"); writer.string(name)
        writer.key("navigation"); writer.value(navigationJSON)
        writer.key("width"); writer.double(geometry.width)
        writer.endObject()
    }
}

extension HTMLArticlePage.Payload: JSONWritable {
    /// Writes the carousel's data in an article's page: its id and a page map per geometry.
    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("id"); writer.string(id)
        writer.key("maps"); writer.array(maps)
        writer.endObject()
    }
}
