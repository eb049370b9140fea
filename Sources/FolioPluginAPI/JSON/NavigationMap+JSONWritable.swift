import FolioNavigation
import Foundation

extension NavigationMap: JSONWritable {
    /// Writes the map as the bundles carry it: its compact form (`CompactNavigationMap`), whose
    /// size grows with the articles, not the pages. Titles are not written: each bundle lists
    /// them once, with its articles.
    public func write(to writer: inout JSONWriter) {
        writer.value(CompactNavigationMap(self))
    }
}

extension CompactNavigationMap: JSONWritable {
    /// Writes `{"columns": …, "links": …, "policy": …, "strip": …}`, keys sorted.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(CodingKeys.columns); writer.array(columns)
        writer.key(CodingKeys.links); writer.array(links)
        writer.key(CodingKeys.policy); writer.value(policy)
        writer.key(CodingKeys.strip); writer.array(strip)
        writer.endObject()
    }
}

extension CompactNavigationMap.Column: JSONWritable {
    /// Writes `{"runs": [count, pattern, …], "zoomable": [page, …]}`.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(CompactNavigationMap.ColumnKeys.runs); writer.array(runs.flatMap { [$0.count, $0.pattern] })
        writer.key(CompactNavigationMap.ColumnKeys.zoomable); writer.array(zoomable)
        writer.endObject()
    }
}

extension CompactNavigationMap.Pattern: JSONWritable {
    /// Writes a pattern: every direction, `null` where there is nothing that way, so a client
    /// never guesses about a missing key.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(CompactNavigationMap.PatternKeys.neighbours)
        Self.write(neighbours, CompactNavigationMap.neighbourDirections, to: &writer)
        writer.key(CompactNavigationMap.PatternKeys.reveals)
        Self.write(reveals, CompactNavigationMap.revealDirections, to: &writer)
        writer.endObject()
    }

    private static func write(
        _ targets: [Direction: CompactNavigationMap.Target], _ directions: [Direction], to writer: inout JSONWriter
    ) {
        writer.beginObject()
        for direction in directions {
            writer.key(direction.rawValue)
            if let target = targets[direction] { writer.array([target.articles, target.page]) } else { writer.null() }
        }
        writer.endObject()
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
            case .direction: writer.string(direction.rawValue)
            }
        }
        writer.endObject()
    }
}

extension NavigationMap {
    /// The map as compact JSON with sorted keys, as the bundles carry it, so that the same issue
    /// gives the same bytes.
    public func jsonData() -> Data {
        JSONWriter.data(self, newline: false)
    }
}
