import FolioPluginAPI

/// An HTML `<table>` read as a table (`TableBlock`): its rows in order from `thead`, `tbody`,
/// `tfoot` or straight under the table, each row's `th` and `td` cells read as running text.
/// The header is the first row of `thead`, else the first row (a table without a header row
/// shows its first row as one). A column's alignment comes from its header cell's `align` attribute. A cell that spans
/// columns or rows (`colspan`, `rowspan`) is one cell: its neighbours move over, and the rows are
/// filled with empty cells to the widest. A caption is a paragraph before the table.
enum HTMLTable {
    /// The blocks `table` becomes: its caption's paragraph, if any, then the table; nil when
    /// it holds no row, or anything a table does not hold in its place (text between rows, a
    /// paragraph in a row, a cell outside one): its content is then read as blocks, so that no
    /// word is lost.
    static func blocks(
        _ table: HTMLElement, cell: (HTMLElement) -> [Inline], caption: (HTMLElement) -> [Block]
    ) -> [Block]? {
        guard isWellFormed(table.children, in: "table") else { return nil }
        var rows: [(cells: [HTMLElement], inHead: Bool)] = []
        var captions: [Block] = []
        func gather(_ nodes: [HTMLNode], inHead: Bool) {
            for case .element(let element) in nodes {
                switch element.name {
                case "thead": gather(element.children, inHead: true)
                case "tbody", "tfoot": gather(element.children, inHead: false)
                case "tr":
                    let cells = element.children.compactMap { node -> HTMLElement? in
                        guard case .element(let cell) = node, cell.name == "td" || cell.name == "th" else { return nil }
                        return cell
                    }
                    rows.append((cells, inHead))
                case "caption": captions += caption(element)
                default: break
                }
            }
        }
        gather(table.children, inHead: false)
        guard let first = rows.first, !first.cells.isEmpty || rows.count > 1 else { return nil }
        let headerIndex = rows.firstIndex(where: \.inHead) ?? 0
        let header = rows[headerIndex]
        let body = rows.enumerated().filter { $0.offset != headerIndex }.map(\.element.cells)
        let columns = max(([header.cells.count] + body.map(\.count)).max() ?? 1, 1)
        let alignments = (0..<columns).map { column -> TableBlock.Alignment in
            guard column < header.cells.count else { return .none }
            switch header.cells[column].attributes[attribute: "align"]?.lowercased() {
            case "left": return .left
            case "center": return .center
            case "right": return .right
            default: return .none
            }
        }
        guard rows.allSatisfy({ !$0.cells.isEmpty }) else { return nil }
        let read = TableBlock(
            alignments: alignments, header: header.cells.map(cell), rows: body.map { $0.map(cell) })
        return captions + [.table(read)]
    }

    /// Whether `nodes`, the children of a `table`, `thead`, `tbody`, `tfoot` or `tr`
    /// (`parent`), are only what such an element holds: row groups and rows, cells in rows, and
    /// white space between them.
    private static func isWellFormed(_ nodes: [HTMLNode], in parent: String) -> Bool {
        nodes.allSatisfy { node in
            switch node {
            case .text(let text, _):
                return text.allSatisfy(\.isWhitespace)
            case .markdown:
                return false
            case .element(let element):
                switch (parent, element.name) {
                case ("table", "thead"), ("table", "tbody"), ("table", "tfoot"):
                    return isWellFormed(element.children, in: element.name)
                case ("table", "tr"), ("thead", "tr"), ("tbody", "tr"), ("tfoot", "tr"):
                    return isWellFormed(element.children, in: "tr")
                case ("table", "caption"), ("table", "colgroup"), ("table", "col"), ("tr", "td"), ("tr", "th"):
                    return true
                default:
                    return false
                }
            }
        }
    }
}
