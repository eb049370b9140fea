import FolioPluginAPI
import FolioText

/// The last step: turns a screen into the bytes that show it, writing only the cells that
/// differ from the previous frame, then the photos shown as real pixels. It is the only code
/// that emits escape sequences, and the one place the terminal's character set and colour
/// depth are applied: under a locale that is not UTF-8 every cell is written in ASCII
/// (`AsciiFallback`), and colours are sent as 24-bit, 256 or 16 colours, or not at all.
///
/// It never clears the terminal with `ESC [ 2J` while drawing: a full redraw writes every
/// cell, so the first frame, a resize and a normal frame all take the same path.
package struct TerminalExecutor: Sendable {
    /// How colours are sent.
    package let colorMode: ColorMode
    /// Whether cells may be sent as UTF-8 (else ASCII).
    package let unicode: Bool
    /// How photos are shown as pixels (`.blocks`: they are not; their cells are the photo).
    var images: ImageChannel
    private var previous: Screen?
    /// Whether a photo has been sent as pixels (kitty keeps it until it is deleted).
    private var sentImages = false

    /// Creates an executor that has drawn nothing yet.
    package init(colorMode: ColorMode, unicode: Bool = true) {
        self.init(colorMode: colorMode, unicode: unicode, images: .blocks)
    }

    init(colorMode: ColorMode, unicode: Bool, images: ImageChannel) {
        self.colorMode = colorMode
        self.unicode = unicode
        self.images = images
    }

    /// Enter the alternate screen, hide the cursor, no autowrap (writing the last cell must
    /// not scroll), no style, and the explicit bidi mode (ECMA-48 BDSM reset, `CSI 8 l`): the
    /// frames are already in display order (`VisualLines`), so a terminal that reorders
    /// right-to-left text itself (VTE, mintty) must not do it again; others
    /// ignore the mode.
    package static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[0m\u{1B}[8l"
    /// The reverse of `enterSequence` (the implicit bidi mode back, `CSI 8 h`), closing any
    /// hyperlink first.
    package static let leaveSequence =
        "\u{1B}[8h\u{1B}[0m\u{1B}]8;;\u{1B}\\\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"
    /// For a terminal without an alternate screen (the Linux console, a VT100): clear it
    /// instead, on the way in and on the way out.
    static let enterWithoutAlternateScreen = "\u{1B}[?25l\u{1B}[?7l\u{1B}[0m\u{1B}[H\u{1B}[2J"
    static let leaveWithoutAlternateScreen = "\u{1B}[0m\u{1B}]8;;\u{1B}\\\u{1B}[?7h\u{1B}[H\u{1B}[2J\u{1B}[?25h"

    /// The sequences that start and end the preview on a terminal with these capabilities.
    static func sequences(alternateScreen: Bool) -> (enter: String, leave: String) {
        alternateScreen ? (enterSequence, leaveSequence) : (enterWithoutAlternateScreen, leaveWithoutAlternateScreen)
    }

    /// Forgets the previous frame, so the next one is drawn in full (after a resize).
    package mutating func invalidate() {
        previous = nil
    }

    /// The bytes that turn the previous frame into `screen`.
    package mutating func frame(_ screen: Screen) -> [UInt8] {
        let old = previous.flatMap { $0.width == screen.width && $0.height == screen.height ? $0 : nil }
        let shown = images.kind == .blocks ? [] : screen.images
        let oldShown = images.kind == .blocks ? [] : (old?.images ?? [])
        let imagesChanged = old == nil || shown != oldShown
        let screen = shown.isEmpty ? screen : screen.clearingImageAreas()
        // Text drawn where a photo was (sixel, iTerm2) must be written again to wipe it.
        let wiped = imagesChanged ? old.map { $0.images.map(\.area) } ?? [] : []
        previous = screen
        var output = Output(colorMode: colorMode, unicode: unicode)
        // Kitty keeps images apart from the cells: old ones go explicitly, also after a full
        // redraw (a resize, Ctrl-L, coming back from Ctrl-Z), when the last frame is forgotten.
        if imagesChanged, images.kind == .kitty, old != nil || sentImages { output.append(images.deleteAll) }
        if !shown.isEmpty { sentImages = true }
        for y in 0..<screen.height {
            var x = 0
            while x < screen.width {
                if let old, old[x, y] == screen[x, y], !Self.touchesChangedWide(old, screen, x, y),
                    !wiped.contains(where: { $0.contains(x: x, y: y) })
                {
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
        if imagesChanged {
            for image in shown { output.place(image) }
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
    let unicode: Bool
    var bytes: [UInt8] = []
    private var cursor: (x: Int, y: Int)?
    private var style: CellStyle?

    init(colorMode: ColorMode, unicode: Bool) {
        self.colorMode = colorMode
        self.unicode = unicode
        bytes.reserveCapacity(4096)
    }

    mutating func write(_ cell: Cell, x: Int, y: Int) {
        let cell = unicode ? cell : AsciiFallback.cell(cell)
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

    /// A photo's pixels over its cells, drawn from its top left corner.
    mutating func place(_ image: ImagePlacement) {
        if let style, style != .plain {
            if style.link != nil { append("\u{1B}]8;;\u{1B}\\") }
            append("\u{1B}[0m")
        }
        style = .plain
        append("\u{1B}[\(image.y + 1);\(image.x + 1)H")
        bytes.append(contentsOf: image.payload)
        cursor = nil
    }

    mutating func finish() {
        guard let style else { return }
        if style.link != nil { append("\u{1B}]8;;\u{1B}\\") }
        if style != .plain { append("\u{1B}[0m") }
    }

    mutating func append(_ text: String) {
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
        if style.crossedOut { codes.append("9") }
        codes += color(style.foreground, base: 38)
        codes += color(style.background, base: 48)
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private func color(_ color: TerminalColor, base: Int) -> [String] {
        if color == .standard { return [] }
        switch (colorMode, color) {
        case (.none, _): return []
        case (.trueColor, .rgb(let red, let green, let blue)): return ["\(base)", "2", "\(red)", "\(green)", "\(blue)"]
        case (.trueColor, _), (.palette256, _): return ["\(base)", "5", "\(color.paletteIndex)"]
        case (.palette16, _):
            // 30–37 and 90–97 (foreground), 40–47 and 100–107 (background).
            let index = color.systemIndex
            let first = (base == 38 ? 30 : 40) + (index >= 8 ? 60 : 0)
            return ["\(first + index % 8)"]
        }
    }
}
