import FolioImaging
import FolioPluginAPI
import FolioText
import Foundation

/// What a cell becomes on a terminal whose locale is not UTF-8 (`LANG=C`): box drawing,
/// arrows, shades and typographic punctuation as their nearest ASCII; a photo's half block
/// `▀` as a space in the mean of its two colours; letters with accents without them; any
/// other character `?` (a wide one `??`, so the columns stay where they were).
enum AsciiFallback {
    static let table: [String: String] = [
        "─": "-", "━": "=", "═": "=", "│": "|", "║": "|",
        "┌": "+", "┐": "+", "└": "+", "┘": "+", "╔": "+", "╗": "+", "╚": "+", "╝": "+",
        "▲": "^", "▼": "v", "◀": "<", "▶": ">", "↑": "^", "↓": "v", "←": "<", "→": ">",
        "·": "-", "•": "*", "…": "~", "×": "x",
        "‘": "'", "’": "'", "“": "\"", "”": "\"", "–": "-", "—": "-", "\u{A0}": " ",
        "░": ".", "▒": ":", "▓": "#", "█": "@", "\u{FFFD}": "?",
    ]

    /// The cell as ASCII.
    static func cell(_ cell: Cell) -> Cell {
        let text = cell.text
        if text.isEmpty || (text.utf8.count == 1 && text.utf8.first.map { $0 < 0x80 } == true) { return cell }
        if text == "▀" {
            var style = cell.style
            style.background = mean(cell.style.foreground, cell.style.background)
            style.foreground = .standard
            return Cell(" ", style: style)
        }
        if let replacement = table[text] { return Cell(replacement, style: cell.style) }
        let stripped = text.decomposedStringWithCanonicalMapping.unicodeScalars.filter(\.isASCII)
        if let first = stripped.first, first.value >= 0x20 { return Cell(String(first), style: cell.style) }
        return Cell(CellWidth.of(text) == 2 ? "??" : "?", style: cell.style)
    }

    private static func mean(_ first: TerminalColor, _ second: TerminalColor) -> TerminalColor {
        func rgb(_ color: TerminalColor) -> (Int, Int, Int)? {
            switch color {
            case .standard: return nil
            case .rgb(let red, let green, let blue): return (Int(red), Int(green), Int(blue))
            case .indexed(let index):
                let value = TerminalPalette.xterm256.colors[Int(index)]
                return (Int(value.red), Int(value.green), Int(value.blue))
            }
        }
        guard let a = rgb(first), let b = rgb(second) else { return second }
        return .rgb(UInt8((a.0 + b.0) / 2), UInt8((a.1 + b.1) / 2), UInt8((a.2 + b.2) / 2))
    }
}
