import FolioCore

/// Everything around the page: the status line, the arrows of `moves`, the revealed title
/// and the help box, as render operations.
struct ChromeRenderer {
    let frame: FrameLayout

    /// The arrows of `moves`, drawn in the margins.
    func indicators(_ moves: Set<Direction>) -> [RenderOperation] {
        moves.sorted().map { direction in
            let (x, y) = frame.indicator(direction)
            return .text(x: x, y: y, runs: [StyledRun(text: FrameLayout.arrow(direction), style: Theme.indicator)], limit: x + 1)
        }
    }

    /// The neighbouring article's title past the edge of the column: below the page for the
    /// next article, above it for the previous one, beside the arrow's place.
    func peek(_ peek: Peek, title: String) -> [RenderOperation] {
        let direction: Direction = peek == .next ? .down : .up
        let (x, y) = frame.indicator(direction)
        let words = peek == .next ? "next: " : "previous: "
        let limit = frame.columns - 1
        return [.text(x: x + 2, y: y, runs: [StyledRun(text: Self.truncated(words + title, to: limit - x - 2), style: Theme.peek)], limit: limit)]
    }

    /// The status line: where the reader is, the article's title, the zoom, and the keys.
    func status(left: String, right: String) -> [RenderOperation] {
        let row = frame.statusRow
        let rightText = right + " "
        let rightWidth = CellWidth.of(rightText)
        let leftRoom = max(frame.columns - rightWidth - 1, 0)
        return [
            .fill(x: 0, y: row, width: frame.columns, height: 1, text: " ", style: Theme.status),
            .text(x: 0, y: row, runs: [StyledRun(text: " " + Self.truncated(left, to: max(leftRoom - 1, 0)), style: Theme.status)], limit: leftRoom),
            .text(x: max(frame.columns - rightWidth, 0), y: row, runs: [StyledRun(text: rightText, style: Theme.status)], limit: frame.columns),
        ]
    }

    /// The keys, in a box in the middle of the screen.
    func help() -> [RenderOperation] {
        let lines = [
            "Keys",
            "",
            "→ l        next article",
            "← h        previous article",
            "↓ j space  next page",
            "↑ k        previous page",
            "+ - 0      zoom a photo in, out, back",
            "arrows     pan while zoomed",
            "o          contents (Enter opens)",
            "Esc        close, unzoom",
            "?          this help",
            "q          quit",
        ]
        let width = min((lines.map { CellWidth.of($0) }.max() ?? 0) + 4, frame.columns)
        let height = min(lines.count + 2, max(frame.rows - 1, 1))
        let x = max((frame.columns - width) / 2, 0)
        let y = max((frame.rows - 1 - height) / 2, 0)
        var operations = BoxDrawing.box(x: x, y: y, width: width, height: height, style: Theme.highlightFrame, heavy: false)
        for (index, line) in lines.enumerated() where index + 1 < height - 1 {
            let style = index == 0 ? Theme.title : CellStyle.plain
            operations.append(.text(x: x + 2, y: y + 1 + index, runs: [StyledRun(text: line, style: style)], limit: x + width - 1))
        }
        return operations
    }

    /// A message for a terminal too small for pages.
    func tooSmall() -> [RenderOperation] {
        let message = "Make the terminal at least \(FrameLayout.minimumColumns)×\(FrameLayout.minimumRows)"
        return [.text(x: 0, y: 0, runs: [StyledRun(text: message, style: Theme.peek)], limit: frame.columns)]
    }

    /// `text` cut to `width` cells, ending in "…" when cut.
    static func truncated(_ text: String, to width: Int) -> String {
        guard CellWidth.of(text) > width else { return text }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let cells = CellWidth.of(character)
            if used + cells > width - 1 { break }
            result.append(character)
            used += cells
        }
        return result + "…"
    }
}
