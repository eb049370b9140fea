/// How a terminal shows a photo as real pixels, or `blocks`: not at all (the photo's half
/// blocks are what shows).
package enum ImageProtocol: String, Sendable, CaseIterable {
    /// The kitty graphics protocol (kitty, Ghostty, WezTerm, Konsole).
    case kitty
    /// iTerm2's inline images (iTerm2, WezTerm, VS Code's terminal with images on).
    case iterm2
    /// DEC sixel (xterm -ti vt340, foot, mlterm, Windows Terminal, tmux 3.4 built with sixel).
    case sixel
    /// Half blocks only.
    case blocks
}
