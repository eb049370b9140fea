import FolioCore

// The carousel's data as `JSONWriter` writes it in script-safe mode: compact, keys sorted, with
// `<`, `>`, `&`, U+2028 and U+2029 escaped, so no content can close the `<script>` element the
// index sits in or end the call in an article's script.

extension HTMLIssueIndex: JSONWritable {
    /// Writes the index.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("articles"); writer.array(parallel: articles)
        writer.key("geometry"); writer.value(geometry)
        writer.key("navigation"); writer.value(navigationJSON)
        writer.field("subtitle", ifPresent: subtitle)
        writer.key("title"); writer.string(title)
        writer.endObject()
    }
}

extension HTMLIssueIndex.Geometry: JSONWritable {
    /// Writes the page size and margin.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("height"); writer.double(height)
        writer.key("margin"); writer.double(margin)
        writer.key("width"); writer.double(width)
        writer.endObject()
    }
}

extension HTMLArticleSummary: JSONWritable {
    /// Writes one article's summary, leaving out a missing thumbnail. The author and summary are not
    /// written: `index.html` has them once, in its plain-HTML contents, where the overlay reads them.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("file"); writer.string(file)
        writer.key("id"); writer.string(id)
        writer.key("pageCount"); writer.int(pageCount)
        writer.key("source"); writer.string(source)
        writer.field("thumb", ifPresent: thumb)
        writer.key("title"); writer.string(title)
        writer.endObject()
    }
}

extension HTMLArticlePage.Payload: JSONWritable {
    /// Writes the carousel's data in an article's page.
    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("id"); writer.string(id)
        writer.key("pages"); writer.array(pages)
        writer.endObject()
    }
}

extension HTMLArticlePage.PageData: JSONWritable {
    /// Writes one page: its fragment, photo heights (`null` where unknown) and continued items.
    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("continuedItems"); writer.int(continuedItems)
        writer.key("html"); writer.string(html)
        writer.key("images")
        writer.beginArray()
        for height in images {
            if let height { writer.double(height) } else { writer.null() }
        }
        writer.endArray()
        writer.endObject()
    }
}
