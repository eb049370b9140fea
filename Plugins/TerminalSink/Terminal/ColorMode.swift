import FolioImaging

/// How many colours the executor may use. `TerminalCapabilities` decides it from the
/// environment and the terminal's terminfo entry.
package enum ColorMode: Sendable, Hashable {
    /// 24-bit colour (`ESC [ 38;2;r;g;b m`).
    case trueColor
    /// xterm's 256 colours (`ESC [ 38;5;n m`).
    case palette256
    /// The 16 system colours (`ESC [ 31 m`, `ESC [ 91 m`), as the Linux console has.
    case palette16
    /// No colour at all; bold, italic, underline and inverse still apply.
    case none

    /// The palette photos are dithered to in this mode; nil when colours are sent as they are
    /// (truecolor) or not at all.
    var ditheringPalette: TerminalPalette? {
        switch self {
        case .palette256: .xterm256
        case .palette16: .system16
        case .trueColor, .none: nil
        }
    }

    /// The mode an environment asks for, its terminfo entry read from where ncurses finds it.
    package init(environment: [String: String]) {
        self = TerminalCapabilities(environment: environment).colorMode
    }
}
