import FolioNavigation

extension NavigationMap: JSONWritable {
    /// Writes the map as its `Encodable` form does.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("articles"); writer.array(parallel: articles)
        writer.key("policy"); writer.value(policy)
        writer.endObject()
    }
}

extension NavigationMap.Column: JSONWritable {
    /// Writes the column as its `Encodable` form does.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("links"); writer.array(links)
        writer.key("pages"); writer.int(pages)
        writer.key("title"); writer.string(title)
        writer.key("zoomable"); writer.array(zoomable)
        writer.endObject()
    }
}

extension NavigationMap.PageLinks: JSONWritable {
    /// Writes the links as their `Encodable` form does: every direction, `null` where none.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("at"); writer.value(at)
        writer.key("neighbours")
        Self.write(neighbours, [.down, .left, .right, .up], to: &writer)
        writer.key("reveals")
        Self.write(reveals, [.down, .up], to: &writer)
        writer.endObject()
    }

    private static func write(_ links: [Direction: Position], _ directions: [Direction], to writer: inout JSONWriter) {
        writer.beginObject()
        for direction in directions {
            writer.key(direction.rawValue)
            if let position = links[direction] { writer.value(position) } else { writer.null() }
        }
        writer.endObject()
    }
}

extension Position: JSONWritable {
    /// Writes `[article, page]`.
    public func write(to writer: inout JSONWriter) {
        writer.array([article, page])
    }
}

extension NavigationPolicy: JSONWritable {
    /// Writes the policy as its `Encodable` form does.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("edge-pull"); writer.string(edgePull.rawValue)
        writer.key("horizontal"); writer.string(horizontal.rawValue)
        writer.key("max-zoom"); writer.double(maxZoom)
        writer.key("remember-page"); writer.bool(rememberPage)
        writer.key("start"); writer.string(start.rawValue)
        writer.key("wrap"); writer.bool(wrap)
        writer.key("zoom-step"); writer.double(zoomStep)
        writer.endObject()
    }
}
