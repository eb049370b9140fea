import FolioCore

/// The last step: turns a screen into the bytes that show it, writing only the cells that
/// differ from the previous frame. It is the only code that emits escape sequences.
///
/// It never clears the terminal with `ESC [ 2J`: a full redraw writes every cell, so the
/// first frame, a resize and a normal frame all take the same path.
public struct TerminalExecutor: Sendable {
    /// How colours are sent.
    public let colorMode: ColorMode
    private var previous: Screen?

    /// Creates an executor that has drawn nothing yet.
    public init(colorMode: ColorMode) {
        self.colorMode = colorMode
    }

    /// Enter the alternate screen, hide the cursor, no autowrap (writing the last cell must
    /// not scroll), no style.
    public static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[0m"
    /// The reverse of `enterSequence`, closing any hyperlink first.
    public static let leaveSequence = "\u{1B}[0m\u{1B}]8;;\u{1B}\\\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

    /// Forgets the previous frame, so the next one is drawn in full (after a resize).
    public mutating func invalidate() {
        previous = nil
    }

    /// The bytes that turn the previous frame into `screen`.
    public mutating func frame(_ screen: Screen) -> [UInt8] {
        let old = previous.flatMap { $0.width == screen.width && $0.height == screen.height ? $0 : nil }
        previous = screen
        var output = Output(colorMode: colorMode)
        for y in 0..<screen.height {
            var x = 0
            while x < screen.width {
                if let old, old[x, y] == screen[x, y], !Self.touchesChangedWide(old, screen, x, y) {
                    x += 1
                    continue
                }
                // The right half of a wide character is drawn by drawing its left half.
                let lead = screen[x, y].isContinuation && x > 0 ? x - 1 : x
                output.write(screen[lead, y], x: lead, y: y)
                let isWide = lead + 1 < screen.width && screen[lead + 1, y].isContinuation
                x = lead + (isWide ? 2 : 1)
            }
        }
        output.finish()
        return output.bytes
    }

    /// A cell that is unchanged but sits next to a wide character that changed needs
    /// redrawing too, because the terminal blanked it.
    private static func touchesChangedWide(_ old: Screen, _ new: Screen, _ x: Int, _ y: Int) -> Bool {
        guard x + 1 < new.width else { return false }
        return old[x + 1, y].isContinuation != new[x + 1, y].isContinuation
    }
}

/// The bytes of one frame being built, with the cursor and style the terminal has now.
private struct Output {
    let colorMode: ColorMode
    var bytes: [UInt8] = []
    private var cursor: (x: Int, y: Int)?
    private var style: CellStyle?

    init(colorMode: ColorMode) {
        self.colorMode = colorMode
        bytes.reserveCapacity(4096)
    }

    mutating func write(_ cell: Cell, x: Int, y: Int) {
        if cursor.map({ $0.x != x || $0.y != y }) ?? true {
            append("\u{1B}[\(y + 1);\(x + 1)H")
        }
        if style != cell.style {
            if style?.link != cell.style.link {
                append("\u{1B}]8;;\(cell.style.link.map(SafeText.url) ?? "")\u{1B}\\")
            }
            append(sgr(cell.style))
            style = cell.style
        }
        let text = cell.text.isEmpty ? " " : cell.text
        append(text)
        let advance = max(1, min(2, CellWidth.of(text)))
        cursor = (x + advance, y)
    }

    mutating func finish() {
        guard let style else { return }
        if style.link != nil { append("\u{1B}]8;;\u{1B}\\") }
        if style != .plain { append("\u{1B}[0m") }
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Select Graphic Rendition for a style, starting from a reset so no attribute lingers.
    private func sgr(_ style: CellStyle) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.italic { codes.append("3") }
        if style.underline { codes.append("4") }
        if style.inverse { codes.append("7") }
        codes += color(style.foreground, base: 38)
        codes += color(style.background, base: 48)
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private func color(_ color: TerminalColor, base: Int) -> [String] {
        guard case .rgb(let red, let green, let blue) = color else { return [] }
        switch colorMode {
        case .trueColor: return ["\(base)", "2", "\(red)", "\(green)", "\(blue)"]
        case .palette256: return ["\(base)", "5", "\(color.paletteIndex)"]
        case .none: return []
        }
    }
}
