import FolioCore

// The carousel's data as `JSONWriter` writes it in script-safe mode: compact, keys sorted, with
// `<`, `>`, `&`, U+2028 and U+2029 escaped, so no content can close the `<script>` element the
// index sits in or end the call in an article's script.

extension HTMLIssueIndex: JSONWritable {
    /// Writes the index: each article as a row `[id, title, file]`, `file` being the hash that
    /// `articleFiles` (`articles/*.html`) completes, so the index grows by one short row per article.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("articleFiles"); writer.string(articleFiles)
        writer.key("articles"); writer.array(parallel: articles.map { ArticleRow($0, pattern: articleFiles) })
        writer.key("geometries"); writer.array(geometries)
        writer.field("subtitle", ifPresent: subtitle)
        writer.key("title"); writer.string(title)
        writer.endObject()
    }
}

/// One article of the index as a row: `[id, title, file]`.
struct ArticleRow: JSONWritable, Sendable {
    var summary: HTMLArticleSummary
    var file: String

    /// The row of `summary`, its file named by what stands for `*` in `pattern`.
    init(_ summary: HTMLArticleSummary, pattern: String) {
        self.summary = summary
        let parts = pattern.components(separatedBy: "*")
        var file = Substring(summary.file)
        if parts.count == 2, file.hasPrefix(parts[0]), file.hasSuffix(parts[1]),
            file.count >= parts[0].count + parts[1].count
        {
            file = file.dropFirst(parts[0].count).dropLast(parts[1].count)
        }
        self.file = String(file)
    }

    func write(to writer: inout JSONWriter) {
        writer.array([summary.id, summary.title, file])
    }
}

extension HTMLIssueIndex.Geometry: JSONWritable {
    /// Writes one geometry: its name, sizes, columns and navigation map.
    public func write(to writer: inout JSONWriter) {
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
