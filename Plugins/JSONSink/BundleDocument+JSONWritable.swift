import FolioCore

extension BundleDocument: JSONWritable {
    /// Writes `issue.json`, keys sorted.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("articles"); writer.array(parallel: articles)
        writer.key("format"); writer.string(format)
        writer.key("geometry"); writer.value(geometry)
        writer.key("issue"); writer.value(issue)
        writer.key("navigation"); writer.value(navigationJSON)
        writer.key("photos"); AssetCatalog(photos: photos).writePhotos(to: &writer)
        writer.key("schema"); writer.string(schema)
        writer.key("version"); writer.int(version)
        writer.endObject()
    }
}

extension IssueMetadata: JSONWritable {
    /// Writes the issue's words, leaving out what is missing.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("date", ifPresent: date)
        writer.field("subtitle", ifPresent: subtitle)
        writer.key("title"); writer.string(title)
        writer.endObject()
    }
}

extension GeometryDocument: JSONWritable {
    /// Writes the geometry.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("fontSize"); writer.double(fontSize)
        writer.key("height"); writer.double(height)
        writer.key("lineHeight"); writer.double(lineHeight)
        writer.key("margin"); writer.double(margin)
        writer.key("unit"); writer.string(unit)
        writer.key("width"); writer.double(width)
        writer.endObject()
    }
}

extension ArticleDocument: JSONWritable {
    /// Writes the article's entry, leaving out what is missing.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("author", ifPresent: author)
        writer.field("cover", ifPresent: cover)
        writer.field("date", ifPresent: date)
        writer.key("file"); writer.string(file)
        writer.key("id"); writer.string(id)
        writer.key("index"); writer.int(index)
        writer.key("kind"); writer.string(kind)
        writer.key("pageCount"); writer.int(pageCount)
        writer.key("source"); writer.string(source)
        writer.field("summary", ifPresent: summary)
        writer.field("thumbnail", ifPresent: thumbnail)
        writer.key("title"); writer.string(title)
        writer.endObject()
    }
}

extension ArticleFileDocument: JSONWritable {
    /// Writes the article's own file.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("blocks"); writer.array(blocks)
        writer.key("format"); writer.string(format)
        writer.key("id"); writer.string(id)
        writer.key("pages"); writer.array(pages)
        writer.key("version"); writer.int(version)
        writer.endObject()
    }
}

extension PageDocument: JSONWritable {
    /// Writes one page.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("blocks"); writer.array(blocks)
        writer.key("fill"); writer.double(fill)
        writer.key("html"); writer.string(html)
        writer.key("index"); writer.int(index)
        writer.key("placements"); writer.array(placements)
        writer.key("showsTitle"); writer.bool(showsTitle)
        writer.key("start"); writer.value(start)
        writer.key("titleHeight"); writer.double(titleHeight)
        writer.key("zoomable"); writer.bool(zoomable)
        writer.endObject()
    }
}

extension PlacementDocument: JSONWritable {
    /// Writes one placement, leaving out a missing image height.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("continuedListItems"); writer.int(continuedListItems)
        writer.key("continues"); writer.bool(continues)
        writer.key("continuesText"); writer.bool(continuesText)
        writer.key("height"); writer.double(height)
        if let imageHeight {
            writer.key("imageHeight"); writer.double(imageHeight)
        }
        writer.key("isContinued"); writer.bool(isContinued)
        writer.key("offset"); writer.int(offset)
        writer.key("source"); writer.int(source)
        writer.key("top"); writer.double(top)
        writer.endObject()
    }
}
