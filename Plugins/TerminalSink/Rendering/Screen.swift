import FolioPluginAPI
import FolioText

/// A grid of cells: what one frame shows. Render operations paint into it; the executor
/// compares it with the previous frame and writes only what changed.
package struct Screen: Sendable, Equatable {
    /// The width in cells.
    package let width: Int
    /// The height in cells.
    package let height: Int
    /// The cells, row after row.
    package private(set) var cells: [Cell]
    /// Photos shown as real pixels over some of the cells (which hold the same photo in half
    /// blocks, for terminals and captures that show only cells).
    var images: [ImagePlacement] = []

    /// A blank screen.
    package init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at column `x`, row `y`.
    package subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    /// Whether (x, y) is on the screen.
    func contains(x: Int, y: Int) -> Bool {
        (0..<width).contains(x) && (0..<height).contains(y)
    }

    /// Writes `text` from column `x` of row `y`, no further than `limit` (exclusive; the
    /// screen's edge by default); returns the column after the text. Control characters
    /// become U+FFFD here too, so nothing drawn can be a control sequence; a tab is a space;
    /// a wide character that does not fit is left out.
    @discardableResult
    mutating func put(_ text: some StringProtocol, x: Int, y: Int, style: CellStyle, limit: Int? = nil) -> Int {
        guard (0..<height).contains(y) else { return x }
        let end = min(limit ?? width, width)
        var column = x
        for character in text {
            let shown = Self.drawable(character)
            let cells = CellWidth.of(shown)
            if cells == 0 { continue }
            if column + cells > end { break }
            if column >= 0 {
                clearWide(at: column, y: y)
                self[column, y] = Cell(String(shown), style: style)
                if cells == 2 {
                    clearWide(at: column + 1, y: y)
                    self[column + 1, y] = Cell("", style: style)
                }
            }
            column += cells
        }
        return column
    }

    /// Paints every cell of a rectangle with `text` (one narrow character) in `style`.
    mutating func fill(x: Int, y: Int, width: Int, height: Int, text: String = " ", style: CellStyle) {
        let cell = Cell(text, style: style)
        for row in max(y, 0)..<max(min(y + height, self.height), max(y, 0)) {
            for column in max(x, 0)..<max(min(x + width, self.width), max(x, 0)) {
                clearWide(at: column, y: row)
                self[column, row] = cell
            }
        }
    }

    /// Sets one cell directly (photos: half blocks with two colours).
    mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard contains(x: x, y: y) else { return }
        clearWide(at: x, y: y)
        self[x, y] = cell
    }

    /// The screen with the cells under its photos blank, as they are when the terminal draws
    /// the photos' pixels there.
    func clearingImageAreas() -> Screen {
        var copy = self
        for image in images {
            for row in max(image.y, 0)..<min(image.y + image.rows, height) {
                for column in max(image.x, 0)..<min(image.x + image.columns, width) { copy[column, row] = .blank }
            }
        }
        return copy
    }

    /// Copies `other` onto this screen with its top left corner at (x, y).
    mutating func paste(_ other: Screen, x: Int, y: Int) {
        images += other.images.map { $0.moved(x: x, y: y) }
        for row in 0..<other.height where (0..<height).contains(y + row) {
            for column in 0..<other.width where (0..<width).contains(x + column) {
                self[x + column, y + row] = other[column, row]
            }
        }
    }

    /// The screen as plain text, one string per row, trailing spaces removed.
    package func lines() -> [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width { line += self[column, row].text }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Overwriting one half of a wide character blanks its other half.
    private mutating func clearWide(at x: Int, y: Int) {
        guard contains(x: x, y: y) else { return }
        let old = self[x, y]
        if old.isContinuation, x > 0 {
            self[x - 1, y] = Cell(" ", style: self[x - 1, y].style)
        } else if x + 1 < width, self[x + 1, y].isContinuation {
            self[x + 1, y] = Cell(" ", style: old.style)
        }
    }

    /// The character as drawn: controls become U+FFFD, whitespace a space.
    private static func drawable(_ character: Character) -> Character {
        if character == "\t" || character == "\n" || character == "\r\n" { return " " }
        if character.unicodeScalars.contains(where: ControlCharacters.contains) {
            return Character(SafeText.replacement)
        }
        return character
    }
}
