/// Frames drawn with box-drawing characters: the help box and the thumbnails.
enum BoxDrawing {
    /// A frame around the rectangle, its inside cleared.
    static func box(x: Int, y: Int, width: Int, height: Int, style: CellStyle, heavy: Bool) -> [RenderOperation] {
        guard width >= 2, height >= 2 else { return [] }
        let (horizontal, vertical) = heavy ? ("═", "║") : ("─", "│")
        let corners = heavy ? ("╔", "╗", "╚", "╝") : ("┌", "┐", "└", "┘")
        func run(_ text: String) -> [StyledRun] { [StyledRun(text: text, style: style)] }
        let line = String(repeating: horizontal, count: width - 2)
        return [
            .fill(x: x + 1, y: y + 1, width: width - 2, height: height - 2, text: " ", style: .plain),
            .text(x: x, y: y, runs: run(corners.0 + line + corners.1), limit: x + width),
            .text(x: x, y: y + height - 1, runs: run(corners.2 + line + corners.3), limit: x + width),
            .fill(x: x, y: y + 1, width: 1, height: height - 2, text: vertical, style: style),
            .fill(x: x + width - 1, y: y + 1, width: 1, height: height - 2, text: vertical, style: style),
        ]
    }
}
