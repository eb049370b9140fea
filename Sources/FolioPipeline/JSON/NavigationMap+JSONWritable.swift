import FolioNavigation
import Foundation

extension NavigationMap: JSONWritable {
    /// Writes the map: its articles' columns and its policy.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(CodingKeys.articles); writer.array(parallel: articles)
        writer.key(CodingKeys.policy); writer.value(policy)
        writer.endObject()
    }
}

extension NavigationMap.Column: JSONWritable {
    /// Writes one article's column.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(CodingKeys.links); writer.array(links)
        writer.key(CodingKeys.pages); writer.int(pages)
        writer.key(CodingKeys.title); writer.string(title)
        writer.key(CodingKeys.zoomable); writer.array(zoomable)
        writer.endObject()
    }
}

extension NavigationMap.PageLinks: JSONWritable {
    /// Writes a page's links: every direction, `null` where there is nothing that way, so a
    /// client never guesses about a missing key.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(CodingKeys.at); writer.value(at)
        writer.key(CodingKeys.neighbours); Self.write(neighbours, Self.neighbourDirections, to: &writer)
        writer.key(CodingKeys.reveals); Self.write(reveals, Self.revealDirections, to: &writer)
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
    /// Writes `[article, page]`, as `Position.encode(to:)` spells it for scenarios.
    public func write(to writer: inout JSONWriter) {
        writer.array([article, page])
    }
}

extension NavigationPolicy: JSONWritable {
    /// Writes every key of `CodingKeys`, in sorted order by construction.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        for key in CodingKeys.sorted {
            writer.key(key)
            switch key {
            case .horizontal: writer.string(horizontal.rawValue)
            case .edgePull: writer.string(edgePull.rawValue)
            case .wrap: writer.bool(wrap)
            case .rememberPage: writer.bool(rememberPage)
            case .maxZoom: writer.double(maxZoom)
            case .zoomStep: writer.double(zoomStep)
            case .start: writer.string(start.rawValue)
            }
        }
        writer.endObject()
    }
}

extension NavigationMap {
    /// The map as compact JSON with sorted keys, as the JSON bundle carries it, so that the
    /// same issue gives the same bytes.
    public func jsonData() -> Data {
        JSONWriter.data(self, newline: false)
    }
}
