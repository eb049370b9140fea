import FolioModel

extension YAMLMapping {
    /// The mapping as a format-neutral table, every value located in the whole file. Plain
    /// scalars stay `.plain` (typed when read); `~`, `null` and empty values are `.null`.
    package var table: FrontMatterTable {
        FrontMatterTable(
            path: path,
            entries: entries.map {
                FrontMatterEntry(
                    key: $0.key, node: node($0.node),
                    keyLocation: SourceLocation(path: path, line: $0.line, column: $0.column))
            })
    }

    private func entry(_ entry: YAMLEntry) -> FrontMatterEntry {
        FrontMatterEntry(
            key: entry.key, node: node(entry.value),
            keyLocation: SourceLocation(path: path, line: entry.line.map { $0 + lineOffset }, column: entry.column))
    }

    private func node(_ node: YAMLNode) -> FrontMatterNode {
        let location = SourceLocation(
            path: path, line: node.mark.map { $0.line + lineOffset }, column: node.mark?.column)
        switch node {
        case .scalar(let text, let isPlain, _, _):
            guard isPlain else { return FrontMatterNode(.string(text), at: location) }
            let isNull = text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
            return FrontMatterNode(isNull ? .null : .plain(text), at: location)
        case .sequence(let items, _, _):
            return FrontMatterNode(.list(items.map(self.node)), at: location)
        case .mapping(let entries, _, _):
            return FrontMatterNode(.table(FrontMatterTable(path: path, entries: entries.map(entry))), at: location)
        case .alias:
            return FrontMatterNode(.null, at: location)
        }
    }
}
