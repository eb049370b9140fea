import FolioImaging

/// A colour a cell is drawn in: the terminal's own, 24-bit RGB that the executor sends in the
/// terminal's colour depth, or an entry of the xterm palette a dithered photo chose.
package enum TerminalColor: Sendable, Hashable {
    /// The terminal's default foreground or background.
    case standard
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)
    /// An entry of xterm's 256-colour palette (0 to 15 are the 16 system colours).
    case indexed(UInt8)

    /// The nearest entry of xterm's 256-colour palette, from the 6×6×6 cube and the grey ramp
    /// (the 16 system colours differ between terminals, so a colour is never sent as one).
    var paletteIndex: Int {
        switch self {
        case .standard: 0
        case .indexed(let index): Int(index)
        case .rgb(let red, let green, let blue): TerminalPalette.xterm256.nearest(red, green, blue)
        }
    }

    /// The nearest of the 16 system colours (for 16-colour terminals).
    var systemIndex: Int {
        switch self {
        case .standard: 0
        case .indexed(let index) where index < 16: Int(index)
        case .indexed(let index): TerminalPalette.system16.nearest(rgb: TerminalPalette.xterm256.colors[Int(index)])
        case .rgb(let red, let green, let blue): TerminalPalette.system16.nearest(red, green, blue)
        }
    }
}
