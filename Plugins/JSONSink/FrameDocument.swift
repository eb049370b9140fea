import FolioPluginAPI

/// One page's frame in the bundle: everything the paginator put on the page, placed in page
/// coordinates (CSS px from the page's top left, y down), so that a client draws Folio's
/// exact page with no text engine: each line's runs with the glyphs HarfBuzz shaped (glyph
/// ids of the face files in `issue.json`'s `fonts`, which keep the faces' glyph ids), photos
/// in their rectangles, rules. Blocks come in reading order, each with its structure role.
package struct FrameDocument: Sendable {
    /// The page as the frames walker made it.
    let page: TypesetPage

    init(_ page: TypesetPage) {
        self.page = page
    }
}

extension FrameDocument: JSONWritable {
    /// Writes the page's blocks.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        if let art = page.art { Self.write(art, to: &writer) }
        writer.key("blocks")
        writer.beginArray()
        for block in page.blocks { Self.write(block, to: &writer) }
        writer.endArray()
        writer.key("dir"); writer.string(page.direction.rawValue)
        writer.key("lang"); writer.string(page.language)
        writer.endObject()
    }

    /// A bleeding cover's or an opener's photo and scrims, drawn before the blocks (whose words
    /// are then white unless the design is `under`): `"art": {"area", "design", "photo": {"path",
    /// "rect"}, "scrims": [{"rect", "fadeAbove", "fadeBelow", "opacity"}]}`.
    private static func write(_ art: PageArt, to writer: inout JSONWriter) {
        writer.key("art")
        writer.beginObject()
        writer.key("area"); write(art.area, to: &writer)
        writer.key("design"); writer.string(art.design.rawValue)
        writer.key("photo")
        writer.beginObject()
        writer.key("path"); writer.string(art.photo.path)
        writer.key("rect"); write(art.frame, to: &writer)
        writer.endObject()
        writer.key("scrims")
        writer.beginArray()
        for scrim in art.scrims {
            writer.beginObject()
            writer.key("fadeAbove"); writer.double(scrim.fadeAbove.hundredths)
            writer.key("fadeBelow"); writer.double(scrim.fadeBelow.hundredths)
            writer.key("opacity"); writer.double(scrim.opacity.hundredths)
            writer.key("rect"); write(scrim.rect, to: &writer)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }

    private static func write(_ block: TypesetPage.Block, to writer: inout JSONWriter) {
        writer.beginObject()
        if let callout = block.callout { writer.key("callout"); writer.string(callout.rawValue) }
        if !block.containers.isEmpty {
            // Outermost first: [kind, id, ...] pairs, so blocks of one list, item or quote group.
            writer.key("in")
            writer.beginArray()
            for container in block.containers {
                writer.string(name(of: container.kind)); writer.int(container.id)
            }
            writer.endArray()
        }
        if case .heading(let level) = block.role {
            writer.key("level"); writer.int(level)
        }
        writer.key("lines")
        writer.beginArray()
        for line in block.lines { write(line, to: &writer) }
        writer.endArray()
        if let quote = block.quote, !quote.hasBar {
            // A pull quote's rules, or a sidebar's box, in `rules`; a quote's or callout's bar otherwise.
            writer.key("quote"); writer.string(quote.name)
        }
        if let (photo, frame) = block.photo {
            writer.key("photo")
            writer.beginObject()
            writer.key("path"); writer.string(photo.path)
            writer.key("rect"); write(frame, to: &writer)
            writer.endObject()
        }
        writer.key("role"); writer.string(role(of: block.role))
        if !block.rules.isEmpty {
            writer.key("rules")
            writer.beginArray()
            for rule in block.rules { write(rule, to: &writer) }
            writer.endArray()
        }
        writer.endObject()
    }

    private static func write(_ line: TypesetLine, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("baseline"); writer.double(line.baseline.hundredths)
        if line.isDropCap { writer.key("dropCap"); writer.bool(true) }
        writer.key("height"); writer.double(line.height.hundredths)
        writer.key("runs")
        writer.beginArray()
        for run in line.runs { write(run, to: &writer) }
        writer.endArray()
        if let source = line.source {
            // [block, start, end, ends hard (0 or 1), hyphenated (0 or 1)], as the breaks count.
            writer.key("source")
            writer.beginArray()
            writer.int(source.block); writer.int(source.range.lowerBound); writer.int(source.range.upperBound)
            writer.int(source.endsHard ? 1 : 0); writer.int(source.hyphenated ? 1 : 0)
            writer.endArray()
        }
        writer.key("text"); writer.string(line.text)
        writer.key("top"); writer.double(line.top.hundredths)
        writer.endObject()
    }

    private static func write(_ run: TypesetLine.Run, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("font"); writer.string(run.font.name)
        // Flat quadruples [glyph id, x, y, cluster, ...]: a line has dozens of glyphs.
        writer.key("glyphs")
        writer.beginArray()
        for glyph in run.glyphs {
            writer.int(Int(glyph.id)); writer.double(glyph.x.hundredths); writer.double(glyph.y.hundredths)
            writer.int(glyph.textOffset)
        }
        writer.endArray()
        writer.key("left"); writer.double(run.left.hundredths)
        writer.field("link", ifPresent: run.link)
        writer.key("right"); writer.double(run.right.hundredths)
        if run.isRightToLeft {
            writer.key("rtl"); writer.bool(true)
        }
        writer.key("size"); writer.double(run.size.hundredths)
        if run.smallCaps { writer.key("smallCaps"); writer.bool(true) }
        if let strikeout = run.strikeout {
            writer.key("strikeout")
            writer.beginArray()
            writer.double(strikeout.y.hundredths); writer.double(strikeout.thickness.hundredths)
            writer.endArray()
        }
        if !run.styles.isEmpty {
            writer.key("styles")
            writer.beginArray()
            for style in run.styles { writer.string(style.name) }
            writer.endArray()
        }
        writer.key("text"); writer.string(run.text)
        writer.endObject()
    }

    /// A rectangle as `[x, y, width, height]`.
    private static func write(_ rect: TypesetPage.Rect, to writer: inout JSONWriter) {
        writer.beginArray()
        writer.double(rect.x.hundredths); writer.double(rect.y.hundredths)
        writer.double(rect.width.hundredths); writer.double(rect.height.hundredths)
        writer.endArray()
    }

    /// The container's name in the bundle.
    private static func name(of kind: TypesetPage.Container.Kind) -> String {
        switch kind {
        case .list(let ordered): ordered ? "orderedList" : "list"
        case .listItem: "listItem"
        case .quote: "quote"
        case .table: "table"
        case .tableRow: "tableRow"
        }
    }

    /// The role's name in the bundle.
    private static func role(of role: TypesetPage.Role) -> String {
        switch role {
        case .title: "title"
        case .byline: "byline"
        case .dek: "dek"
        case .heading: "heading"
        case .paragraph: "paragraph"
        case .listItem: "listItem"
        case .marker: "marker"
        case .code: "code"
        case .figure: "figure"
        case .quote: "quote"
        case .rule: "rule"
        case .table: "table"
        case .tableCell(let header): header ? "tableHeaderCell" : "tableCell"
        }
    }
}
