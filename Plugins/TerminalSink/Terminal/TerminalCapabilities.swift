/// What the reader's terminal can do, decided once, from the environment (`TERM`,
/// `COLORTERM`, `NO_COLOR`, the locale) and the terminal's terminfo entry. Image protocols
/// are found separately (`ImageProtocolDetector`), since that needs the terminal to answer.
struct TerminalCapabilities: Equatable, Sendable {
    /// How many colours cells may use.
    var colorMode: ColorMode
    /// Whether the locale's character set is UTF-8; if not, everything drawn is ASCII.
    var unicode: Bool
    /// Whether the terminal can move the cursor (without it, no full-screen preview).
    var cursorAddressing: Bool
    /// Whether the terminal has an alternate screen to draw on (else the screen is cleared).
    var alternateScreen: Bool
    /// `TERM`, for messages.
    var term: String

    /// Terminals known to take 24-bit colour whatever their terminfo entry says or whether
    /// one is installed (xterm-kitty and xterm-ghostty ship their own entries).
    static let directColorTerms: Set<String> = [
        "xterm-kitty", "xterm-ghostty", "alacritty", "wezterm", "foot", "foot-extra", "contour", "iterm2",
        "mlterm-direct",
    ]

    /// The capabilities `environment` and its terminfo entry describe.
    init(environment: [String: String]) {
        let term = environment["TERM"] ?? ""
        self.init(environment: environment, terminfo: TerminfoEntry.load(term: term, environment: environment))
    }

    /// The capabilities `environment` and `terminfo` (nil: no entry found) describe.
    init(environment: [String: String], terminfo: TerminfoEntry?) {
        term = environment["TERM"] ?? ""
        unicode = Self.localeIsUTF8(environment)
        let known = !term.isEmpty && term != "dumb"
        cursorAddressing = terminfo.map { $0.cursorAddress != nil } ?? known
        alternateScreen = terminfo.map { $0.enterFullScreen != nil } ?? known
        colorMode = Self.colorMode(environment, term: term, terminfo: terminfo)
    }

    /// The one rule for colour depth, first match wins: `NO_COLOR` → none; `COLORTERM`
    /// truecolor or 24bit → 24-bit; a `*-direct` TERM or a terminal known for it → 24-bit;
    /// then terminfo: `RGB`/`Tc` or 2^24 colours → 24-bit, 256 or more → 256, 8 or more →
    /// 16, none → no colour; with no entry, 256 for TERMs of the xterm family, else 16.
    static func colorMode(_ environment: [String: String], term: String, terminfo: TerminfoEntry?) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if term.hasSuffix("-direct") || directColorTerms.contains(term) { return .trueColor }
        if let terminfo {
            if terminfo.hasDirectColor { return .trueColor }
            let colors = terminfo.colors ?? 0
            if colors >= 256 { return .palette256 }
            return colors >= 8 ? .palette16 : .none
        }
        if term.isEmpty || term == "dumb" { return .none }
        let families = ["xterm", "screen", "tmux", "rxvt", "vte", "gnome", "konsole"]
        return term.contains("256color") || families.contains(where: term.hasPrefix) ? .palette256 : .palette16
    }

    /// Whether the locale's character set is UTF-8, by the precedence setlocale(3) uses:
    /// the first of `LC_ALL`, `LC_CTYPE`, `LANG` that is set and not empty.
    static func localeIsUTF8(_ environment: [String: String]) -> Bool {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let lowered = locale.lowercased()
        return lowered.contains("utf-8") || lowered.contains("utf8")
    }

    /// Why the preview cannot run full screen here, nil when it can.
    var unusableReason: String? {
        guard !cursorAddressing else { return nil }
        let name = term.isEmpty ? "TERM is not set, so the terminal" : "TERM=\(term)"
        return "\(name) cannot move the cursor, which a full-screen preview needs; "
            + "run it in a terminal such as xterm (TERM=xterm-256color), or use --keys \"...\" --dump for plain text"
    }
}
