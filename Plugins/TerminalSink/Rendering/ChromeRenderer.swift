import FolioPluginAPI
import FolioText
import Foundation

/// Everything around the page: the status line, the arrows of `moves`, the revealed title
/// and the help box, as render operations.
struct ChromeRenderer {
    let frame: FrameLayout
    /// The strip's direction, for the help's article keys (← is the next article right to left).
    var direction: WritingDirection = .leftToRight

    /// The arrows of `moves`, drawn in the margins.
    func indicators(_ moves: Set<Direction>) -> [RenderOperation] {
        moves.sorted().map { direction in
            let (x, y) = frame.indicator(direction)
            return .text(
                x: x, y: y, runs: [StyledRun(text: FrameLayout.arrow(direction), style: Theme.indicator)], limit: x + 1)
        }
    }

    /// The neighbouring article's title past the edge of the column: below the page for the
    /// next article, above it for the previous one, beside the arrow's place.
    func peek(_ peek: Peek, title: String) -> [RenderOperation] {
        let direction: Direction = peek == .next ? .down : .up
        let (x, y) = frame.indicator(direction)
        let words = peek == .next ? "next: " : "previous: "
        let limit = frame.columns - 1
        return [
            .text(
                x: x + 2, y: y,
                runs: VisualLines.displayed(Self.truncated(words + title, to: limit - x - 2), style: Theme.peek),
                limit: limit)
        ]
    }

    /// The status line: where the reader is, the article's title, the zoom, and the keys.
    func status(left: String, right: String) -> [RenderOperation] {
        let row = frame.statusRow
        let rightText = right + " "
        let rightWidth = CellWidth.of(rightText)
        let leftRoom = max(frame.columns - rightWidth - 1, 0)
        return [
            .fill(x: 0, y: row, width: frame.columns, height: 1, text: " ", style: Theme.status),
            .text(
                x: 0, y: row,
                runs: VisualLines.displayed(" " + Self.truncated(left, to: max(leftRoom - 1, 0)), style: Theme.status),
                limit: leftRoom),
            .text(
                x: max(frame.columns - rightWidth, 0), y: row, runs: [StyledRun(text: rightText, style: Theme.status)],
                limit: frame.columns),
        ]
    }

    /// Every key the preview takes, with what it does, in a strip of `direction`; with the
    /// keys of a cover of `cover` lines, and the key back to the shelf when `shelf`.
    static func keys(_ direction: WritingDirection, cover: Int? = nil, shelf: Bool = false)
        -> [(keys: String, action: String)]
    {
        var keys = [(direction.step(of: .right) > 0 ? "→ l  ← h" : "← h  → l", "next, previous article")] + otherKeys
        if let cover, cover > 0 {
            keys.insert((cover > 1 ? "1–\(cover) Tab ↓ Enter" : "1 Tab ↓ Enter", "open a cover line"), at: 0)
        }
        if shelf { keys.insert(("b Backspace", "back to the shelf"), at: keys.count - 1) }
        return keys
    }

    /// The keys whose meaning is the same in either direction.
    private static let otherKeys: [(keys: String, action: String)] = [
        ("↓ j space PgDn", "next page"),
        ("↑ k PgUp", "previous page"),
        ("+ - 0", "zoom in, out, back"),
        ("arrows", "pan while zoomed"),
        ("o /", "contents, search them"),
        ("Esc", "close, unzoom"),
        ("Ctrl-L", "draw the screen again"),
        ("Ctrl-Z", "suspend (fg resumes)"),
        ("? q Ctrl-C", "this help, quit"),
    ]

    /// The keys of the shelf's list of issues.
    static let shelfKeys: [(keys: String, action: String)] = [
        ("↓ j Tab  ↑ k", "next, previous issue"),
        ("Enter 1–9", "open the issue"),
        ("b Backspace", "back here from an issue"),
        ("Ctrl-L", "draw the screen again"),
        ("Ctrl-Z", "suspend (fg resumes)"),
        ("? q Ctrl-C", "this help, quit"),
    ]

    /// The keys of an issue (with a cover of `cover` lines; opened from a shelf when `shelf`)
    /// in the middle of the screen, as `help(listing:)` draws them.
    func help(cover: Int? = nil, shelf: Bool = false) -> [RenderOperation] {
        help(listing: Self.keys(direction, cover: cover, shelf: shelf))
    }

    /// `keys` in the middle of the screen: in a box with a title where it fits; on a small
    /// terminal without the box, the title and then the gap dropped first; keys that still do
    /// not fit are left out whole, with a last line saying so.
    func help(listing keys: [(keys: String, action: String)]) -> [RenderOperation] {
        let keyWidth = keys.map { CellWidth.of($0.keys) }.max() ?? 0
        var lines = keys.map { $0.keys.padding(toLength: keyWidth + 2, withPad: " ", startingAt: 0) + $0.action }
        let room = (width: frame.columns, height: max(frame.rows - 1, 1))
        let widest = lines.map { CellWidth.of($0) }.max() ?? 0
        let boxed = widest + 4 <= room.width && lines.count + 4 <= room.height
        if boxed { lines = ["Keys", ""] + lines }
        if lines.count > room.height {
            lines = Array(lines.prefix(max(room.height - 1, 0))) + ["… (a taller terminal shows all)"]
        }
        let width = min((lines.map { CellWidth.of($0) }.max() ?? 0) + (boxed ? 4 : 2), room.width)
        let height = lines.count + (boxed ? 2 : 0)
        let x = max((frame.columns - width) / 2, 0)
        let y = max((room.height - height) / 2, 0)
        var operations: [RenderOperation]
        if boxed {
            operations = BoxDrawing.box(
                x: x, y: y, width: width, height: height, style: Theme.highlightFrame, heavy: false)
        } else {
            operations = [.fill(x: x, y: y, width: width, height: height, text: " ", style: .plain)]
        }
        let inset = boxed ? 2 : 1
        for (index, line) in lines.enumerated() {
            let style = boxed && index == 0 ? Theme.title : CellStyle.plain
            let text = Self.truncated(line, to: boxed ? width - 4 : width - 1)
            operations.append(
                .text(
                    x: x + inset, y: y + (boxed ? 1 : 0) + index, runs: [StyledRun(text: text, style: style)],
                    limit: x + width))
        }
        return operations
    }

    /// A message for a terminal too small for pages, wrapped at words to its width.
    func tooSmall() -> [RenderOperation] {
        let message =
            "Make the terminal at least \(FrameLayout.minimumColumns)×\(FrameLayout.minimumRows) to read (q quits)"
        return Self.wrapped(message, width: frame.columns).prefix(frame.rows).enumerated().map { row, line in
            .text(x: 0, y: row, runs: [StyledRun(text: line, style: Theme.peek)], limit: frame.columns)
        }
    }

    /// `text` broken into lines of at most `width` cells where Unicode's line-breaking rules
    /// allow (`words`); a word longer than a line is the only thing cut.
    static func wrapped(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        for word in words(of: text) {
            let candidate = line + word
            if CellWidth.of(candidate.trimmingTrailingSpaces) <= width {
                line = candidate
            } else {
                if !line.trimmingTrailingSpaces.isEmpty { lines.append(line.trimmingTrailingSpaces) }
                let piece = word.trimmingTrailingSpaces
                line = CellWidth.of(piece) <= width ? word : truncated(piece, to: width)
            }
        }
        if !line.trimmingTrailingSpaces.isEmpty { lines.append(line.trimmingTrailingSpaces) }
        return lines
    }

    /// `text` cut to `width` cells, ending in "…" when cut: after the last whole word that fits
    /// (" …" after a space; "…" right after the word in a script without spaces, where the
    /// engine's break opportunities fall between characters), or inside the first word when not
    /// even that fits.
    static func truncated(_ text: String, to width: Int) -> String {
        guard CellWidth.of(text) > width else { return text }
        guard width > 0 else { return "" }
        var whole = ""
        for word in words(of: text) {
            let candidate = whole + word
            let ending = candidate.last == " " ? " …" : "…"
            guard CellWidth.of(candidate.trimmingTrailingSpaces + ending) <= width else { break }
            whole = candidate
        }
        if !whole.trimmingTrailingSpaces.isEmpty {
            return whole.trimmingTrailingSpaces + (whole.last == " " ? " …" : "…")
        }
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

    /// `text` in the pieces a line may be made of, by Unicode's line-breaking rules (FolioText's
    /// `LineBreaker`, ICU): each word with the spaces after it, and in Chinese, Japanese or
    /// Thai the pieces between characters or dictionary words. Cut at spaces if ICU fails.
    static func words(of text: String) -> [String] {
        guard let pieces = try? LineBreaker(language: "und").segments(of: text) else {
            return text.split(separator: " ", omittingEmptySubsequences: false).map { $0 + " " }
        }
        return pieces.map(String.init)
    }
}

extension String {
    /// The string without the spaces at its end.
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
