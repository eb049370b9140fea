import FolioConformance
import FolioNavigation

extension Position: JSONWritable {
    /// Writes `[article, page]`, as scenarios and the bundles spell a page.
    public func write(to writer: inout JSONWriter) {
        writer.array([article, page])
    }
}

extension ObservedState: JSONWritable {
    /// Writes every field, keys sorted, absent values as `null` and `moves` sorted:
    /// `{"at":[0,1],"highlight":null,"moves":["down"],"overlay":false,"peek":null,"zoom":1}`.
    public func write(to writer: inout JSONWriter) {
        write(ObservedField.allCases, to: &writer)
    }

    /// Writes the object of `fields` (in sorted key order, whatever their order here).
    package func write(_ fields: [ObservedField], to writer: inout JSONWriter) {
        writer.beginObject()
        for field in fields.sorted(by: { $0.rawValue < $1.rawValue }) {
            writer.key(field)
            switch field {
            case .at: writer.value(at)
            case .zoom: writer.double(zoom)
            case .overlay: writer.bool(overlay)
            case .highlight: if let highlight { writer.int(highlight) } else { writer.null() }
            case .peek: if let peek { writer.string(peek.rawValue) } else { writer.null() }
            case .moves: writer.array(moves.sorted().map(\.rawValue))
            case .search: if let search { writer.string(search) } else { writer.null() }
            case .found: writer.array(found)
            case .hit: if let hit { writer.int(hit) } else { writer.null() }
            }
        }
        writer.endObject()
    }
}

extension Expectation: JSONWritable {
    /// Writes the named fields only, an expected null as `null`.
    package func write(to writer: inout JSONWriter) {
        state.write(fields, to: &writer)
    }
}

extension ScenarioStep: JSONWritable {
    /// Writes `{"expect": …, "keys": "…"}`.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(CodingKeys.expect); writer.value(expect)
        writer.key(CodingKeys.keys); writer.string(keys)
        if let type { writer.key(CodingKeys.type); writer.string(type) }
        writer.endObject()
    }
}

extension Scenario: JSONWritable {
    /// Writes the scenario as its file spells it, keys sorted, absent optional keys left out
    /// (`folio conformance --walks --write` writes random walks this way, `pretty`).
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        if let initial { writer.key(CodingKeys.initial); writer.value(initial) }
        writer.key(CodingKeys.name); writer.string(name)
        if let policy { writer.key(CodingKeys.policy); writer.value(policy) }
        writer.field(CodingKeys.rule, ifPresent: rule)
        writer.key(CodingKeys.shape); writer.array(shape)
        if let start { writer.key(CodingKeys.start); writer.value(start) }
        writer.key(CodingKeys.steps); writer.array(steps)
        if let zoomable {
            writer.key(CodingKeys.zoomable)
            writer.beginObject()
            for (article, pages) in zoomable.map({ (String($0.key), $0.value) }).sorted(by: { $0.0 < $1.0 }) {
                writer.key(article); writer.array(pages)
            }
            writer.endObject()
        }
        writer.endObject()
    }
}
