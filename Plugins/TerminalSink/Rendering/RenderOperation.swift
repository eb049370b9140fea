/// The third step: what to paint where. A page's elements and the preview's chrome (status
/// line, indicators, overlays) all become these, and `Screen.apply` paints them in order.
enum RenderOperation: Equatable {
    /// Styled text from (x, y), clipped before column `limit`.
    case text(x: Int, y: Int, runs: [StyledRun], limit: Int)
    /// A rectangle of one character in one style (blank areas, bands, rules).
    case fill(x: Int, y: Int, width: Int, height: Int, text: String, style: CellStyle)
    /// Ready-made cells (a photo's half blocks), rows from (x, y).
    case cells(x: Int, y: Int, rows: [[Cell]])
    /// Another screen pasted at (x, y): a page rendered ahead, or a thumbnail.
    case screen(x: Int, y: Int, Screen)
    /// A photo's real pixels over cells (drawn by terminals that can).
    case image(ImagePlacement)
}

extension Screen {
    /// Paints one operation.
    mutating func apply(_ operation: RenderOperation) {
        switch operation {
        case .text(let x, let y, let runs, let limit):
            var column = x
            for run in runs { column = put(run.text, x: column, y: y, style: run.style, limit: limit) }
        case .fill(let x, let y, let width, let height, let text, let style):
            fill(x: x, y: y, width: width, height: height, text: text, style: style)
        case .cells(let x, let y, let rows):
            for (row, cells) in rows.enumerated() {
                for (column, cell) in cells.enumerated() { set(cell, x: x + column, y: y + row) }
            }
        case .screen(let x, let y, let screen):
            paste(screen, x: x, y: y)
        case .image(let placement):
            images.append(placement)
        }
    }

    /// Paints operations in order.
    mutating func apply(_ operations: [RenderOperation]) {
        for operation in operations { apply(operation) }
    }
}
