import FolioModel

extension Block {
    /// The number of Unicode scalars of `plainText`, without building it.
    var plainTextScalarCount: Int {
        switch self {
        case .heading(_, let content), .paragraph(let content):
            return content.scalarCount
        case .list(let list):
            let items = list.items.map { item in
                item.reduce(0) { $0 + $1.plainTextScalarCount } + max(item.count - 1, 0)
            }
            return items.reduce(0, +) + max(items.count - 1, 0)
        case .quote(let blocks, _):
            return blocks.reduce(0) { $0 + $1.plainTextScalarCount } + max(blocks.count - 1, 0)
        case .code(_, let text):
            return text.scalarCount
        case .photo(let photo):
            return (photo.caption ?? photo.alt ?? "").scalarCount
        case .table(let table):
            let cells = table.cells
            return cells.reduce(0) { $0 + $1.scalarCount } + max(cells.count - 1, 0)
        case .thematicBreak, .pageBreak:
            return 0
        }
    }
}
