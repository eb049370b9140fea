import FolioCore

// The carousel's data as `JSONWriter` writes it in script-safe mode: compact, keys sorted, with
// `<`, `>`, `&`, U+2028 and U+2029 escaped, so no content can close the `<script>` element the
// index sits in or end the call in an article's script.

extension HTMLIssueIndex: JSONWritable {
    /// Writes the index.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("articles"); writer.array(parallel: articles)
        writer.key("geometries"); writer.array(geometries)
        writer.field("subtitle", ifPresent: subtitle)
        writer.key("title"); writer.string(title)
        writer.endObject()
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

extension HTMLArticleSummary: JSONWritable {
    /// Writes one article's summary, leaving out a missing thumbnail (its page counts are in each
    /// geometry's navigation map). The author and summary are not
    /// written: `index.html` has them once, in its plain-HTML contents, where the overlay reads them.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("file"); writer.string(file)
        writer.key("id"); writer.string(id)
        writer.key("source"); writer.string(source)
        writer.field("thumb", ifPresent: thumb)
        writer.key("title"); writer.string(title)
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
