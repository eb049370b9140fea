import FolioPluginAPI

extension BundleDocument: JSONWritable {
    /// Writes `issue.json`, keys sorted.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("articles"); writer.array(parallel: articles)
        if !fonts.isEmpty {
            writer.key("fonts")
            writer.beginObject()
            for (name, path) in fonts.sorted(by: { $0.key < $1.key }) {
                writer.key(name); writer.string(path)
            }
            writer.endObject()
        }
        writer.key("format"); writer.string(format)
        writer.key("geometries"); writer.array(geometries)
        writer.key("issue"); writer.value(issue)
        writer.key("photos"); AssetCatalog(photos: photos).writePhotos(to: &writer)
        writer.key("schema"); writer.string(schema)
        if let theme {
            writer.key("theme"); Self.write(theme, to: &writer)
        }
        writer.key("version"); writer.int(version)
        writer.endObject()
    }

    /// Writes the page theme: colours as `#rrggbb`, measures as numbers, keys sorted.
    private static func write(_ theme: PageTheme, to writer: inout JSONWriter) {
        let colours = theme.colours.map { (name: $0.name, colour: Optional($0.colour), value: 0.0) }
        let measures = theme.measures.map { (name: $0.name, colour: PageTheme.Colour?.none, value: $0.value) }
        writer.beginObject()
        for entry in (colours + measures).sorted(by: { $0.name < $1.name }) {
            writer.key(entry.name)
            if let colour = entry.colour { writer.string(colour.hex) } else { writer.double(entry.value) }
        }
        writer.endObject()
    }
}

extension IssueMetadata: JSONWritable {
    /// Writes the issue's words, leaving out what is missing.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        if !coverLines.isEmpty {
            writer.key("coverLines")
            writer.beginArray()
            for line in coverLines {
                writer.beginObject()
                writer.key("article"); writer.string(line.articleID)
                writer.key("title"); writer.string(line.title)
                writer.endObject()
            }
            writer.endArray()
        }
        writer.field("date", ifPresent: date)
        writer.key("dir"); writer.string(direction.rawValue)
        writer.key("lang"); writer.string(language)
        writer.field("number", ifPresent: number)
        writer.field("subtitle", ifPresent: subtitle)
        writer.key("title"); writer.string(title)
        writer.endObject()
    }
}

extension GeometryDocument: JSONWritable {
    /// Writes the geometry and its navigation map.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("columnGap"); writer.double(columnGap)
        writer.key("columns"); writer.int(columns)
        writer.key("fontSize"); writer.double(fontSize)
        writer.key("height"); writer.double(height)
        writer.key("lineHeight"); writer.double(lineHeight)
        writer.key("margin"); writer.double(margin)
        writer.key("name"); writer.string(name)
        writer.key("navigation"); writer.value(navigationJSON)
        writer.key("unit"); writer.string(unit)
        writer.key("width"); writer.double(width)
        writer.endObject()
    }
}

extension ArticleDocument: JSONWritable {
    /// Writes the article's entry, leaving out what is missing.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("author", ifPresent: author)
        writer.field("cover", ifPresent: cover)
        writer.field("date", ifPresent: date)
        writer.key("dir"); writer.string(direction.rawValue)
        writer.key("file"); writer.string(file)
        writer.key("id"); writer.string(id)
        writer.key("index"); writer.int(index)
        writer.key("kind"); writer.string(kind)
        writer.key("lang"); writer.string(language)
        writer.key("pageCounts")
        writer.beginObject()
        for entry in pageCounts.sorted(by: { $0.geometry < $1.geometry }) {
            writer.key(entry.geometry); writer.int(entry.count)
        }
        writer.endObject()
        writer.key("source"); writer.string(source)
        writer.field("summary", ifPresent: summary)
        writer.field("thumbnail", ifPresent: thumbnail)
        writer.key("title"); writer.string(title)
        writer.endObject()
    }
}

extension ArticleFileDocument: JSONWritable {
    /// Writes the article's own file.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("blocks"); writer.array(blocks)
        writer.key("format"); writer.string(format)
        writer.key("id"); writer.string(id)
        writer.key("pageMaps"); writer.array(pageMaps)
        writer.key("version"); writer.int(version)
        writer.endObject()
    }
}

extension PageMapDocument: JSONWritable {
    /// Writes one geometry's pages.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        if let frames {
            writer.key("frames"); writer.array(frames)
        }
        writer.key("geometry"); writer.string(geometry)
        writer.key("pages"); writer.array(pages)
        writer.endObject()
    }
}

extension PageDocument: JSONWritable {
    /// Writes one page.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        if !across.isEmpty {
            writer.key("across")
            writer.beginArray()
            for region in across {
                writer.beginObject()
                writer.key("end"); writer.value(region.end ?? region.start)
                writer.key("start"); writer.value(region.start)
                writer.endObject()
            }
            writer.endArray()
        }
        // Flat triples, [block, offset, hyphenated (0 or 1), ...]: a page has dozens.
        writer.key("breaks")
        writer.beginArray()
        for lineBreak in breaks {
            writer.int(lineBreak.source); writer.int(lineBreak.offset); writer.int(lineBreak.hyphenated ? 1 : 0)
        }
        writer.endArray()
        writer.key("fill"); writer.double(fill)
        writer.key("photos"); writer.array(photos)
        writer.key("regions"); writer.array(regions)
        writer.key("showsTitle"); writer.bool(showsTitle)
        if textTop > 0 { writer.key("textTop"); writer.double(textTop) }
        writer.key("titleHeight"); writer.double(titleHeight)
        writer.key("zoomable"); writer.bool(zoomable)
        writer.endObject()
    }
}

extension RegionDocument: JSONWritable {
    /// Writes one region.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("column"); writer.int(column)
        if let end { writer.key("end"); writer.value(end) }
        writer.key("start"); writer.value(start)
        writer.endObject()
    }
}

extension PhotoHeightDocument: JSONWritable {
    /// Writes one photo's drawn height.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("block"); writer.int(block)
        writer.key("column"); writer.int(column)
        writer.key("height"); writer.double(height)
        writer.endObject()
    }
}
